import type { IsaTransfer } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom, type SnapshotFrom } from 'xstate';
import { isaTransferMachine } from './isa-transfer.machine.ts';
import {
  cancelledIsaTransfer,
  completedIsaTransfer,
  rejectedIsaTransfer,
  requestedIsaTransfer,
} from './isa-transfer.test-fixtures.ts';

type Snapshot = SnapshotFrom<typeof isaTransferMachine>;
type Event = EventFrom<typeof isaTransferMachine>;

const refused = { errorCode: 57, message: 'This transfer can no longer be changed' };
const done = (id: string, output: IsaTransfer) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: refused });
const SERVER_ANSWERS: Record<string, Event[]> = {
  '"cancelling"': [done('cancelTransfer', cancelledIsaTransfer), failed('cancelTransfer')],
  '"recording"': [done('recordTransfer', completedIsaTransfer), failed('recordTransfer')],
  '"rejecting"': [done('rejectTransfer', rejectedIsaTransfer), failed('rejectTransfer')],
} as unknown as Record<string, Event[]>;
const PEOPLE: Event[] = [
  { type: 'CANCEL' },
  { type: 'RECORD', record: { amountPence: 1_250_000, currentYearPence: 250_000 }, idempotencyKey: 'k-1' },
  { type: 'REJECT', reason: 'No such ISA' },
  { type: 'DISMISS' },
];

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, status: snapshot.context.transfer.status, failed: !!snapshot.context.error });

const pathsFrom = (transfer: IsaTransfer) =>
  getShortestPaths(isaTransferMachine, {
    input: { transfer },
    events: (snapshot) => SERVER_ANSWERS[valueOf(snapshot)] ?? PEOPLE,
    serializeState,
  });

const EVERY_STATE = [
  '"requested"',
  '"cancelling"',
  '"cancelFailed"',
  '"recording"',
  '"recordFailed"',
  '"rejecting"',
  '"rejectFailed"',
  '"completed"',
  '"cancelled"',
  '"rejected"',
];

describe('isaTransfer paths', () => {
  const paths = pathsFrom(requestedIsaTransfer);

  it('reaches every state from a requested transfer and never crashes', () => {
    expect([...new Set(paths.map((path) => valueOf(path.state)))].sort()).toEqual([...EVERY_STATE].sort());
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('ends each decision in the status the server answered', () => {
    for (const path of paths) {
      const value = valueOf(path.state);
      if (value === '"completed"') expect(path.state.context.transfer.status).toBe('COMPLETED');
      if (value === '"cancelled"') expect(path.state.context.transfer.status).toBe('CANCELLED');
      if (value === '"rejected"') expect(path.state.context.transfer.status).toBe('REJECTED');
    }
  });

  it('keeps the error of a failed call until it is dismissed or tried again', () => {
    for (const path of paths.filter((candidate) => valueOf(candidate.state).endsWith('Failed"'))) {
      expect(path.state.context.error).toEqual(refused);
    }
    const dismissed = paths.find((path) => valueOf(path.state) === '"requested"');
    expect(dismissed?.state.context.error).toBeUndefined();
  });

  it.each([
    [completedIsaTransfer, '"completed"'],
    [cancelledIsaTransfer, '"cancelled"'],
    [rejectedIsaTransfer, '"rejected"'],
  ] as const)('starts a decided transfer where it is, and it takes no more events', (transfer, state) => {
    const from = pathsFrom(transfer);
    expect(from.map((path) => valueOf(path.state))).toEqual([state]);
  });
});

describe('isaTransfer calls', () => {
  it('sends the record with its key to the call and rests in completed with the answer', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      isaTransferMachine.provide({
        actors: {
          recordTransfer: fromPromise(async ({ input }) => {
            calls.push(input);
            return completedIsaTransfer;
          }),
        },
      }),
      { input: { transfer: requestedIsaTransfer } },
    ).start();

    actor.send({
      type: 'RECORD',
      record: { amountPence: 1_250_000, currentYearPence: 250_000 },
      idempotencyKey: 'k-9',
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(calls).toEqual([
      { id: 7, record: { amountPence: 1_250_000, currentYearPence: 250_000 }, idempotencyKey: 'k-9' },
    ]);
    expect(actor.getSnapshot().value).toBe('completed');
  });

  it('holds the refusal of a cancel and tries again on CANCEL', async () => {
    let attempts = 0;
    const actor = createActor(
      isaTransferMachine.provide({
        actors: {
          cancelTransfer: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw refused;
            return cancelledIsaTransfer;
          }),
        },
      }),
      { input: { transfer: requestedIsaTransfer } },
    ).start();

    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.matches('cancelFailed'));
    expect(actor.getSnapshot().context.error).toEqual(refused);
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });
});

describe('isaTransfer snapshots', () => {
  it('rest in each state a screen shows, holding the transfer and the error given', async () => {
    const { ISA_TRANSFER_STATE_VALUES, isaTransferSnapshotAt } = await import('./isa-transfer.snapshots.ts');
    for (const value of ISA_TRANSFER_STATE_VALUES) {
      const snapshot = isaTransferSnapshotAt(value, requestedIsaTransfer, refused);
      expect(snapshot.matches(value)).toBe(true);
      expect(snapshot.context).toEqual({ transfer: requestedIsaTransfer, error: refused });
    }
  });
});
