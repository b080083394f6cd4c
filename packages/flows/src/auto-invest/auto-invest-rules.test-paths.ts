import { getShortestPaths } from '@xstate/graph';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { autoInvestRulesMachine } from './auto-invest-rules.machine.ts';
import { exampleAutoInvest } from './auto-invest-rules.snapshots.ts';
import {
  answered,
  AUTHORITY_EXPIRED,
  DRAWN,
  JOURNEY_NOT_DONE,
  NOT_SET_UP,
  RULES,
  SERVER_DOWN,
  STARTED,
  WRONG_CODE,
} from './auto-invest-rules.test-actor.ts';
import type { AutoInvest } from '@keystone/api';

// Shared by the rules machine's tests only: the shortest path to every state the investor and the server can bring
// the rules to, walked by @xstate/graph over the machine's pure transitions.

export type Snapshot = SnapshotFrom<typeof autoInvestRulesMachine>;
export type Event = EventFrom<typeof autoInvestRulesMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

// What the invoked actors report back, only in the state that waits for them.
const SERVER_ANSWERS: Record<string, Event[]> = {
  starting: [
    done('startAutoInvest', STARTED),
    failed('startAutoInvest', JOURNEY_NOT_DONE),
    failed('startAutoInvest', SERVER_DOWN),
  ],
  sendingCode: [
    done('sendAutoInvestSms', undefined),
    failed('sendAutoInvestSms', new Error('Failed to fetch')),
    failed('sendAutoInvestSms', AUTHORITY_EXPIRED),
  ],
  submitting: [
    done('signAutoInvestAuthority', answered('ACTIVE')),
    failed('signAutoInvestAuthority', WRONG_CODE),
    failed('signAutoInvestAuthority', AUTHORITY_EXPIRED),
    failed('signAutoInvestAuthority', SERVER_DOWN),
  ],
  settingState: [
    done('setAutoInvestState', answered('PAUSED')),
    done('setAutoInvestState', answered('ACTIVE')),
    done('setAutoInvestState', answered('ENDED')),
    failed('setAutoInvestState', NOT_SET_UP),
  ],
  '{"changing":"saving"}': [
    done('updateAutoInvestRules', answered('ACTIVE')),
    failed('updateAutoInvestRules', SERVER_DOWN),
  ],
} as unknown as Record<string, Event[]>;

// What the investor does in each state; offering every event everywhere would only multiply the paths.
const STEP_EVENTS: Record<string, Event[]> = {
  none: [{ type: 'START', rules: RULES }],
  reading: [{ type: 'AGREEMENT_READ' }, { type: 'NEXT' }, { type: 'BACK' }],
  signing: [
    { type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' },
    { type: 'SET_SIGNATURE', image: DRAWN },
    { type: 'CLEAR_SIGNATURE' },
    { type: 'SIGN' },
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'SUBMIT_CODE', code: '' },
    { type: 'RESEND_CODE' },
    { type: 'CLOSE_CODE_DIALOG' },
    { type: 'BACK' },
  ],
  active: [{ type: 'PAUSE' }, { type: 'END' }, { type: 'CHANGE' }],
  paused: [{ type: 'RESUME' }, { type: 'END' }, { type: 'CHANGE' }],
  '{"changing":"editing"}': [{ type: 'SAVE', rules: { ...RULES, minRatePercent: 8 } }, { type: 'CANCEL' }],
  ended: [{ type: 'NEW_RULES' }],
};

export const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);

// The parts of the context the guards and the routing read; the state value alone would stop at `reading`.
export const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    authority: context.autoInvest.authority?.state ?? null,
    started: context.started !== undefined,
    read: context.agreementRead,
    tab: context.eSignatureType,
    signed: Object.keys(context.signatures).sort(),
    codeSent: context.codeSent,
    codeError: context.smsCodeError !== undefined,
    failed: context.error !== undefined,
    outcome: context.outcome ?? null,
  });
};

export function autoInvestRulesPaths(autoInvest: AutoInvest = exampleAutoInvest(null)) {
  return getShortestPaths(autoInvestRulesMachine, {
    input: { autoInvest },
    events: (snapshot) =>
      SERVER_ANSWERS[valueOf(snapshot)] ??
      SERVER_ANSWERS[snapshot.value as string] ??
      STEP_EVENTS[valueOf(snapshot)] ??
      STEP_EVENTS[snapshot.value as string] ??
      [],
    serializeState,
  });
}
