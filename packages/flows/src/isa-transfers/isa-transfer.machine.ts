import type { IsaTransfer, IsaTransferRecord } from '@keystone/api';
import { assign, setup } from 'xstate';
import {
  cancelIsaTransferPlaceholder,
  recordIsaTransferPlaceholder,
  rejectIsaTransferPlaceholder,
} from './isa-transfer.actors.ts';

export interface IsaTransferInput {
  transfer: IsaTransfer;
}

export interface IsaTransferContext {
  /** The transfer as the server last answered it. */
  transfer: IsaTransfer;
  /** The last failed call, shown beside the way to try again. */
  error?: unknown;
}

export type IsaTransferEvent =
  | { type: 'CANCEL' }
  | { type: 'RECORD'; record: IsaTransferRecord; idempotencyKey: string }
  | { type: 'REJECT'; reason: string }
  | { type: 'DISMISS' };

type ErrorParams = { error: unknown };
const failure = ({ event: failed }: { event: { error: unknown } }): ErrorParams => ({ error: failed.error });
const answered = ({ event: done }: { event: { output: IsaTransfer } }) => ({ transfer: done.output });

/**
 * One ISA transfer's lifecycle (issue 35 §2): REQUESTED until the admin records the money received or sent
 * (COMPLETED), rejects it with a reason (REJECTED), or the investor cancels it (CANCELLED). The machine starts where
 * the transfer's status is. Each call has its in-flight state (`cancelling`, `recording`, `rejecting`) and its
 * failure (`cancelFailed`, `recordFailed`, `rejectFailed`), from which the same action is tried again (the form sends
 * its values again) or dismissed back to `requested`. It holds what the server said, never the form's values: the
 * record and the reason travel in the event to the call.
 */
export const isaTransferMachine = setup({
  types: {
    context: {} as IsaTransferContext,
    events: {} as IsaTransferEvent,
    input: {} as IsaTransferInput,
    tags: {} as 'busy',
  },
  actors: {
    cancelTransfer: cancelIsaTransferPlaceholder,
    recordTransfer: recordIsaTransferPlaceholder,
    rejectTransfer: rejectIsaTransferPlaceholder,
  },
  guards: {
    isStatus: ({ context }, { status }: { status: IsaTransfer['status'] }) => context.transfer.status === status,
  },
  actions: {
    assignTransfer: assign((_, { transfer }: { transfer: IsaTransfer }) => ({ transfer, error: undefined })),
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'isaTransfer',
  context: ({ input }) => ({ transfer: input.transfer }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: { type: 'isStatus', params: { status: 'COMPLETED' } }, target: 'completed' },
        { guard: { type: 'isStatus', params: { status: 'CANCELLED' } }, target: 'cancelled' },
        { guard: { type: 'isStatus', params: { status: 'REJECTED' } }, target: 'rejected' },
        { target: 'requested' },
      ],
    },
    requested: {
      entry: 'clearError',
      on: { CANCEL: { target: 'cancelling' }, RECORD: { target: 'recording' }, REJECT: { target: 'rejecting' } },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelTransfer',
        src: 'cancelTransfer',
        input: ({ context }) => ({ id: context.transfer.id }),
        onDone: { target: 'routing', actions: { type: 'assignTransfer', params: answered } },
        onError: { target: 'cancelFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    cancelFailed: { on: { CANCEL: { target: 'cancelling' }, DISMISS: { target: 'requested' } } },
    recording: {
      tags: 'busy',
      invoke: {
        id: 'recordTransfer',
        src: 'recordTransfer',
        input: ({ context, event }) => {
          if (event.type !== 'RECORD') throw new Error(`recording entered on ${event.type}`);
          return { id: context.transfer.id, record: event.record, idempotencyKey: event.idempotencyKey };
        },
        onDone: { target: 'routing', actions: { type: 'assignTransfer', params: answered } },
        onError: { target: 'recordFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    recordFailed: { on: { RECORD: { target: 'recording' }, DISMISS: { target: 'requested' } } },
    rejecting: {
      tags: 'busy',
      invoke: {
        id: 'rejectTransfer',
        src: 'rejectTransfer',
        input: ({ context, event }) => {
          if (event.type !== 'REJECT') throw new Error(`rejecting entered on ${event.type}`);
          return { id: context.transfer.id, reason: event.reason };
        },
        onDone: { target: 'routing', actions: { type: 'assignTransfer', params: answered } },
        onError: { target: 'rejectFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    rejectFailed: { on: { REJECT: { target: 'rejecting' }, DISMISS: { target: 'requested' } } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
    rejected: { type: 'final' },
  },
});
