import type { AutoInvest, AutoInvestAuthorityStarted, AutoInvestRules, AutoInvestStateChange } from '@keystone/api';
import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SendAutoInvestSmsInput, SignAutoInvestAuthorityInput } from './auto-invest-rules.actors.ts';
import type { AutoInvestRulesContext, AutoInvestRulesEvent } from './auto-invest-rules.context.ts';
import { autoInvestRulesMachine } from './auto-invest-rules.machine.ts';
import type { AutoInvestRulesSnapshot } from './auto-invest-rules.selectors.ts';
import {
  autoInvestRulesSnapshotAt,
  EXAMPLE_AUTO_INVEST_RULES,
  exampleAutoInvest,
  type AutoInvestRulesStateValue,
} from './auto-invest-rules.snapshots.ts';

// Shared by the rules machine's tests only. Each server call answers with the next queued outcome: OK (the default
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

export const RULES = EXAMPLE_AUTO_INVEST_RULES;
export const DRAWN = 'data:image/png;base64,ZHJhd24=';
export const TYPED = 'data:image/png;base64,dHlwZWQ=';
export const STARTED: AutoInvestAuthorityStarted = {
  authorityId: 8,
  reference: 'KSA-000008',
  expiresAt: '2026-11-30T12:00:00.000Z',
  agreement: 'JVBERi0xLjcK',
  agreementText: 'Standing authority for auto-invest KSA-000008',
};

/** What the server answers once the authority is in `state`. */
export function answered(state: 'ACTIVE' | 'PAUSED' | 'ENDED', rules: AutoInvestRules = RULES): AutoInvest {
  const autoInvest = exampleAutoInvest(state);
  return { ...autoInvest, authority: autoInvest.authority && { ...autoInvest.authority, id: 8, rules } };
}

export const WRONG_CODE = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'smsCode', message: 'The code is not correct' }],
};
export const CODE_ENDED = { errorCode: 20, message: 'Too many attempts. Please try again later.' };
export const AUTHORITY_EXPIRED = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'authorityId', message: 'This authority has expired. Please start again' }],
};
export const RULES_REFUSED = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [
    { field: 'totalInvestedPence', message: 'The total to keep invested must be at least the amount per project' },
  ],
};
export const JOURNEY_NOT_DONE = { errorCode: 46, message: 'Please finish the consumer journey first' };
export const COOLING_OFF = { errorCode: 43, message: 'Your cooling-off period has not ended yet' };
export const DECLARATION = { errorCode: 47, message: 'Your declaration is out of date' };
export const ALREADY_SET_UP = { errorCode: 65, message: 'Your auto-invest rules are already signed' };
export const NOT_SET_UP = { errorCode: 64, message: 'You have no auto-invest rules to change' };
export const SERVER_DOWN = { errorCode: 1, message: 'Something went wrong' };

interface RulesOptions {
  /** Start from what `getAutoInvest` answered; no authority by default. */
  autoInvest?: AutoInvest;
  /** Or at this state, restored as a host restores a snapshot. */
  from?: AutoInvestRulesStateValue;
  context?: Partial<AutoInvestRulesContext>;
  start?: Outcome[];
  sms?: Outcome[];
  sign?: Outcome[];
  state?: Outcome[];
  update?: Outcome[];
}

export function startRules({
  autoInvest = exampleAutoInvest(null),
  from,
  context = {},
  start = [],
  sms = [],
  sign = [],
  state = [],
  update = [],
}: RulesOptions = {}) {
  const calls = {
    start: [] as AutoInvestRules[],
    sms: [] as number[],
    sign: [] as SignAutoInvestAuthorityInput[],
    state: [] as AutoInvestStateChange[],
    update: [] as AutoInvestRules[],
  };
  const actor = createActor(
    autoInvestRulesMachine.provide({
      actors: {
        startAutoInvest: fromPromise<AutoInvestAuthorityStarted, AutoInvestRules>(({ input }) => {
          calls.start.push(input);
          return settle(start, () => STARTED);
        }),
        sendAutoInvestSms: fromPromise<void, SendAutoInvestSmsInput>(({ input }) => {
          calls.sms.push(input.authorityId);
          return settle(sms, () => undefined);
        }),
        signAutoInvestAuthority: fromPromise<AutoInvest, SignAutoInvestAuthorityInput>(({ input }) => {
          calls.sign.push(input);
          return settle(sign, () => answered('ACTIVE'));
        }),
        setAutoInvestState: fromPromise<AutoInvest, AutoInvestStateChange>(({ input }) => {
          calls.state.push(input);
          return settle(state, () => answered(input.state));
        }),
        updateAutoInvestRules: fromPromise<AutoInvest, AutoInvestRules>(({ input }) => {
          calls.update.push(input);
          return settle(update, () => answered('ACTIVE', input));
        }),
      },
    }),
    {
      input: { autoInvest },
      ...(from !== undefined && { snapshot: autoInvestRulesSnapshotAt(from, context) }),
    },
  ).start();
  return { actor, calls };
}

export type RulesActor = ReturnType<typeof startRules>['actor'];

export function settled(actor: RulesActor): Promise<AutoInvestRulesSnapshot> {
  return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

/** Sends one event and waits until whatever call it started has settled. */
export async function sendAndSettle(actor: RulesActor, event: AutoInvestRulesEvent): Promise<AutoInvestRulesSnapshot> {
  actor.send(event);
  return settled(actor);
}

/** Sends `event` and expects the very same snapshot back: the move is refused. */
export function expectRefused(actor: RulesActor, event: AutoInvestRulesEvent) {
  const before = actor.getSnapshot();
  actor.send(event);
  expect(actor.getSnapshot()).toBe(before);
}

/** From the form to the code dialog: the rules started, the authority read, a drawn signature, signed. */
export async function walkToCode(actor: RulesActor) {
  await sendAndSettle(actor, { type: 'START', rules: RULES });
  actor.send({ type: 'AGREEMENT_READ' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
  return sendAndSettle(actor, { type: 'SIGN' });
}
