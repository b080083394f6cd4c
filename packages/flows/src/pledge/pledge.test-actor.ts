import type { InvestmentTerm, PledgeFinishResponse, PledgeStartRequest, PledgeStartResponse } from '@keystone/api';
import { expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FinishPledgeInput } from './pledge.actors.ts';
import type { PledgeContext, PledgeEvent, PledgeInput } from './pledge.context.ts';
import { pledgeMachine } from './pledge.machine.ts';
import type { PledgeSnapshot } from './pledge.selectors.ts';
import { pledgeSnapshotAt, type PledgeStateValue } from './pledge.snapshots.ts';
import { input as defaultInput, PAID_FROM_WALLET, STARTED } from './pledge.test-fixtures.ts';

// Shared by the pledge flow's tests only. Each server call answers with the next queued outcome: OK (the default
// answer), HANG (never settles, to look at the busy state) or anything else, which the call rejects with.

export const OK = Symbol('ok');
export const HANG = Symbol('hang');
export type Outcome = typeof OK | typeof HANG | unknown;

function settle<T>(queue: Outcome[], answer: () => T): Promise<T> {
  const outcome = queue.length > 0 ? queue.shift() : OK;
  if (outcome === OK) return Promise.resolve(answer());
  if (outcome === HANG) return new Promise<T>(() => {});
  return Promise.reject(outcome);
}

interface FlowOptions {
  input?: PledgeInput;
  /** Start at this state, restored as a host restores a snapshot (`pledgeSnapshotAt`); the first step by default. */
  from?: PledgeStateValue;
  context?: Partial<PledgeContext>;
  start?: Outcome[];
  sms?: Outcome[];
  finish?: Outcome[];
  /** What a finish that succeeds answers. */
  finished?: PledgeFinishResponse;
}

export function startFlow({
  input = defaultInput,
  from,
  context = {},
  start = [],
  sms = [],
  finish = [],
  finished = PAID_FROM_WALLET,
}: FlowOptions = {}) {
  const calls = {
    start: [] as PledgeStartRequest[],
    sms: [] as number[],
    finish: [] as FinishPledgeInput[],
  };
  let nextPledgeId = STARTED.pledgeId;
  const leaveFlow = vi.fn();
  const actor = createActor(
    pledgeMachine.provide({
      actors: {
        startPledge: fromPromise<PledgeStartResponse, PledgeStartRequest>(({ input: request }) => {
          calls.start.push(request);
          return settle(start, () => ({ ...STARTED, pledgeId: nextPledgeId++ }));
        }),
        sendSms: fromPromise<void, { pledgeId: number }>(({ input: request }) => {
          calls.sms.push(request.pledgeId);
          return settle(sms, () => undefined);
        }),
        finishPledge: fromPromise<PledgeFinishResponse, FinishPledgeInput>(({ input: request }) => {
          calls.finish.push(request);
          return settle(finish, () => finished);
        }),
      },
      actions: { leaveFlow },
    }),
    { input, ...(from !== undefined && { snapshot: pledgeSnapshotAt(from, input, context) }) },
  ).start();
  return { actor, calls, leaveFlow };
}

export type FlowActor = ReturnType<typeof startFlow>['actor'];

export function settled(actor: FlowActor): Promise<PledgeSnapshot> {
  return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

/** Sends one event and waits until whatever call it started has settled. */
export async function sendAndSettle(actor: FlowActor, event: PledgeEvent): Promise<PledgeSnapshot> {
  actor.send(event);
  return settled(actor);
}

/** The amount step's choice of the minimum for both terms. */
export const MINIMUMS = {
  shortOption: 'MINIMUM',
  shortCustomText: '',
  longOption: 'MINIMUM',
  longCustomText: '',
} as const;

/** Sends `event` and expects the very same snapshot back: the move is refused. */
export function expectRefused(actor: FlowActor, event: PledgeEvent) {
  const before = actor.getSnapshot();
  actor.send(event);
  expect(actor.getSnapshot()).toBe(before);
}

/** From the first step to the conditions: e-wallet, DEBT, the term asked, the minimums. */
export function walkToConditions(actor: FlowActor, term: InvestmentTerm = 'SHORT') {
  actor.send({ type: 'SELECT_SOURCE', source: 'E_WALLET' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SELECT_TERM', term });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT', amounts: MINIMUMS });
  if (term === 'LONG') {
    actor.send({ type: 'SET_STATEMENT', accepted: true });
    actor.send({ type: 'NEXT' });
  }
}
