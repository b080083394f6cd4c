import type { IsaTransfer } from '@keystone/api';
import { isaTransferMachine } from './isa-transfer.machine.ts';

// How a story shows a transfer's dialog at any state without clicking: a snapshot resolved from a state value and a
// context, which the screen starts its actor from. Resolved so, it runs no entry action and starts no call: a state
// that waits for a call (cancelling, recording, rejecting) stays busy, which is how a story shows it.

/** Every state a screen rests in. */
export const ISA_TRANSFER_STATE_VALUES = [
  'requested',
  'cancelling',
  'cancelFailed',
  'recording',
  'recordFailed',
  'rejecting',
  'rejectFailed',
  'completed',
  'cancelled',
  'rejected',
] as const;

export type IsaTransferStateValue = (typeof ISA_TRANSFER_STATE_VALUES)[number];

export function isaTransferSnapshotAt(value: IsaTransferStateValue, transfer: IsaTransfer, error?: unknown) {
  return isaTransferMachine.resolveState({ value, context: { transfer, ...(error === undefined ? {} : { error }) } });
}
