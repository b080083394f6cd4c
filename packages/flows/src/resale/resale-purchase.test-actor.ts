import type { ResalePurchaseResult, ResalePurchaseStart, ResalePurchaseStarted } from '@keystone/api';
import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FinishResalePurchaseInput, SendResalePurchaseSmsInput } from './resale-purchase.actors.ts';
import type { ResalePurchaseContext, ResalePurchaseEvent, ResalePurchaseInput } from './resale-purchase.context.ts';
import { resalePurchaseMachine } from './resale-purchase.machine.ts';
import type { ResalePurchaseSnapshot } from './resale-purchase.selectors.ts';
import { resalePurchaseSnapshotAt, type ResalePurchaseStateValue } from './resale-purchase.snapshots.ts';
import { BOUGHT, DRAWN, input as defaultInput, STARTED } from './resale-purchase.test-fixtures.ts';

// Shared by the purchase flow's tests only. Each server call answers with the next queued outcome: OK (the default
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
  input?: ResalePurchaseInput;
  /** Start at this state, restored as a host restores a snapshot; the amount step by default. */
  from?: ResalePurchaseStateValue;
  context?: Partial<ResalePurchaseContext>;
  start?: Outcome[];
  sms?: Outcome[];
  finish?: Outcome[];
}

export function startPurchase({
  input = defaultInput,
  from,
  context = {},
  start = [],
  sms = [],
  finish = [],
}: FlowOptions = {}) {
  const calls = {
    start: [] as ResalePurchaseStart[],
    sms: [] as number[],
    finish: [] as FinishResalePurchaseInput[],
  };
  let nextPurchaseId = STARTED.purchaseId;
  const actor = createActor(
    resalePurchaseMachine.provide({
      actors: {
        startResalePurchase: fromPromise<ResalePurchaseStarted, ResalePurchaseStart>(({ input: request }) => {
          calls.start.push(request);
          return settle(start, () => ({ ...STARTED, purchaseId: nextPurchaseId++ }));
        }),
        sendResalePurchaseSms: fromPromise<void, SendResalePurchaseSmsInput>(({ input: request }) => {
          calls.sms.push(request.purchaseId);
          return settle(sms, () => undefined);
        }),
        finishResalePurchase: fromPromise<ResalePurchaseResult, FinishResalePurchaseInput>(({ input: request }) => {
          calls.finish.push(request);
          return settle(finish, () => BOUGHT);
        }),
      },
    }),
    { input, ...(from !== undefined && { snapshot: resalePurchaseSnapshotAt(from, input, context) }) },
  ).start();
  return { actor, calls };
}

export type PurchaseActor = ReturnType<typeof startPurchase>['actor'];

export function settled(actor: PurchaseActor): Promise<ResalePurchaseSnapshot> {
  return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

/** Sends one event and waits until whatever call it started has settled. */
export async function sendAndSettle(actor: PurchaseActor, event: ResalePurchaseEvent): Promise<ResalePurchaseSnapshot> {
  actor.send(event);
  return settled(actor);
}

/** Sends `event` and expects the very same snapshot back: the move is refused. */
export function expectRefused(actor: PurchaseActor, event: ResalePurchaseEvent) {
  const before = actor.getSnapshot();
  actor.send(event);
  expect(actor.getSnapshot()).toBe(before);
}

/** From the amount to the code dialog: £2,000 chosen, the assignment read, a drawn signature, signed. */
export async function walkToCode(actor: PurchaseActor) {
  await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });
  actor.send({ type: 'AGREEMENT_READ' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
  return sendAndSettle(actor, { type: 'SIGN' });
}
