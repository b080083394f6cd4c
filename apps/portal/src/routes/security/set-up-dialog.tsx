import type { SecondFactorMethod } from '@keystone/api';
import { groupSecret, validatePasskeyName, validateTotpCode } from '@keystone/flows/second-factor';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Message,
  Spinner,
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useSelector } from '@xstate/react';
import { KeyRound, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Snapshot } from 'xstate';
import { RefusalMessage, showOnForm } from '../../api/index.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { SECURITY_TEXTS } from './security-texts.ts';
import { useSetUpActor, useWebAuthnSupport } from './use-set-up-actor.ts';

interface SetUpDialogProps {
  /** Straight to a method; else the person chooses. */
  method?: SecondFactorMethod;
  onOpenChange: (open: boolean) => void;
  /** A state of the set-up machine to start from (stories). */
  snapshot?: Snapshot<unknown>;
}

type SetUpActor = ReturnType<typeof useSetUpActor>;

/**
 * Setting up the authenticator app or a passkey (issue 36 §1), one step at a time as flows' set-up machine holds it:
 * the choice, the QR code and its key, the first code, the passkey's name and the browser's prompt, then the
 * recovery codes of a first factor, shown once.
 */
export function SetUpDialog({ method, onOpenChange, snapshot }: SetUpDialogProps) {
  const actor = useSetUpActor(method, snapshot);
  const state = useSelector(actor, (current) => current);
  const chosen = state.context.method;
  const title =
    chosen === 'TOTP'
      ? SECURITY_TEXTS.setUpTotpTitle
      : chosen === 'PASSKEY'
        ? SECURITY_TEXTS.setUpPasskeyTitle
        : SECURITY_TEXTS.setUpTitle;
  const showingCodes = state.matches('showingRecoveryCodes');
  return (
    <Dialog
      open
      // The codes are shown once: the dialog closes only by their Done, never by a click beside it.
      onOpenChange={(open) => (open || !showingCodes) && onOpenChange(open)}
    >
      <DialogContent
        className="max-w-lg"
        hideCloseButton={showingCodes}
        // Straight to the field to type in (the code, the passkey's name), rather than the first button.
        onOpenAutoFocus={(event) => {
          const field = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>(
            'input:not([type=checkbox])',
          );
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{showingCodes ? SECURITY_TEXTS.codesShownOnce : title}</DialogTitle>
          <DialogDescription>
            {showingCodes
              ? SECURITY_TEXTS.codesShownOnceDescription
              : state.matches('choosing')
                ? SECURITY_TEXTS.chooseDescription
                : chosen === 'PASSKEY'
                  ? SECURITY_TEXTS.passkeysDescription
                  : SECURITY_TEXTS.totpDescription}
          </DialogDescription>
        </DialogHeader>
        {state.matches('choosing') && <Choosing actor={actor} />}
        {state.matches('loadingSecret') && <Waiting text={SECURITY_TEXTS.loadingSecret} />}
        {state.matches('loadFailed') && (
          <>
            <RefusalMessage error={state.context.error} />
            <DialogFooter>
              <Button variant="outline" onClick={() => actor.send({ type: 'BACK' })}>
                {SECURITY_TEXTS.back}
              </Button>
              <Button onClick={() => actor.send({ type: 'RETRY' })}>{SECURITY_TEXTS.tryAgain}</Button>
            </DialogFooter>
          </>
        )}
        {(state.matches('showingSecret') || state.matches('confirming') || state.matches('codeRefused')) && (
          <ScanAndConfirm actor={actor} />
        )}
        {(state.matches('naming') ||
          state.matches('preparingPasskey') ||
          state.matches('creatingPasskey') ||
          state.matches('savingPasskey')) && <Naming actor={actor} />}
        {showingCodes && (
          <RecoveryCodesPanel codes={state.context.recoveryCodes} onDone={() => actor.send({ type: 'FINISH' })} />
        )}
        {state.matches('done') && (
          <>
            <Message variant="success" dismissible={false}>
              {chosen === 'PASSKEY' ? SECURITY_TEXTS.donePasskey : SECURITY_TEXTS.doneTotp}
            </Message>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{SECURITY_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
      <Spinner />
      {text}
    </div>
  );
}

function Choosing({ actor }: { actor: SetUpActor }) {
  const webAuthn = useWebAuthnSupport();
  return (
    <div className="flex flex-col gap-3">
      <MethodChoice
        icon={<Smartphone aria-hidden="true" className="size-5" />}
        label={SECURITY_TEXTS.chooseTotp}
        hint={SECURITY_TEXTS.chooseTotpHint}
        onChoose={() => actor.send({ type: 'CHOOSE', method: 'TOTP' })}
      />
      {webAuthn && (
        <MethodChoice
          icon={<KeyRound aria-hidden="true" className="size-5" />}
          label={SECURITY_TEXTS.choosePasskey}
          hint={SECURITY_TEXTS.choosePasskeyHint}
          onChoose={() => actor.send({ type: 'CHOOSE', method: 'PASSKEY' })}
        />
      )}
    </div>
  );
}

function MethodChoice(props: { icon: React.ReactNode; label: string; hint: string; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onChoose}
      className="flex items-start gap-3 rounded-md border border-border bg-surface p-4 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="mt-0.5 text-primary">{props.icon}</span>
      <span className="flex flex-col gap-1">
        <span className="font-medium text-foreground">{props.label}</span>
        <span className="text-sm text-muted-foreground">{props.hint}</span>
      </span>
    </button>
  );
}

const codeResolver = rulesResolver<{ code: string }>({ code: validateTotpCode });

function ScanAndConfirm({ actor }: { actor: SetUpActor }) {
  const state = useSelector(actor, (current) => current);
  const setUp = state.context.totpSetup;
  const form = useForm<{ code: string }>({ resolver: codeResolver, defaultValues: { code: '' } });
  const refused = state.matches('codeRefused') ? state.context.error : undefined;
  // A wrong code (code 60) lands on the form as any form's refusal does.
  useEffect(() => {
    if (refused !== undefined) showOnForm(form)(refused);
  }, [form, refused]);
  const [copied, setCopied] = useState(false);
  if (!setUp) return null;
  const copy = () => {
    navigator.clipboard.writeText(setUp.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-foreground">{SECURITY_TEXTS.scan}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setUp.qrCodeSvg)}`}
        alt={SECURITY_TEXTS.qrAlt}
        width={192}
        height={192}
        className="size-48 self-center rounded-md border border-border bg-white"
      />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{SECURITY_TEXTS.cannotScan}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            aria-label={SECURITY_TEXTS.secretLabel}
            className="flex flex-wrap gap-x-2 font-mono text-sm tracking-wider"
          >
            {groupSecret(setUp.secret)
              .split(' ')
              .map((group, index) => (
                // A group of four never breaks across lines; the spaces between them are the copy's.
                <span key={index} className="whitespace-nowrap">
                  {group}
                  {index < setUp.secret.length / 4 - 1 ? ' ' : ''}
                </span>
              ))}
          </code>
          <Button type="button" variant="ghost" size="sm" onClick={copy} aria-label={SECURITY_TEXTS.copyKey}>
            {copied ? SECURITY_TEXTS.copied : SECURITY_TEXTS.copy}
          </Button>
        </div>
      </div>
      <Form
        form={form}
        onSubmit={({ code }) => actor.send({ type: 'CONFIRM', code })}
        aria-label={SECURITY_TEXTS.setUpTotpTitle}
        className="flex flex-col gap-4"
      >
        <FormField
          control={form.control}
          name="code"
          render={(field) => (
            <TextField
              label={SECURITY_TEXTS.codeLabel}
              hint={SECURITY_TEXTS.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...field}
            />
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => actor.send({ type: 'BACK' })}>
            {SECURITY_TEXTS.back}
          </Button>
          <Button type="submit" loading={state.hasTag('busy')}>
            {SECURITY_TEXTS.confirmCode}
          </Button>
        </DialogFooter>
      </Form>
    </div>
  );
}

const nameResolver = rulesResolver<{ name: string }>({ name: validatePasskeyName });

function Naming({ actor }: { actor: SetUpActor }) {
  const state = useSelector(actor, (current) => current);
  const form = useForm<{ name: string }>({
    resolver: nameResolver,
    defaultValues: { name: state.context.passkeyName ?? '' },
  });
  const { error, promptFailure } = state.context;
  const naming = state.matches('naming');
  useEffect(() => {
    if (naming && error !== undefined) showOnForm(form)(error);
  }, [form, naming, error]);
  return (
    <div className="flex flex-col gap-4">
      {naming && promptFailure && (
        <Message variant="warning" dismissible={false}>
          {SECURITY_TEXTS.promptFailure[promptFailure]}
        </Message>
      )}
      {state.matches('creatingPasskey') && <Waiting text={SECURITY_TEXTS.creatingPasskey} />}
      <Form
        form={form}
        onSubmit={({ name }) => actor.send({ type: 'CREATE', name })}
        aria-label={SECURITY_TEXTS.setUpPasskeyTitle}
        className="flex flex-col gap-4"
      >
        <FormField
          control={form.control}
          name="name"
          render={(field) => (
            <TextField label={SECURITY_TEXTS.nameLabel} hint={SECURITY_TEXTS.nameHint} required {...field} />
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" disabled={!naming} onClick={() => actor.send({ type: 'BACK' })}>
            {SECURITY_TEXTS.back}
          </Button>
          <Button type="submit" loading={state.hasTag('busy')}>
            {SECURITY_TEXTS.createPasskey}
          </Button>
        </DialogFooter>
      </Form>
    </div>
  );
}
