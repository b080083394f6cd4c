import { resaleListingStatuses, type ResaleListingStatus } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  isListingClosed,
  listingStateOf,
  listingStatusOf,
  nextListingState,
  resaleListingActions,
  resaleListingMachine,
  resaleListingSnapshot,
  type ResaleListingEvent,
} from './resale-listing.machine.ts';

const EVENTS: ResaleListingEvent[] = [
  { type: 'PART_SOLD', capitalPence: 200_000 },
  { type: 'PART_SOLD', capitalPence: 300_000 },
  { type: 'PART_SOLD', capitalPence: 500_000 },
  { type: 'CANCELLED' },
  { type: 'EXPIRED' },
  { type: 'SUSPENDED', reason: 'The loan is late' },
];

const listing = (status: ResaleListingStatus, remainingPence = 500_000) => ({
  status,
  listedPence: 500_000,
  remainingPence,
});

describe('listingStateOf', () => {
  it('names each contract status in camelCase, and back', () => {
    expect(resaleListingStatuses.map(listingStateOf)).toEqual([
      'open',
      'partlySold',
      'sold',
      'cancelled',
      'expired',
      'suspended',
    ]);
    expect(resaleListingStatuses.every((status) => listingStatusOf(listingStateOf(status)) === status)).toBe(true);
  });

  it('has one state per status, the last four final', () => {
    const states = resaleListingMachine.root.states;

    expect(Object.keys(states).sort()).toEqual(resaleListingStatuses.map(listingStateOf).sort());
    expect(resaleListingStatuses.filter(isListingClosed)).toEqual(['SOLD', 'CANCELLED', 'EXPIRED', 'SUSPENDED']);
  });
});

describe('resaleListingMachine', () => {
  it('starts open with all of it left', () => {
    const actor = createActor(resaleListingMachine, { input: { listedPence: 500_000 } }).start();

    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toEqual({
      listedPence: 500_000,
      remainingPence: 500_000,
      suspendedReason: null,
    });
  });

  it('is partly sold by a part, sold by the rest', () => {
    const actor = createActor(resaleListingMachine, { input: { listedPence: 500_000 } }).start();

    actor.send({ type: 'PART_SOLD', capitalPence: 200_000 });
    const partly = actor.getSnapshot();
    actor.send({ type: 'PART_SOLD', capitalPence: 300_000 });

    expect(partly.value).toBe('partlySold');
    expect(partly.context.remainingPence).toBe(300_000);
    expect(actor.getSnapshot().value).toBe('sold');
    expect(actor.getSnapshot().context.remainingPence).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is sold by one purchase of all of it', () => {
    expect(nextListingState(listing('OPEN'), { type: 'PART_SOLD', capitalPence: 500_000 })).toEqual({
      status: 'SOLD',
      listedPence: 500_000,
      remainingPence: 0,
      suspendedReason: null,
    });
  });

  it.each([
    ['more than is left', { type: 'PART_SOLD', capitalPence: 300_001 } as const],
    ['nothing', { type: 'PART_SOLD', capitalPence: 0 } as const],
    ['a suspension without a reason', { type: 'SUSPENDED', reason: '  ' } as const],
  ])('refuses %s, leaving the snapshot unchanged', (_name, event) => {
    const actor = createActor(resaleListingMachine, {
      snapshot: resaleListingSnapshot(listing('PARTLY_SOLD', 300_000)),
      input: { listedPence: 500_000 },
    }).start();
    const before = actor.getSnapshot();

    actor.send(event);

    expect(actor.getSnapshot()).toBe(before);
  });

  it.each(['OPEN', 'PARTLY_SOLD'] as const)(
    'closes %s when cancelled, expired or suspended, keeping what is left',
    (status) => {
      expect(nextListingState(listing(status, 300_000), { type: 'CANCELLED' })?.status).toBe('CANCELLED');
      expect(nextListingState(listing(status, 300_000), { type: 'EXPIRED' })?.status).toBe('EXPIRED');
      expect(nextListingState(listing(status, 300_000), { type: 'SUSPENDED', reason: ' The loan is late ' })).toEqual({
        status: 'SUSPENDED',
        listedPence: 500_000,
        remainingPence: 300_000,
        suspendedReason: 'The loan is late',
      });
    },
  );

  it.each(['SOLD', 'CANCELLED', 'EXPIRED', 'SUSPENDED'] as const)('moves no further once %s', (status) => {
    const snapshot = resaleListingSnapshot(listing(status, 0));

    const moves = EVENTS.filter((event) => snapshot.can(event) || nextListingState(listing(status, 0), event));

    expect(snapshot.status).toBe('done');
    expect(moves).toEqual([]);
  });

  it('reaches every state by the shortest paths', () => {
    const paths = getShortestPaths(resaleListingMachine, {
      input: { listedPence: 500_000 },
      events: EVENTS,
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
    });

    expect([...new Set(paths.map((path) => path.state.value))].sort()).toEqual([
      'cancelled',
      'expired',
      'open',
      'partlySold',
      'sold',
      'suspended',
    ]);
  });
});

describe('resaleListingActions', () => {
  it.each([
    ['OPEN', ['cancel'], ['buy'], ['suspend']],
    ['PARTLY_SOLD', ['cancel'], ['buy'], ['suspend']],
    ['SOLD', [], [], []],
    ['CANCELLED', [], [], []],
    ['EXPIRED', [], [], []],
    ['SUSPENDED', [], [], []],
  ] as const)('%s: the seller %j, a buyer %j, an admin %j', (status, seller, buyer, admin) => {
    const facts = listing(status, status === 'SOLD' ? 0 : 300_000);

    expect(resaleListingActions(facts, 'seller')).toEqual(seller);
    expect(resaleListingActions(facts, 'buyer')).toEqual(buyer);
    expect(resaleListingActions(facts, 'admin')).toEqual(admin);
  });
});
