import type { SecondFactorMethod, StepUpConfirmation } from '@keystone/api';
import { errorText } from '@keystone/flows/errors';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Message } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Snapshot } from 'xstate';
import { usePasskeyBrowser } from '../passkey-browser/passkey-browser.tsx';
import { CodeForm, LostEverything, OtherWays, shownWay } from '../second-step/index.ts';
import { useStepUpActor } from './use-step-up-actor.ts';

export const STEP_UP_TEXTS = {
  title: "Confirm it's you",
  description: 'This change needs your second step again. Once you confirm, it goes ahead as you asked.',
  totp: 'Enter the code your authenticator app shows for Keystone.',
  recoveryCode: 'Enter one of the recovery codes you saved. Each works once.',
  choosing: 'Choose how to confirm it is you.',
  passkey: 'Follow your browser or phone to use your passkey.',
  submit: 'Confirm',
  cancel: 'Cancel',
} as const;

interface StepUpDialogProps {
  /** The person's second factors (`User.secondFactorMethods`). */
  methods: SecondFactorMethod[];
  /**
   * Called once: true when confirmed, with the server's confirmation (which says how many recovery codes remain when
   * one was used), false when cancelled (Escape, the close button, Cancel).
   */
  onDone(confirmed: boolean, confirmation?: StepUpConfirmation): void;
  /** A state of the step-up machine to start from (stories). */
  snapshot?: Snapshot<unknown>;
}

/**
 * 'Confirm it's you' (issue 36 §2), opened for a call the server answered 403 code 58, driven by flows'
 * `stepUpMachine`: the authenticator's code, a recovery code or a passkey. A wrong code stays with code 60's words.
 */
export function StepUpDialog({ methods, onDone, snapshot }: StepUpDialogProps) {
  const passkeys = usePasskeyBrowser();
  const actor = useStepUpActor(methods, passkeys, snapshot);
  const state = useSelector(actor, (current) => current);
  useEffect(() => {
    if (actor.getSnapshot().matches('idle')) actor.send({ type: 'ASK' });
  }, [actor]);
  const finished = state.status === 'done';
  useEffect(() => {
    if (!finished) return;
    if (state.output) onDone(true, state.output);
    else onDone(false);
    // Once, when the machine ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const { error, codeMethod } = state.context;
  const verifying = state.matches('verifying');
  const passkey = state.matches({ asking: 'passkey' });
  const way = shownWay(typeof state.value === 'object' ? state.value.asking : undefined, verifying, codeMethod);
  const lead =
    way === 'TOTP'
      ? STEP_UP_TEXTS.totp
      : way === 'RECOVERY_CODE'
        ? STEP_UP_TEXTS.recoveryCode
        : way === 'PASSKEY'
          ? STEP_UP_TEXTS.passkey
          : STEP_UP_TEXTS.choosing;

  return (
    <Dialog
      open={!finished}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'CANCEL' });
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{STEP_UP_TEXTS.title}</DialogTitle>
          <DialogDescription>
            {STEP_UP_TEXTS.description} {lead}
          </DialogDescription>
        </DialogHeader>
        {(way === 'TOTP' || way === 'RECOVERY_CODE') && (
          <CodeForm
            key={way}
            method={way}
            error={verifying ? undefined : error}
            busy={verifying}
            submitLabel={STEP_UP_TEXTS.submit}
            onSubmit={(code) => actor.send({ type: 'SUBMIT_CODE', code })}
          />
        )}
        {way === undefined && error !== undefined && <Message variant="error">{errorText(error)}</Message>}
        {passkey && (
          <Button type="button" loading>
            {STEP_UP_TEXTS.passkey}
          </Button>
        )}
        <OtherWays
          current={way}
          methods={methods}
          passkeysSupported={passkeys.supported}
          disabled={state.hasTag('busy')}
          onChoose={(chosen) =>
            actor.send({
              type:
                chosen === 'TOTP' ? 'USE_AUTHENTICATOR' : chosen === 'PASSKEY' ? 'USE_PASSKEY' : 'USE_RECOVERY_CODE',
            })
          }
        />
        <Button type="button" variant="link" onClick={() => actor.send({ type: 'CANCEL' })}>
          {STEP_UP_TEXTS.cancel}
        </Button>
        <LostEverything />
      </DialogContent>
    </Dialog>
  );
}
