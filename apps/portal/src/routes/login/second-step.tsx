import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from '@keystone/flows/second-factor';
import { Button, Message } from '@keystone/ui';
import { useEffect, useRef } from 'react';
import { errorText } from '@keystone/flows';
import { CodeForm, LostEverything, OtherWays, shownWay, type SecondStepWay } from '../../second-step/index.ts';

export const SECOND_STEP_TEXTS = {
  heading: "Confirm it's you",
  totp: 'Open your authenticator app and enter the code it shows for Keystone.',
  recoveryCode: 'Enter one of the recovery codes you saved when you set up your second step. Each works once.',
  choosing: 'Choose how to confirm it is you.',
  passkey: 'Follow your browser or phone to use your passkey.',
  submit: 'Confirm',
  back: 'Back to sign in',
} as const;

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

interface SecondStepProps {
  state: SignInSnapshot;
  passkeysSupported: boolean;
  onCode(code: string): void;
  onChoose(way: SecondStepWay): void;
  onBack(): void;
}

/**
 * The second step of a sign-in, in place of the password form (issue 36 §1): the authenticator's code, a recovery
 * code or a passkey, the other ways below, and what to do when every way is lost. Its heading takes the focus, so a
 * screen reader hears that the page changed.
 */
export function SecondStep({ state, passkeysSupported, onCode, onChoose, onBack }: SecondStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { methods, error, codeMethod } = state.context;
  const verifying = state.matches({ secondStep: 'verifying' });
  const passkey = state.matches({ secondStep: 'passkey' });
  const way = shownWay(typeof state.value === 'object' ? state.value.secondStep : undefined, verifying, codeMethod);
  const busy = state.hasTag('busy');

  return (
    <section aria-labelledby="second-step-heading" className="mt-6 flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="second-step-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {SECOND_STEP_TEXTS.heading}
        </h2>
        <p className="text-sm text-muted-foreground">
          {way === 'TOTP'
            ? SECOND_STEP_TEXTS.totp
            : way === 'RECOVERY_CODE'
              ? SECOND_STEP_TEXTS.recoveryCode
              : way === 'PASSKEY'
                ? SECOND_STEP_TEXTS.passkey
                : SECOND_STEP_TEXTS.choosing}
        </p>
      </div>

      {(way === 'TOTP' || way === 'RECOVERY_CODE') && (
        <CodeForm
          key={way}
          method={way}
          error={verifying ? undefined : error}
          busy={verifying}
          submitLabel={SECOND_STEP_TEXTS.submit}
          onSubmit={onCode}
        />
      )}
      {way === undefined && error !== undefined && <Message variant="error">{errorText(error)}</Message>}
      {passkey && (
        <Button type="button" loading>
          {SECOND_STEP_TEXTS.passkey}
        </Button>
      )}

      <OtherWays
        current={way}
        methods={methods}
        passkeysSupported={passkeysSupported}
        disabled={busy}
        onChoose={onChoose}
      />
      <Button type="button" variant="link" onClick={onBack} disabled={busy}>
        {SECOND_STEP_TEXTS.back}
      </Button>
      <LostEverything />
    </section>
  );
}
