import { getShortestPaths } from '@xstate/graph';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { resalePurchaseMachine } from './resale-purchase.machine.ts';
import {
  BOUGHT,
  DRAWN,
  input,
  INSUFFICIENT_FUNDS,
  KYC_NOT_FINISHED,
  PURCHASE_EXPIRED,
  SERVER_DOWN,
  SOLD_OUT,
  STARTED,
  WRONG_CODE,
} from './resale-purchase.test-fixtures.ts';

// Shared by the purchase flow's tests only: the shortest path to every state the buyer and the server can bring the
// flow to, walked by @xstate/graph over the machine's pure transitions.

export type Snapshot = SnapshotFrom<typeof resalePurchaseMachine>;
export type Event = EventFrom<typeof resalePurchaseMachine>;

// What the invoked actors report back; the graph walks pure transitions, so the server's answers are events here,
// exactly as the running actor receives them, and only in the state that waits for them.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const SERVER_ANSWERS = {
  starting: [
    done('startResalePurchase', STARTED),
    failed('startResalePurchase', SOLD_OUT),
    failed('startResalePurchase', KYC_NOT_FINISHED),
    failed('startResalePurchase', INSUFFICIENT_FUNDS),
    failed('startResalePurchase', SERVER_DOWN),
  ],
  sendingCode: [
    done('sendResalePurchaseSms', undefined),
    failed('sendResalePurchaseSms', new Error('Failed to fetch')),
    failed('sendResalePurchaseSms', PURCHASE_EXPIRED),
  ],
  settling: [
    done('finishResalePurchase', BOUGHT),
    failed('finishResalePurchase', WRONG_CODE),
    failed('finishResalePurchase', INSUFFICIENT_FUNDS),
    failed('finishResalePurchase', SOLD_OUT),
    failed('finishResalePurchase', PURCHASE_EXPIRED),
    failed('finishResalePurchase', SERVER_DOWN),
  ],
} as unknown as Record<string, Event[]>;

// What the buyer does on each step; offering every event everywhere would only multiply the paths.
const STEP_EVENTS: Record<string, Event[]> = {
  choosingAmount: [
    { type: 'NEXT', amountPence: 200_000 },
    { type: 'NEXT', amountPence: 50_000 },
  ],
  startFailed: [{ type: 'RETRY' }, { type: 'BACK' }],
  reviewing: [{ type: 'AGREEMENT_READ' }, { type: 'NEXT' }, { type: 'BACK' }],
  signing: [
    { type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' },
    { type: 'SELECT_SIGNATURE_TAB', tab: 'DRAW' },
    { type: 'SET_SIGNATURE', image: DRAWN },
    { type: 'CLEAR_SIGNATURE' },
    { type: 'SIGN' },
    { type: 'BACK' },
  ],
  enteringCode: [
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'SUBMIT_CODE', code: '' },
    { type: 'RESEND_CODE' },
    { type: 'CLOSE_CODE_DIALOG' },
  ],
  settleFailed: [{ type: 'RETRY' }, { type: 'BACK' }],
  expired: [{ type: 'START_AGAIN' }],
};

export const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);

// The context makes the state space infinite; these are the parts the guards and the routing read. The state value
// alone would not do: reading the assignment keeps the value, so the walk would never see it and stop at reviewing.
export const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    amount: context.amountPence,
    amountError: context.amountError !== undefined,
    started: context.purchaseId !== undefined,
    read: context.agreementRead,
    tab: context.eSignatureType,
    signed: Object.keys(context.signatures).sort(),
    code: context.smsCode !== undefined,
    codeError: context.smsCodeError !== undefined,
    refused: context.refusal !== undefined,
    failed: context.error !== undefined,
    bought: context.result !== undefined,
  });
};

export function resalePurchasePaths() {
  return getShortestPaths(resalePurchaseMachine, {
    input,
    events: (snapshot) => SERVER_ANSWERS[snapshot.value] ?? STEP_EVENTS[snapshot.value] ?? [],
    serializeState,
  });
}
