import { getShortestPaths } from '@xstate/graph';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { pledgeMachine } from './pledge.machine.ts';
import { MINIMUMS } from './pledge.test-actor.ts';
import {
  AWAITING_TRANSFER,
  DRAWN,
  input,
  OVERFUNDED,
  PAID_FROM_WALLET,
  STARTED,
  WRONG_CODE,
} from './pledge.test-fixtures.ts';

// Shared by the pledge flow's tests only: the shortest path to every state the investor and the server can bring the
// flow to, walked by @xstate/graph over the machine's pure transitions.

export type Snapshot = SnapshotFrom<typeof pledgeMachine>;
export type Event = EventFrom<typeof pledgeMachine>;

// What the invoked actors report back; the graph walks pure transitions, so the server's answers are events here,
// exactly as the running actor receives them, and only in the state that waits for them.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const SERVER_ANSWERS = {
  '{"eSignature":"requestingAgreement"}': [done('startPledge', STARTED), failed('startPledge', OVERFUNDED)],
  '{"eSignature":"sendingCode"}': [done('sendSms', undefined), failed('sendSms', new Error('Failed to fetch'))],
  '{"payment":"finishing"}': [
    done('finishPledge', PAID_FROM_WALLET),
    done('finishPledge', AWAITING_TRANSFER),
    failed('finishPledge', WRONG_CODE),
    failed('finishPledge', OVERFUNDED),
  ],
} as unknown as Record<string, Event[]>;

// What the investor does on each step; offering every event everywhere would only multiply the paths.
const STEP_EVENTS: Record<string, Event[]> = {
  source: [
    { type: 'SELECT_SOURCE', source: 'E_WALLET' },
    { type: 'SELECT_SOURCE', source: 'BANK_TRANSFER' },
  ],
  strategy: [
    { type: 'SELECT_STRATEGY', investStrategy: 'DEBT' },
    { type: 'SELECT_STRATEGY', investStrategy: 'DEBT_SECURED' },
  ],
  term: [
    { type: 'SELECT_TERM', term: 'SHORT' },
    { type: 'SELECT_TERM', term: 'LONG' },
  ],
  amount: [
    { type: 'NEXT', amounts: MINIMUMS },
    { type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '' } },
  ],
  statement: [{ type: 'SET_STATEMENT', accepted: true }],
  conditions: [{ type: 'SET_CONDITIONS', accepted: true }],
  eSignature: [
    { type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' },
    { type: 'SELECT_SIGNATURE_TAB', tab: 'DRAW' },
    { type: 'SET_SIGNATURE', image: DRAWN },
    { type: 'CLEAR_SIGNATURE' },
    { type: 'AGREEMENT_READ' },
    { type: 'SIGN' },
    { type: 'RESEND_CODE' },
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'CLOSE_CODE_DIALOG' },
    { type: 'RETRY' },
  ],
  payment: [{ type: 'RETRY' }, { type: 'SET_TRANSFER_CONFIRMED', confirmed: true }],
};
const EVERY_STEP: Event[] = [{ type: 'NEXT' }, { type: 'BACK' }];

export const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
export const stepOf = (snapshot: Snapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

// The context makes the state space infinite; these are the parts the guards and the routing read. The state value
// alone would not do: a choice (SELECT_SOURCE) keeps the value, so the walk would never see it and stop at the source.
export const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    source: context.source,
    investStrategy: context.investStrategy,
    term: context.term,
    amounts: context.shortAmountPence !== undefined,
    statement: context.statement,
    conditions: context.conditions,
    tab: context.eSignatureType,
    signed: Object.keys(context.signatures).sort(),
    read: context.agreementRead,
    pledged: context.pledgeId !== undefined,
    code: context.smsCode !== undefined,
    confirmed: context.paymentConfirmed,
    finished: context.finish !== undefined,
    failed: context.error !== undefined,
  });
};

export function pledgePaths() {
  return getShortestPaths(pledgeMachine, {
    input,
    events: (snapshot) =>
      SERVER_ANSWERS[valueOf(snapshot)] ?? [...(STEP_EVENTS[stepOf(snapshot)] ?? []), ...EVERY_STEP],
    serializeState,
  });
}
