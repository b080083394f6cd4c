import type { ResaleListingStatus } from '@keystone/api';
import { assign, setup, transition, type SnapshotFrom } from 'xstate';

// A listing's life (issue 37 §1), one state per `ResaleListingStatus`, named in camelCase: OPEN until a part is sold,
// PARTLY_SOLD while some is left, then SOLD, CANCELLED by the seller, EXPIRED after 30 days, or SUSPENDED (by an
// admin, or because the loan no longer allows a sale). The last four are final. The server moves a listing with it
// (`nextListingState`) and the portal asks it what a reader may do (`resaleListingActions`), so neither restates it.

/** The machine's states, the contract's statuses in camelCase. */
export type ResaleListingState = 'open' | 'partlySold' | 'sold' | 'cancelled' | 'expired' | 'suspended';

const STATE_OF_STATUS = {
  OPEN: 'open',
  PARTLY_SOLD: 'partlySold',
  SOLD: 'sold',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  SUSPENDED: 'suspended',
} as const satisfies Record<ResaleListingStatus, ResaleListingState>;

const STATUS_OF_STATE = Object.fromEntries(
  Object.entries(STATE_OF_STATUS).map(([status, state]) => [state, status]),
) as Record<ResaleListingState, ResaleListingStatus>;

/** The machine's state for a contract status: `PARTLY_SOLD` is `partlySold`. */
export function listingStateOf(status: ResaleListingStatus): ResaleListingState {
  return STATE_OF_STATUS[status];
}

/** The contract's status for a machine state: `partlySold` is `PARTLY_SOLD`. */
export function listingStatusOf(state: ResaleListingState): ResaleListingStatus {
  return STATUS_OF_STATE[state];
}

export interface ResaleListingContext {
  /** The capital listed. */
  listedPence: number;
  /** The capital still for sale: the listed capital less the parts sold. */
  remainingPence: number;
  /** Why it was suspended, told to the seller; `null` until then. */
  suspendedReason: string | null;
}

export type ResaleListingInput = Pick<ResaleListingContext, 'listedPence'> & Partial<ResaleListingContext>;

export type ResaleListingEvent =
  /** A purchase settled: `capitalPence` of what is left was sold. */
  | { type: 'PART_SOLD'; capitalPence: number }
  /** The seller withdrew what is left. */
  | { type: 'CANCELLED' }
  /** Its 30 days ran out. */
  | { type: 'EXPIRED' }
  /** An admin, or the loan's state, stopped the sale; the seller is told why. */
  | { type: 'SUSPENDED'; reason: string };

const soldPence = (event: ResaleListingEvent) => (event.type === 'PART_SOLD' ? event.capitalPence : 0);

const forSale = {
  on: {
    PART_SOLD: [
      { guard: 'sellsAllThatIsLeft', target: 'sold', actions: 'deductSold' },
      { guard: 'sellsPartOfWhatIsLeft', target: 'partlySold', actions: 'deductSold' },
    ],
    CANCELLED: { target: 'cancelled' },
    EXPIRED: { target: 'expired' },
    SUSPENDED: { guard: 'hasReason', target: 'suspended', actions: 'assignReason' },
  },
} as const;

/**
 * A listing, from OPEN: a sale of all that is left makes it SOLD, of part of it PARTLY_SOLD; more than is left, or
 * nothing, is refused (the snapshot stays). Cancelling, expiring and suspending close it with what is left unsold.
 * An existing listing is restored with `resaleListingSnapshot`.
 */
export const resaleListingMachine = setup({
  types: {
    context: {} as ResaleListingContext,
    events: {} as ResaleListingEvent,
    input: {} as ResaleListingInput,
  },
  guards: {
    sellsAllThatIsLeft: ({ context, event }) => soldPence(event) > 0 && soldPence(event) === context.remainingPence,
    sellsPartOfWhatIsLeft: ({ context, event }) => soldPence(event) > 0 && soldPence(event) < context.remainingPence,
    hasReason: ({ event }) => event.type === 'SUSPENDED' && event.reason.trim() !== '',
  },
  actions: {
    deductSold: assign(({ context, event }) => ({ remainingPence: context.remainingPence - soldPence(event) })),
    assignReason: assign(({ event }) => (event.type === 'SUSPENDED' ? { suspendedReason: event.reason.trim() } : {})),
  },
}).createMachine({
  id: 'resaleListing',
  context: ({ input }) => ({
    listedPence: input.listedPence,
    remainingPence: input.remainingPence ?? input.listedPence,
    suspendedReason: input.suspendedReason ?? null,
  }),
  initial: 'open',
  states: {
    open: forSale,
    partlySold: forSale,
    sold: { type: 'final' },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
    suspended: { type: 'final' },
  },
});

export type ResaleListingSnapshot = SnapshotFrom<typeof resaleListingMachine>;

/** What the machine needs of a listing: the contract's `ResaleListing` has all of it. */
export interface ResaleListingFacts {
  status: ResaleListingStatus;
  listedPence: number;
  remainingPence: number;
  suspendedReason?: string | null;
}

/** The snapshot of a listing as the server reads it (or the portal receives it). */
export function resaleListingSnapshot(listing: ResaleListingFacts): ResaleListingSnapshot {
  return resaleListingMachine.resolveState({
    value: listingStateOf(listing.status),
    context: {
      listedPence: listing.listedPence,
      remainingPence: listing.remainingPence,
      suspendedReason: listing.suspendedReason ?? null,
    },
  });
}

/** The listing after `event` (status and what is left), or `undefined` when the event is refused in its status. */
export function nextListingState(
  listing: ResaleListingFacts,
  event: ResaleListingEvent,
): (ResaleListingContext & { status: ResaleListingStatus }) | undefined {
  const before = resaleListingSnapshot(listing);
  if (!before.can(event)) return undefined;
  const [after] = transition(resaleListingMachine, before, event);
  return { status: listingStatusOf(after.value as ResaleListingState), ...after.context };
}

/** Who reads a listing: its seller, another investor (a buyer), or an admin. */
export type ResaleListingReader = 'seller' | 'buyer' | 'admin';

/** What a reader may do with a listing: the seller cancel it, a buyer buy from it, an admin suspend it. */
export type ResaleListingAction = 'cancel' | 'buy' | 'suspend';

/**
 * The actions `reader` may take on a listing in its current state, asked of the machine: the seller may cancel
 * and a buyer buy while it is OPEN or PARTLY_SOLD (a buyer may buy all that is left); an admin may suspend it then.
 * Nobody may do anything with a closed listing.
 */
export function resaleListingActions(listing: ResaleListingFacts, reader: ResaleListingReader): ResaleListingAction[] {
  const snapshot = resaleListingSnapshot(listing);
  const actions: ResaleListingAction[] = [];
  if (reader === 'seller' && snapshot.can({ type: 'CANCELLED' })) actions.push('cancel');
  if (reader === 'buyer' && snapshot.can({ type: 'PART_SOLD', capitalPence: listing.remainingPence })) {
    actions.push('buy');
  }
  if (reader === 'admin' && snapshot.can({ type: 'SUSPENDED', reason: 'reason' })) actions.push('suspend');
  return actions;
}

/** Whether the listing is closed: sold, cancelled, expired or suspended. */
export function isListingClosed(status: ResaleListingStatus): boolean {
  return resaleListingSnapshot({ status, listedPence: 1, remainingPence: 1 }).status === 'done';
}
