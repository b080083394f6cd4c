import type { LoginRequest, LoginResponse, SecondStepRequired } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom, type SnapshotFrom } from 'xstate';
import { apiError } from '../errors/api-error.ts';
import { signInMachine } from './sign-in.machine.ts';
import { SIGN_IN_STATE_VALUES, signInSnapshotAt } from './sign-in.snapshots.ts';

type Snapshot = SnapshotFrom<typeof signInMachine>;
type Event = EventFrom<typeof signInMachine>;

const user = { id: 1, email: 'admin@keystone.test', role: 'ADMIN' } as LoginResponse['user'];
const signedIn: LoginResponse = { token: 't', user };
const signedInWithRecovery: LoginResponse = { token: 't', user, recoveryCodesLeft: 9 };
const ticket = (methods: SecondStepRequired['methods']): SecondStepRequired => ({
  ticket: 'ticket-1',
  methods,
  expiresAt: '2026-11-30T10:05:00.000Z',
});
const wrongCode = apiError(60);
const expired = apiError(61);
const throttled = apiError(20, { retryAfterSeconds: 30 });
const wrongPassword = apiError(7);

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as Event;

const SERVER_ANSWERS: Record<string, Event[]> = {
  '"submitting"': [
    done('login', signedIn),
    done('login', ticket(['TOTP', 'PASSKEY'])),
    done('login', ticket(['PASSKEY'])),
    failed('login', wrongPassword),
    failed('login', throttled),
  ],
  '"passkeySignIn"': [
    done('signInWithPasskey', signedIn),
    failed('signInWithPasskey', throttled),
    failed('signInWithPasskey', new Error('Your passkey was not used')),
  ],
  '{"secondStep":"verifying"}': [
    done('signInWithCode', signedIn),
    done('signInWithCode', signedInWithRecovery),
    failed('signInWithCode', wrongCode),
    failed('signInWithCode', expired),
    failed('signInWithCode', throttled),
  ],
  '{"secondStep":"passkey"}': [
    done('signInWithPasskey', signedIn),
    failed('signInWithPasskey', wrongCode),
    failed('signInWithPasskey', expired),
    failed('signInWithPasskey', throttled),
  ],
};
const PEOPLE: Event[] = [
  { type: 'SUBMIT', credentials: { email: 'admin@keystone.test', password: 'pw', rememberMe: true } },
  { type: 'PASSKEY', rememberMe: false },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'USE_AUTHENTICATOR' },
  { type: 'USE_RECOVERY_CODE' },
  { type: 'USE_PASSKEY' },
  { type: 'CHOOSE' },
  { type: 'BACK' },
];

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const errorCode = (error: unknown) => (error as { errorCode?: number } | undefined)?.errorCode;
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    methods: snapshot.context.methods,
    codeMethod: snapshot.context.codeMethod,
    error: snapshot.context.error === undefined ? null : (errorCode(snapshot.context.error) ?? 'other'),
    recoveryCodesLeft: snapshot.context.outcome?.recoveryCodesLeft,
  });

const paths = getShortestPaths(signInMachine, {
  events: (snapshot) => (snapshot.status === 'done' ? [] : (SERVER_ANSWERS[valueOf(snapshot)] ?? PEOPLE)),
  serializeState,
});

describe('signIn paths', () => {
  it('reaches every state a screen rests in, and the final one, and never crashes', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state)));
    for (const value of [...SIGN_IN_STATE_VALUES, 'signedIn']) {
      const [parent = '', child] = value.split('.');
      expect(reached).toContain(JSON.stringify(child === undefined ? parent : { [parent]: child }));
    }
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('goes to the authenticator code first when the user has one, else to the choice', () => {
    const afterTicket = paths.filter(
      (path) => (path.steps.at(-1)?.event.type as string | undefined) === 'xstate.done.actor.login',
    );
    for (const path of afterTicket) {
      const { methods } = path.state.context;
      if (methods.length === 0) expect(valueOf(path.state)).toBe('"signedIn"');
      else if (methods.includes('TOTP')) expect(path.state.matches({ secondStep: 'totpCode' })).toBe(true);
      else expect(path.state.matches({ secondStep: 'choosing' })).toBe(true);
    }
  });

  it('sends an expired ticket back to the credentials with code 61, forgetting the ticket', () => {
    const back = paths.filter(
      (path) => valueOf(path.state) === '"credentials"' && errorCode(path.state.context.error) === 61,
    );
    expect(back.length).toBeGreaterThan(0);
    for (const path of back) expect(path.state.context.ticket).toBeUndefined();
  });

  it('keeps a wrong code in the box it was typed in, with code 60', () => {
    const wrong = paths.filter(
      (path) => errorCode(path.state.context.error) === 60 && path.state.matches('secondStep'),
    );
    expect([...new Set(wrong.map((path) => valueOf(path.state)))].sort()).toEqual(
      ['{"secondStep":"choosing"}', '{"secondStep":"recoveryCode"}', '{"secondStep":"totpCode"}'].sort(),
    );
  });

  it('rests in throttled with the seconds to wait', () => {
    const waits = paths.filter((path) => valueOf(path.state) === '"throttled"');
    expect(waits.length).toBeGreaterThan(0);
    for (const path of waits) expect(path.state.context.error).toEqual(throttled);
  });

  it('outputs how many recovery codes remain after one was used', () => {
    const recovered = paths.find((path) => path.state.output?.recoveryCodesLeft === 9);
    expect(recovered?.state.output).toEqual({ user, recoveryCodesLeft: 9 });
  });
});

describe('signIn calls', () => {
  it('sends the credentials once, then the ticket with the code, and ends with the user', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      signInMachine.provide({
        actors: {
          login: fromPromise<LoginResponse | SecondStepRequired, LoginRequest>(async ({ input }) => {
            calls.push(['login', input]);
            return ticket(['TOTP']);
          }),
          signInWithCode: fromPromise(async ({ input }) => {
            calls.push(['code', input]);
            return signedInWithRecovery;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT', credentials: { email: 'a@b.c', password: 'pw', rememberMe: true } });
    await waitFor(actor, (snapshot) => snapshot.matches({ secondStep: 'totpCode' }));
    expect(actor.getSnapshot().context).not.toHaveProperty('password');
    actor.send({ type: 'USE_RECOVERY_CODE' });
    actor.send({ type: 'SUBMIT_CODE', code: '7KQ2M-XD94T' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([
      ['login', { email: 'a@b.c', password: 'pw', rememberMe: true }],
      ['code', { ticket: 'ticket-1', method: 'RECOVERY_CODE', code: '7KQ2M-XD94T' }],
    ]);
    expect(actor.getSnapshot().output).toEqual({ user, recoveryCodesLeft: 9 });
  });

  it("carries 'Remember me' to a passkey sign-in without a password, and the ticket to the second step's", async () => {
    const calls: unknown[] = [];
    const provided = signInMachine.provide({
      actors: {
        login: fromPromise<LoginResponse | SecondStepRequired, LoginRequest>(async () => ticket(['PASSKEY'])),
        signInWithPasskey: fromPromise(async ({ input }) => {
          calls.push(input);
          return signedIn;
        }),
      },
    });
    const passwordless = createActor(provided).start();
    passwordless.send({ type: 'PASSKEY', rememberMe: true });
    await waitFor(passwordless, (snapshot) => snapshot.status === 'done');
    const second = createActor(provided).start();
    second.send({ type: 'SUBMIT', credentials: { email: 'a@b.c', password: 'pw' } });
    await waitFor(second, (snapshot) => snapshot.matches({ secondStep: 'choosing' }));
    second.send({ type: 'USE_AUTHENTICATOR' });
    expect(second.getSnapshot().matches({ secondStep: 'choosing' })).toBe(true);
    second.send({ type: 'USE_PASSKEY' });
    await waitFor(second, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([{ rememberMe: true }, { ticket: 'ticket-1', rememberMe: false }]);
  });
});

describe('signIn snapshots', () => {
  it('rest in each state a screen shows', () => {
    for (const value of SIGN_IN_STATE_VALUES) {
      const [parent = '', child] = value.split('.');
      const snapshot = signInSnapshotAt(value, { error: wrongCode });
      expect(snapshot.matches((child === undefined ? parent : { [parent]: child }) as never)).toBe(true);
      expect(snapshot.context.error).toEqual(wrongCode);
    }
  });
});
