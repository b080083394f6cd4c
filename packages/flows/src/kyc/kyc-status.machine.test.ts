import { userStates, type User } from '@keystone/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { kycStatusMachine } from './kyc-status.machine.ts';
import {
  kycRejectReasons,
  selectIsBackEnabled,
  selectIsRefreshing,
  selectIsRestarting,
  selectKycStatus,
  selectRejectReasons,
  selectStatusErrorMessage,
  selectStatusLabel,
} from './kyc-status.selectors.ts';
import { filledIndividual } from './kyc.test-fixtures.ts';

const POLL_MS = 5_000;
const REFRESH_MS = 5 * 60_000;

const draft: User = { ...filledIndividual, kycProcedureFinished: true };
const inProgress: User = { ...draft, kycStatus: 'IN_PROGRESS' };
const approved: User = { ...draft, kycStatus: 'APPROVED' };
const rejected: User = userStates.kycRejected;

/** Each load answers with the next queued user (or rejects with a queued Error); then with the last user again. */
function startStatus(user: User, loads: Array<User | Error> = [], restarts: Array<User | Error> = []) {
  const loaded: number[] = [];
  let restartCalls = 0;
  let current = user;
  const goToDashboard = vi.fn();
  const actor = createActor(
    kycStatusMachine.provide({
      actors: {
        loadProfile: fromPromise<User>(async () => {
          loaded.push(Date.now());
          const next = loads.shift() ?? current;
          if (next instanceof Error) throw next;
          current = next;
          return next;
        }),
        restartKyc: fromPromise<User>(async () => {
          restartCalls += 1;
          const next = restarts.shift() ?? { ...current, kycStatus: 'DRAFT', kycRejectReason: null, identityProofRejectReason: null, addressProofRejectReason: null };
          if (next instanceof Error) throw next;
          return next;
        }),
      },
      actions: { goToDashboard },
    }),
    { input: { user } },
  ).start();
  return { actor, loaded, goToDashboard, restartCalls: () => restartCalls };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('kycStatusMachine: awaiting review (DRAFT)', () => {
  it('shows the status with the back button disabled', () => {
    const { actor } = startStatus(draft);

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toEqual({ awaitingReview: 'waiting' });
    expect(selectKycStatus(snapshot)).toBe('DRAFT');
    expect(selectStatusLabel(snapshot)).toBe('Submitted and awaiting review');
    expect(selectIsBackEnabled(snapshot)).toBe(false);
    expect(selectRejectReasons(snapshot)).toBeUndefined();
  });

  it('polls the profile every 5 seconds', async () => {
    const { actor, loaded } = startStatus(draft);

    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(loaded).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(loaded).toHaveLength(2);
    expect(loaded[1]! - loaded[0]!).toBe(POLL_MS);
    expect(actor.getSnapshot().context.pollsLeft).toBe(8);
  });

  it('shows that it is refreshing while a poll is under way', async () => {
    const { actor } = startStatus(draft);
    const seen: boolean[] = [];
    actor.subscribe((snapshot) => seen.push(selectIsRefreshing(snapshot)));

    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(seen).toContain(true);
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(false);
  });

  it('stops after 10 more polls while the status stays DRAFT', async () => {
    const { actor, loaded } = startStatus(draft);

    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(loaded).toHaveLength(10);

    await vi.advanceTimersByTimeAsync(10 * REFRESH_MS);
    expect(loaded).toHaveLength(10);
    expect(actor.getSnapshot().value).toEqual({ awaitingReview: 'stopped' });
    expect(selectStatusLabel(actor.getSnapshot())).toBe('Submitted and awaiting review');
  });

  it('counts a failed poll and keeps polling', async () => {
    const { actor, loaded } = startStatus(draft, [new Error('Failed to fetch'), inProgress]);

    await vi.advanceTimersByTimeAsync(2 * POLL_MS);

    expect(loaded).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ underReview: 'waiting' });
  });

  it('stops polling as soon as the status leaves DRAFT', async () => {
    const { actor, loaded } = startStatus(draft, [draft, draft, inProgress]);

    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(actor.getSnapshot().value).toEqual({ underReview: 'waiting' });
    expect(selectStatusLabel(actor.getSnapshot())).toBe('Accepted and under review');

    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(loaded).toHaveLength(3);
  });

  it.each([
    ['APPROVED', approved, 'approved', 'Activated'],
    ['REJECTED', rejected, 'rejected', 'Rejected'],
  ] as const)('shows %s as soon as a poll finds it', async (_status, user, state, label) => {
    const { actor, loaded } = startStatus(draft, [user]);

    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(actor.getSnapshot().value).toBe(state);
    expect(selectStatusLabel(actor.getSnapshot())).toBe(label);
    expect(selectIsBackEnabled(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * REFRESH_MS);
    expect(loaded).toHaveLength(1);
  });

  it('ignores BACK', async () => {
    const { actor, goToDashboard, restartCalls } = startStatus(draft);
    const before = actor.getSnapshot();

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot()).toBe(before);
    expect(goToDashboard).not.toHaveBeenCalled();
    expect(restartCalls()).toBe(0);
  });
});

describe('kycStatusMachine: under review (IN_PROGRESS)', () => {
  it('refreshes the profile after 5 minutes, not before', async () => {
    const { actor, loaded } = startStatus(inProgress, [approved]);
    expect(actor.getSnapshot().value).toEqual({ underReview: 'waiting' });

    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(loaded).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('approved');
  });

  it('refreshes again after another 5 minutes while still IN_PROGRESS', async () => {
    const { actor, loaded } = startStatus(inProgress);

    await vi.advanceTimersByTimeAsync(3 * REFRESH_MS);

    expect(loaded).toHaveLength(3);
    expect(actor.getSnapshot().value).toEqual({ underReview: 'waiting' });
  });

  it('keeps refreshing after a failed refresh', async () => {
    const { loaded } = startStatus(inProgress, [new Error('timeout')]);

    await vi.advanceTimersByTimeAsync(2 * REFRESH_MS);

    expect(loaded).toHaveLength(2);
  });

  it('ignores BACK', () => {
    const { actor } = startStatus(inProgress);
    const before = actor.getSnapshot();

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot()).toBe(before);
    expect(selectIsBackEnabled(before)).toBe(false);
  });
});

describe('kycStatusMachine: approved', () => {
  it('goes to the dashboard on BACK and polls nothing', async () => {
    const { actor, goToDashboard, loaded } = startStatus(approved);

    actor.send({ type: 'BACK' });

    expect(goToDashboard).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('approved');
    await vi.advanceTimersByTimeAsync(2 * REFRESH_MS);
    expect(loaded).toEqual([]);
  });
});

describe('kycStatusMachine: rejected', () => {
  it('shows the combined reject reasons', () => {
    const { actor } = startStatus(rejected);

    expect(actor.getSnapshot().value).toBe('rejected');
    expect(selectRejectReasons(actor.getSnapshot())).toBe(
      'The documents could not be verified.\nThe utility bill is older than three months.\nThe passport photo is blurred.',
    );
  });

  it('restarts on BACK: clears the reasons, sets DRAFT and ends for the wizard to start at stage 0', async () => {
    const { actor, restartCalls } = startStatus(rejected);

    actor.send({ type: 'BACK' });
    expect(selectIsRestarting(actor.getSnapshot())).toBe(true);
    expect(selectIsBackEnabled(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(0);

    const snapshot = actor.getSnapshot();
    expect(restartCalls()).toBe(1);
    expect(snapshot.value).toBe('restarted');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.kycStatus).toBe('DRAFT');
    expect(kycRejectReasons(snapshot.output!)).toEqual([]);
  });

  it('stays rejected with the message when the restart fails, and can try again', async () => {
    const { actor, restartCalls } = startStatus(rejected, [], [new Error('Failed to fetch')]);

    actor.send({ type: 'BACK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(selectStatusErrorMessage(actor.getSnapshot())).toBe('Failed to fetch');

    actor.send({ type: 'DISMISS_ERROR' });
    expect(selectStatusErrorMessage(actor.getSnapshot())).toBeUndefined();

    actor.send({ type: 'BACK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(restartCalls()).toBe(2);
    expect(actor.getSnapshot().value).toBe('restarted');
  });

  it('ignores BACK while restarting', () => {
    const { actor, restartCalls } = startStatus(rejected);
    actor.send({ type: 'BACK' });
    const before = actor.getSnapshot();

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot()).toBe(before);
    expect(restartCalls()).toBe(1);
  });
});

describe('kycRejectReasons', () => {
  it('takes the admin reason and the five provider reasons, non-empty, each once', () => {
    const user: User = {
      ...draft,
      kycRejectReason: 'Documents unclear',
      addressProofRejectReason: '  ',
      articlesOfAssociationRejectReason: 'Unsigned articles',
      identityProofRejectReason: 'Documents unclear',
      registrationProofRejectReason: 'Wrong company',
      shareholderDeclarationRejectReason: ' Missing page ',
    };

    expect(kycRejectReasons(user)).toEqual(['Documents unclear', 'Unsigned articles', 'Wrong company', 'Missing page']);
    expect(kycRejectReasons(draft)).toEqual([]);
  });
});
