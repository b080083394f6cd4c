import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { pledgeMachine } from './pledge.machine.ts';
import { PLEDGE_STATE_VALUES } from './pledge.snapshots.ts';
import { HANG, MINIMUMS, startFlow } from './pledge.test-actor.ts';
import {
  AWAITING_TRANSFER,
  DRAWN,
  input,
  OVERFUNDED,
  PAID_FROM_WALLET,
  STARTED,
  WRONG_CODE,
} from './pledge.test-fixtures.ts';

type Snapshot = SnapshotFrom<typeof pledgeMachine>;
type Event = EventFrom<typeof pledgeMachine>;

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
    { type: 'SELECT_TERM', isLong: false },
    { type: 'SELECT_TERM', isLong: true },
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

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const stepOf = (snapshot: Snapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

// The context makes the state space infinite; these are the parts the guards and the routing read. The state value
// alone would not do: a choice (SELECT_SOURCE) keeps the value, so the walk would never see it and stop at the source.
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    source: context.source,
    investStrategy: context.investStrategy,
    isLong: context.isLong,
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

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';

describe('pledgeMachine paths', () => {
  const paths = getShortestPaths(pledgeMachine, {
    input,
    events: (snapshot) =>
      SERVER_ANSWERS[valueOf(snapshot)] ?? [...(STEP_EVENTS[stepOf(snapshot)] ?? []), ...EVERY_STEP],
    serializeState,
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state)));

    expect([...reached].sort()).toEqual(PLEDGE_STATE_VALUES.map((value) => JSON.stringify(value)).sort());
  });

  it('never crashes', () => {
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('reaches success from the e-wallet without confirming a transfer, by bank transfer only by confirming it', () => {
    const toSuccess = paths.filter((path) => path.state.value === 'success');
    const bySource = (source: string) =>
      toSuccess
        .filter((path) => path.state.context.source === source)
        .reduce((best, path) => (path.steps.length < best.steps.length ? path : best));

    const fromWallet = bySource('E_WALLET').steps.map((step) => step.event.type);
    const byTransfer = bySource('BANK_TRANSFER').steps.map((step) => step.event.type);

    expect(fromWallet).not.toContain('SET_TRANSFER_CONFIRMED');
    expect(fromWallet.at(-1)).toBe('xstate.done.actor.finishPledge');
    expect(byTransfer.slice(-2)).toEqual(['SET_TRANSFER_CONFIRMED', 'NEXT']);
  });

  it('reaches the statement only for long term', () => {
    const atStatement = paths.filter((path) => path.state.value === 'statement');

    expect(atStatement.length).toBeGreaterThan(0);
    expect(atStatement.every((path) => path.state.context.isLong === true)).toBe(true);
  });

  // Shortest paths share their prefixes, so replaying the longest first checks every path's state at its step.
  it('replays every path on a running actor to the same state', { timeout: 60_000 }, () => {
    const checked = new Set<string>();
    for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
      if (checked.has(serializeState(path.state))) continue;
      // Calls never settle: only the events sent move the actor.
      const { actor } = startFlow({ start: [HANG], sms: [HANG], finish: [HANG] });
      for (const step of path.steps) {
        if (!isInitEvent(step.event)) actor.send(step.event);
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state));
        checked.add(serializeState(step.state));
      }
      actor.stop();
    }
    expect(checked.size).toBe(paths.length);
  });
});
