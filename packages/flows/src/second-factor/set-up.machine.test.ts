import type { SecondFactorAdded } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom, type SnapshotFrom } from 'xstate';
import { secondFactorSetUpMachine, type SecondFactorSetUpInput } from './set-up.machine.ts';
import { passkeyPromptFailureOf, SET_UP_MESSAGES } from './set-up.rules.ts';
import { SECOND_FACTOR_SET_UP_STATE_VALUES, secondFactorSetUpSnapshotAt } from './set-up.snapshots.ts';
import {
  demoPasskeyOptions,
  demoRecoveryCodes,
  demoRegistrationResponse,
  demoTotpSetup,
} from './set-up.test-fixtures.ts';

type Snapshot = SnapshotFrom<typeof secondFactorSetUpMachine>;
type Event = EventFrom<typeof secondFactorSetUpMachine>;

const wrongCode = { errorCode: 60, message: 'The code is not right' };
const cancelled = Object.assign(new Error('The operation either timed out or was not allowed'), {
  name: 'NotAllowedError',
});
const first: SecondFactorAdded = { recoveryCodes: demoRecoveryCodes };
const later: SecondFactorAdded = { recoveryCodes: [] };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown = wrongCode) => ({ type: `xstate.error.actor.${id}`, error });

const SERVER_ANSWERS: Record<string, Event[]> = {
  '"loadingSecret"': [done('startTotpSetup', demoTotpSetup), failed('startTotpSetup')],
  '"confirming"': [done('confirmTotpSetup', first), done('confirmTotpSetup', later), failed('confirmTotpSetup')],
  '"preparingPasskey"': [done('startPasskeyRegistration', demoPasskeyOptions), failed('startPasskeyRegistration')],
  '"creatingPasskey"': [done('createPasskey', demoRegistrationResponse), failed('createPasskey', cancelled)],
  '"savingPasskey"': [done('addPasskey', first), done('addPasskey', later), failed('addPasskey')],
} as unknown as Record<string, Event[]>;
const PEOPLE: Event[] = [
  { type: 'CHOOSE', method: 'TOTP' },
  { type: 'CHOOSE', method: 'PASSKEY' },
  { type: 'CONFIRM', code: '123456' },
  { type: 'CREATE', name: ' iPhone ' },
  { type: 'RETRY' },
  { type: 'BACK' },
  { type: 'FINISH' },
];

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    codes: snapshot.context.recoveryCodes.length,
    failed: !!snapshot.context.error,
    prompt: snapshot.context.promptFailure ?? null,
  });

const pathsFrom = (input: SecondFactorSetUpInput) =>
  getShortestPaths(secondFactorSetUpMachine, {
    input,
    events: (snapshot) => SERVER_ANSWERS[valueOf(snapshot)] ?? PEOPLE,
    serializeState,
  });

describe('secondFactorSetUp paths', () => {
  const paths = pathsFrom({});

  it('reaches every state from the choice, the final one included, and never crashes', () => {
    expect([...new Set(paths.map((path) => valueOf(path.state)))].sort()).toEqual(
      SECOND_FACTOR_SET_UP_STATE_VALUES.map((value) => JSON.stringify(value)).sort(),
    );
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
    expect(paths.some((path) => path.state.status === 'done')).toBe(true);
  });

  it('shows recovery codes only when the server answered some (the first factor)', () => {
    for (const path of paths.filter((candidate) => valueOf(candidate.state) === '"showingRecoveryCodes"')) {
      expect(path.state.context.recoveryCodes).toEqual(demoRecoveryCodes);
    }
    const straightToDone = paths.filter(
      (path) => valueOf(path.state) === '"done"' && path.state.context.recoveryCodes.length === 0,
    );
    expect(straightToDone.length).toBeGreaterThan(0);
  });

  it('keeps a wrong code with its refusal, and a closed prompt as a prompt failure back at naming', () => {
    const refused = paths.find((path) => valueOf(path.state) === '"codeRefused"');
    expect(refused?.state.context.error).toEqual(wrongCode);
    const closed = paths.find((path) => valueOf(path.state) === '"naming"' && path.state.context.promptFailure);
    expect(closed?.state.context.promptFailure).toBe('cancelled');
  });

  it.each([
    ['TOTP', '"loadingSecret"'],
    ['PASSKEY', '"naming"'],
  ] as const)('starts straight at %s when the screen names it', (method, state) => {
    const [start] = pathsFrom({ method });
    expect(valueOf(start!.state)).toBe(state);
  });
});

describe('secondFactorSetUp calls', () => {
  it('confirms the code typed and rests in the recovery codes of a first factor', async () => {
    const codes: unknown[] = [];
    const actor = createActor(
      secondFactorSetUpMachine.provide({
        actors: {
          startTotpSetup: fromPromise(async () => demoTotpSetup),
          confirmTotpSetup: fromPromise(async ({ input }) => {
            codes.push(input);
            if (codes.length === 1) throw wrongCode;
            return first;
          }),
        },
      }),
      { input: { method: 'TOTP' } },
    ).start();

    await waitFor(actor, (snapshot) => snapshot.matches('showingSecret'));
    expect(actor.getSnapshot().context.totpSetup).toEqual(demoTotpSetup);
    actor.send({ type: 'CONFIRM', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.matches('codeRefused'));
    expect(actor.getSnapshot().context.error).toEqual(wrongCode);
    actor.send({ type: 'CONFIRM', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('showingRecoveryCodes'));
    expect(codes).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('names the passkey, hands the options to the browser and saves its answer with the trimmed name', async () => {
    const saved: unknown[] = [];
    let prompts = 0;
    const actor = createActor(
      secondFactorSetUpMachine.provide({
        actors: {
          startPasskeyRegistration: fromPromise(async () => demoPasskeyOptions),
          createPasskey: fromPromise(async ({ input }) => {
            expect(input).toEqual(demoPasskeyOptions);
            prompts += 1;
            if (prompts === 1) throw cancelled;
            return demoRegistrationResponse;
          }),
          addPasskey: fromPromise(async ({ input }) => {
            saved.push(input);
            return later;
          }),
        },
      }),
      { input: { method: 'PASSKEY' } },
    ).start();

    actor.send({ type: 'CREATE', name: ' Work laptop ' });
    await waitFor(actor, (snapshot) => snapshot.matches('naming') && !!snapshot.context.promptFailure);
    expect(actor.getSnapshot().context.promptFailure).toBe('cancelled');
    actor.send({ type: 'CREATE', name: 'Work laptop' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(saved).toEqual([
      { challengeId: demoPasskeyOptions.challengeId, name: 'Work laptop', credential: demoRegistrationResponse },
    ]);
    expect(actor.getSnapshot().context.promptFailure).toBeUndefined();
  });
});

describe('passkey prompt failures', () => {
  it('tell a closed prompt, a device already holding a passkey and anything else apart', () => {
    expect(passkeyPromptFailureOf(cancelled)).toBe('cancelled');
    expect(passkeyPromptFailureOf({ name: 'AbortError' })).toBe('cancelled');
    expect(passkeyPromptFailureOf({ name: 'InvalidStateError' })).toBe('alreadyAdded');
    expect(passkeyPromptFailureOf(new TypeError('x'))).toBe('failed');
    expect(passkeyPromptFailureOf(undefined)).toBe('failed');
    expect(SET_UP_MESSAGES.promptFailure.cancelled).toMatch(/^No passkey was made/);
  });
});

describe('secondFactorSetUp snapshots', () => {
  it('rest in each state a screen shows, holding the context given', () => {
    for (const value of SECOND_FACTOR_SET_UP_STATE_VALUES) {
      const snapshot = secondFactorSetUpSnapshotAt(value, { totpSetup: demoTotpSetup, error: wrongCode });
      expect(snapshot.matches(value)).toBe(true);
      expect(snapshot.context).toEqual({ recoveryCodes: [], totpSetup: demoTotpSetup, error: wrongCode });
    }
  });
});

describe('set-up words', () => {
  it('write the recovery codes one a line in two groups of five, and the secret in fours', async () => {
    const { groupSecret, recoveryCodesText } = await import('./set-up.rules.ts');
    expect(recoveryCodesText(['7kq2mxd94t', 'H3ZP8W1CRA']).split('\n').slice(3, 5)).toEqual([
      '7KQ2M-XD94T',
      'H3ZP8-W1CRA',
    ]);
    expect(groupSecret('KEYSTONEDEMOSETUPSECRET234567ABC')).toBe('KEYS TONE DEMO SETU PSEC RET2 3456 7ABC');
  });
});
