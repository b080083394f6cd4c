import type { User } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventFrom, type SnapshotFrom } from 'xstate';
import { KYC_STATUSES } from '../labels/kyc-status.ts';
import { kycStatusContext, kycStatusMachine } from './kyc-status.machine.ts';
import { selectIsBackEnabled, selectStatusLabel } from './kyc-status.selectors.ts';
import { filledIndividual } from './kyc.test-fixtures.ts';

type Snapshot = SnapshotFrom<typeof kycStatusMachine>;
type Event = EventFrom<typeof kycStatusMachine>;

const draft: User = { ...filledIndividual, kycProcedureFinished: true };
const withStatus = (kycStatus: User['kycStatus']): User => ({ ...draft, kycStatus });

/** The event a running actor's timer sends when a state's `after` delay has passed. */
function timerEvent(stateId: string): Event {
  const [delayed] = kycStatusMachine.getStateNodeById(stateId).after;
  if (!delayed) throw new Error(`${stateId} has no delayed transition`);
  return { type: delayed.eventType } as unknown as Event;
}

const loadAnswers = [
  ...KYC_STATUSES.map((status) => ({ type: 'xstate.done.actor.loadProfile', output: withStatus(status) })),
  { type: 'xstate.error.actor.loadProfile', error: new Error('Failed to fetch') },
] as unknown as Event[];

const restartAnswers = [
  { type: 'xstate.done.actor.restartKyc', output: draft },
  { type: 'xstate.error.actor.restartKyc', error: new Error('Failed to fetch') },
] as unknown as Event[];

const waiting: Record<string, Event> = {
  '{"awaitingReview":"waiting"}': timerEvent('kycStatus.awaitingReview.waiting'),
  '{"underReview":"waiting"}': timerEvent('kycStatus.underReview.waiting'),
};

function eventsFor(snapshot: Snapshot): Event[] {
  const value = JSON.stringify(snapshot.value);
  if (snapshot.hasTag('refreshing')) return loadAnswers;
  if (snapshot.hasTag('restarting')) return restartAnswers;
  const timer = waiting[value];
  return [{ type: 'BACK' }, { type: 'DISMISS_ERROR' }, ...(timer ? [timer] : [])];
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.context.user.kycStatus,
    pollsLeft: snapshot.context.pollsLeft,
    error: snapshot.context.errorMessage !== undefined,
  });

const STATE_VALUES = [
  { awaitingReview: 'waiting' },
  { awaitingReview: 'loading' },
  { awaitingReview: 'stopped' },
  { underReview: 'waiting' },
  { underReview: 'loading' },
  'approved',
  'rejected',
  'restarting',
  'restarted',
] as const;

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';

describe('kycStatusMachine paths', () => {
  const paths = getShortestPaths(kycStatusMachine, { input: { user: draft }, events: eventsFor, serializeState });

  it('reaches every state from a DRAFT start', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(STATE_VALUES.map((value) => JSON.stringify(value)).sort());
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('reaches polling stopped only after ten polls', () => {
    const stopped = paths.filter((path) => JSON.stringify(path.state.value) === '{"awaitingReview":"stopped"}');
    const isLoadAnswer = (type: string) => type === 'xstate.done.actor.loadProfile' || type === 'xstate.error.actor.loadProfile';
    const polls = (path: (typeof paths)[number]) => path.steps.filter((step) => isLoadAnswer(step.event.type)).length;

    expect(stopped.length).toBeGreaterThan(0);
    expect(Math.min(...stopped.map(polls))).toBe(10);
  });

  it('reaches the final state only through a rejection and BACK', () => {
    const restarted = paths.filter((path) => path.state.status === 'done');

    expect(restarted.length).toBeGreaterThan(0);
    for (const path of restarted) {
      const types = path.steps.map((step) => step.event.type);
      expect(types.slice(-2)).toEqual(['BACK', 'xstate.done.actor.restartKyc']);
      expect(path.state.output?.kycStatus).toBe('DRAFT');
    }
  });

  it('replays every path on a running actor to the same state', () => {
    const never = <T,>() => new Promise<T>(() => {});
    for (const path of paths) {
      const actor = createActor(
        kycStatusMachine.provide({ actors: { loadProfile: fromPromise<User>(never), restartKyc: fromPromise<User>(never) } }),
        { input: { user: draft } },
      ).start();
      for (const step of path.steps) if (!isInitEvent(step.event)) actor.send(step.event);
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state));
      actor.stop();
    }
  });
});

/** How a story reaches a state: `kycStatusMachine.resolveState({ value, context })`, given to the screen. */
describe('every status state can be resolved for a story', () => {
  const userFor: Record<string, User> = {
    awaitingReview: draft,
    underReview: withStatus('IN_PROGRESS'),
    approved: withStatus('APPROVED'),
    rejected: withStatus('REJECTED'),
    restarting: withStatus('REJECTED'),
    restarted: draft,
  };

  it.each(STATE_VALUES.map((value) => [JSON.stringify(value), value] as const))('%s', (_name, value) => {
    const key = typeof value === 'string' ? value : Object.keys(value)[0]!;
    const user = userFor[key]!;

    const snapshot = kycStatusMachine.resolveState({ value, context: kycStatusContext({ user }) });

    expect(snapshot.value).toEqual(value);
    expect(snapshot.status).toBe(value === 'restarted' ? 'done' : 'active');
    expect(selectStatusLabel(snapshot)).toBeTruthy();
    expect(selectIsBackEnabled(snapshot)).toBe(value === 'approved' || value === 'rejected');
  });
});
