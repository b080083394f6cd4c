import type { IsaTransfer, IsaTransferRecord } from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls a transfer's lifecycle makes. Each placeholder refuses loudly; the portal supplies the real call
// with `isaTransferMachine.provide({ actors: { … } })`, rejecting with the contract's error.

function notProvided(name: string): never {
  throw new Error(`ISA transfer machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `POST /isa/transfers/{id}/cancel` (the investor). */
export const cancelIsaTransferPlaceholder = fromPromise<IsaTransfer, { id: number }>(async () =>
  notProvided('cancelTransfer'),
);

/** `POST /isa-transfers/{id}/record` (the admin), with the dialog's Idempotency-Key. */
export const recordIsaTransferPlaceholder = fromPromise<
  IsaTransfer,
  { id: number; record: IsaTransferRecord; idempotencyKey: string }
>(async () => notProvided('recordTransfer'));

/** `POST /isa-transfers/{id}/reject` (the admin). */
export const rejectIsaTransferPlaceholder = fromPromise<IsaTransfer, { id: number; reason: string }>(async () =>
  notProvided('rejectTransfer'),
);
