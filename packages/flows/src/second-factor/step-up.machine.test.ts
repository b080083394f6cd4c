import type { StepUpConfirmation } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom, type SnapshotFrom } from 'xstate';
import { apiError } from '../errors/api-error.ts';
import { STEP_UP_STATE_VALUES, stepUpSnapshotAt } from './sign-in.snapshots.ts';
import { stepUpMachine } from './step-up.machine.ts';

type Snapshot = SnapshotFrom<typeof stepUpMachine>;
type Event = EventFrom<typeof stepUpMachine>;

const confirmation: StepUpConfirmation = { confirmedUntil: '2026-11-30T10:05:00.000Z' };
const withRecovery: StepUpConfirmation = { ...confirmation, recoveryCodesLeft: 4 };
const wrongCode = apiError(60);

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as Event;
const SERVER_ANSWERS: Record<string, Event[]> = {
  '"verifying"': [
    done('confirmSecondFactor', confirmation),
    done('confirmSecondFactor', withRecovery),
    failed('confirmSecondFactor', wrongCode),
  ],
  '{"asking":"passkey"}': [done('confirmWithPasskey', confirmation), failed('confirmWithPasskey', new Error('No'))],
};
const PEOPLE: Event[] = [
  { type: 'ASK' },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'USE_AUTHENTICATOR' },
  { type: 'USE_RECOVERY_CODE' },
  { type: 'USE_PASSKEY' },
  { type: 'CANCEL' },
];

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    codeMethod: snapshot.context.codeMethod,
    error:
      snapshot.context.error === undefined
        ? null
        : ((snapshot.context.error as { errorCode?: number }).errorCode ?? 'other'),
    left: snapshot.context.confirmation?.recoveryCodesLeft,
  });
const pathsFor = (methods: ('TOTP' | 'PASSKEY')[]) =>
  getShortestPaths(stepUpMachine, {
    input: { methods },
    events: (snapshot) => (snapshot.status === 'done' ? [] : (SERVER_ANSWERS[valueOf(snapshot)] ?? PEOPLE)),
    serializeState,
  });

describe('stepUp paths', () => {
  const paths = pathsFor(['TOTP', 'PASSKEY']);

  it('reaches every state and both final ones, and never crashes', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state)));
    for (const value of [...STEP_UP_STATE_VALUES, 'confirmed', 'cancelled']) {
      if (value === 'asking.choosing') continue; // reached with a passkey only, below
      const [parent = '', child] = value.split('.');
      expect(reached).toContain(JSON.stringify(child === undefined ? parent : { [parent]: child }));
    }
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('keeps a wrong code in its box, with the words of code 60', () => {
    const wrong = paths.filter((path) => path.state.context.error === wrongCode && path.state.matches('asking'));
    expect([...new Set(wrong.map((path) => valueOf(path.state)))].sort()).toEqual(
      ['{"asking":"recoveryCode"}', '{"asking":"totpCode"}'].sort(),
    );
  });

  it('outputs the confirmation when confirmed, nothing when cancelled', () => {
    const confirmed = paths.filter((path) => valueOf(path.state) === '"confirmed"');
    expect(confirmed.map((path) => path.state.output)).toEqual(expect.arrayContaining([confirmation, withRecovery]));
    const cancelled = paths.filter((path) => valueOf(path.state) === '"cancelled"');
    expect(cancelled.length).toBeGreaterThan(0);
    for (const path of cancelled) expect(path.state.output).toBeNull();
  });

  it('offers a choice to a user with a passkey only', () => {
    const passkeyOnly = pathsFor(['PASSKEY']);
    const asked = passkeyOnly.find((path) => path.steps.at(-1)?.event.type === 'ASK');
    expect(asked?.state.matches({ asking: 'choosing' })).toBe(true);
    expect(passkeyOnly.some((path) => path.state.matches({ asking: 'totpCode' }))).toBe(false);
  });
});

describe('stepUp calls', () => {
  it('sends the code with its kind and ends confirmed', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      stepUpMachine.provide({
        actors: {
          confirmSecondFactor: fromPromise(async ({ input }) => {
            calls.push(input);
            if (calls.length === 1) throw wrongCode;
            return confirmation;
          }),
        },
      }),
      { input: { methods: ['TOTP'] } },
    ).start();
    actor.send({ type: 'ASK' });
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.matches({ asking: 'totpCode' }) && !!snapshot.context.error);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([
      { method: 'TOTP', code: '000000' },
      { method: 'TOTP', code: '123456' },
    ]);
    expect(actor.getSnapshot().output).toEqual(confirmation);
  });
});

describe('stepUp snapshots', () => {
  it('rest in each state a screen shows', () => {
    for (const value of STEP_UP_STATE_VALUES) {
      const [parent = '', child] = value.split('.');
      const snapshot = stepUpSnapshotAt(value, ['TOTP', 'PASSKEY']);
      expect(snapshot.matches((child === undefined ? parent : { [parent]: child }) as never)).toBe(true);
    }
  });
});
