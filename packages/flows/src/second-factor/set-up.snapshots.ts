import { secondFactorSetUpMachine, type SecondFactorSetUpContext } from './set-up.machine.ts';

// How a story shows the set-up at any state without clicking: a snapshot resolved from a state value and a context,
// which the screen starts its actor from. Resolved so, it runs no entry action and starts no call: a state that
// waits for a call stays busy, which is how a story shows it.

/** Every state a screen rests in. */
export const SECOND_FACTOR_SET_UP_STATE_VALUES = [
  'choosing',
  'loadingSecret',
  'loadFailed',
  'showingSecret',
  'confirming',
  'codeRefused',
  'naming',
  'preparingPasskey',
  'creatingPasskey',
  'savingPasskey',
  'showingRecoveryCodes',
  'done',
] as const;

export type SecondFactorSetUpStateValue = (typeof SECOND_FACTOR_SET_UP_STATE_VALUES)[number];

export function secondFactorSetUpSnapshotAt(
  value: SecondFactorSetUpStateValue,
  context: Partial<SecondFactorSetUpContext> = {},
) {
  return secondFactorSetUpMachine.resolveState({ value, context: { recoveryCodes: [], ...context } });
}
