import type { SecondFactorMethod } from '@keystone/api';
import { Button } from '@keystone/ui';

export const SECOND_STEP_WAYS = {
  passkey: 'Use your passkey',
  recoveryCode: 'Use a recovery code instead',
  authenticator: 'Use your authenticator app instead',
} as const;

export type SecondStepWay = 'TOTP' | 'RECOVERY_CODE' | 'PASSKEY';

const WAY_OF_STATE: Record<string, SecondStepWay> = {
  totpCode: 'TOTP',
  recoveryCode: 'RECOVERY_CODE',
  passkey: 'PASSKEY',
};

/**
 * The way a second step shows, from the state its machine rests in (the sign-in's `secondStep.*`, the step-up's
 * `asking.*`, which name their ways alike): while a code is checked, the way it was typed in; nothing while choosing.
 */
export function shownWay(state: string | undefined, verifying: boolean, codeMethod: SecondStepWay | undefined) {
  return verifying ? codeMethod : state === undefined ? undefined : WAY_OF_STATE[state];
}

interface OtherWaysProps {
  /** The way shown now, which is not offered again. */
  current: SecondStepWay | undefined;
  methods: SecondFactorMethod[];
  /** Passkeys are offered only where the browser has WebAuthn. */
  passkeysSupported: boolean;
  disabled?: boolean;
  onChoose(way: SecondStepWay): void;
}

/** The other ways to give the second factor: the passkey, a recovery code (always), the authenticator app. */
export function OtherWays({ current, methods, passkeysSupported, disabled = false, onChoose }: OtherWaysProps) {
  const ways: { way: SecondStepWay; label: string; primary: boolean }[] = [];
  if (current !== 'PASSKEY' && methods.includes('PASSKEY') && passkeysSupported) {
    ways.push({ way: 'PASSKEY', label: SECOND_STEP_WAYS.passkey, primary: current === undefined });
  }
  if (current !== 'TOTP' && methods.includes('TOTP')) {
    ways.push({ way: 'TOTP', label: SECOND_STEP_WAYS.authenticator, primary: false });
  }
  if (current !== 'RECOVERY_CODE') {
    ways.push({ way: 'RECOVERY_CODE', label: SECOND_STEP_WAYS.recoveryCode, primary: false });
  }
  return (
    <div className="flex flex-col gap-2">
      {ways.map(({ way, label, primary }) => (
        <Button
          key={way}
          type="button"
          variant={primary ? 'primary' : 'outline'}
          disabled={disabled}
          onClick={() => onChoose(way)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
