import type { SecondFactorMethod } from '@keystone/api';
import { signInMachine, type SignInContext } from './sign-in.machine.ts';
import { stepUpMachine, type StepUpContext } from './step-up.machine.ts';

// How a story shows the sign-in or the step-up at any state without clicking: a snapshot resolved from a state value
// and a context, which the screen starts its actor from. Resolved so, it runs no entry action and starts no call: a
// state that waits for a call (submitting, verifying, passkey) stays busy, which is how a story shows it.

/** Every state of the sign-in a screen rests in. */
export const SIGN_IN_STATE_VALUES = [
  'credentials',
  'submitting',
  'passkeySignIn',
  'secondStep.choosing',
  'secondStep.totpCode',
  'secondStep.recoveryCode',
  'secondStep.passkey',
  'secondStep.verifying',
  'throttled',
] as const;

export type SignInStateValue = (typeof SIGN_IN_STATE_VALUES)[number];

const valueOf = (path: string): string | Record<string, string> => {
  const [parent = '', child] = path.split('.');
  return child === undefined ? parent : { [parent]: child };
};

/** A ticket for stories and tests: the password was right, the second step is due. */
export const exampleSignInTicket = {
  ticket: 'demo-ticket',
  expiresAt: '2026-11-30T10:05:00.000Z',
} as const;

export function signInSnapshotAt(value: SignInStateValue, context: Partial<SignInContext> = {}) {
  const secondStep = value.startsWith('secondStep.');
  const full: SignInContext = {
    rememberMe: false,
    methods: secondStep ? ['TOTP'] : [],
    ...(secondStep ? exampleSignInTicket : {}),
    ...context,
  };
  return signInMachine.resolveState({ value: valueOf(value), context: full });
}

/** Every state of the step-up a screen rests in. */
export const STEP_UP_STATE_VALUES = [
  'idle',
  'asking.choosing',
  'asking.totpCode',
  'asking.recoveryCode',
  'asking.passkey',
  'verifying',
] as const;

export type StepUpStateValue = (typeof STEP_UP_STATE_VALUES)[number];

export function stepUpSnapshotAt(
  value: StepUpStateValue,
  methods: SecondFactorMethod[],
  context: Partial<StepUpContext> = {},
) {
  return stepUpMachine.resolveState({ value: valueOf(value), context: { methods, ...context } });
}
