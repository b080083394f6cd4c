import type { CompetenceAnswers, CompetenceReview } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom, type SnapshotFrom } from 'xstate';
import { competenceReviewMachine } from './competence-review.machine.ts';
import {
  ANSWERING_REVIEW,
  LOCKED_REVIEW,
  NO_ATTEMPTS_LEFT_ERROR,
  NOT_OPEN_YET_ERROR,
  PASSED_REVIEW,
  SERVED_QUESTIONS,
  SOME_ANSWERS,
  WAITING_REVIEW,
  WRONG_ANSWERS_ERROR,
} from './competence-review.test-fixtures.ts';

type Snapshot = SnapshotFrom<typeof competenceReviewMachine>;
type Event = EventFrom<typeof competenceReviewMachine>;

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as Event;

const SERVER_ANSWERS: Record<string, Event[]> = {
  loading: [
    done('loadReview', ANSWERING_REVIEW),
    done('loadReview', WAITING_REVIEW),
    done('loadReview', PASSED_REVIEW),
    done('loadReview', LOCKED_REVIEW),
    failed('loadReview', new Error('Failed to fetch')),
  ],
  checking: [
    done('gradeAnswers'),
    failed('gradeAnswers', WRONG_ANSWERS_ERROR),
    failed('gradeAnswers', NO_ATTEMPTS_LEFT_ERROR),
    failed('gradeAnswers', NOT_OPEN_YET_ERROR),
    failed('gradeAnswers', { errorCode: 2, message: 'Invalid data' }),
  ],
};

const answerAll: Event[] = SERVED_QUESTIONS.map((question) => ({
  type: 'ANSWER',
  topic: question.topic,
  option: question.options[0]?.id ?? '',
}));
const USER_EVENTS: Event[] = [
  { type: 'SUBMIT' },
  { type: 'CONTINUE' },
  { type: 'CHECK_AGAIN' },
  { type: 'RETRY' },
  { type: 'CONTACT' },
];

// The graph walks answering with all answers given at once (one state) or none: what the guards read.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    answered: Object.keys(snapshot.context.answers).length,
    missing: snapshot.context.missingAnswers,
    failed: snapshot.context.failure !== undefined,
    error: snapshot.context.error !== undefined,
  });

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';

const STATES = ['answering', 'checking', 'failed', 'loadFailed', 'loading', 'locked', 'passed', 'waiting'];

function idle() {
  const never = <T>() => new Promise<T>(() => {});
  return createActor(
    competenceReviewMachine.provide({
      actors: {
        loadReview: fromPromise<CompetenceReview>(never),
        gradeAnswers: fromPromise<unknown, { answers: CompetenceAnswers }>(never),
      },
    }),
  ).start();
}

describe('competenceReviewMachine paths', () => {
  const paths = getShortestPaths(competenceReviewMachine, {
    events: (snapshot) => {
      const value = String(snapshot.value);
      if (SERVER_ANSWERS[value]) return SERVER_ANSWERS[value];
      // Answering one by one is covered below; here the ten answers come as one step, so the state space stays small.
      return value === 'answering' ? [...USER_EVENTS, ...answerAll] : USER_EVENTS;
    },
    serializeState,
  });

  it('reaches every state, never crashing', () => {
    expect([...new Set(paths.map((path) => String(path.state.value)))].sort()).toEqual(STATES);
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('goes answering → checking → failed → waiting → answering', () => {
    const actor = idle();
    actor.send(done('loadReview', ANSWERING_REVIEW));
    for (const event of answerAll) actor.send(event);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send(failed('gradeAnswers', WRONG_ANSWERS_ERROR));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ attemptsLeft: 2, topicsToRead: ['q2', 'q6'] });
    expect(actor.getSnapshot().context.nextAttemptAt).toBe(WRONG_ANSWERS_ERROR.availableAt);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'CHECK_AGAIN' });
    actor.send(done('loadReview', { ...ANSWERING_REVIEW, attemptsLeft: 2 }));
    expect(actor.getSnapshot().value).toBe('answering');
    // A new attempt starts blank: nothing carried over from the failed one.
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.stop();
  });

  it('leaves the snapshot unchanged on every event a state does not take', { timeout: 30_000 }, () => {
    const refused = new Set<string>();
    const candidates = [...USER_EVENTS, ...answerAll.slice(0, 1)];
    for (const path of paths) {
      for (const event of candidates) {
        const actor = idle();
        for (const step of path.steps) if (!isInitEvent(step.event)) actor.send(step.event);
        const before = actor.getSnapshot();
        if (before.can(event)) continue;
        actor.send(event);
        expect(actor.getSnapshot()).toBe(before);
        refused.add(`${String(before.value)}:${event.type}`);
        actor.stop();
      }
    }
    for (const pair of ['waiting:SUBMIT', 'failed:SUBMIT', 'locked:SUBMIT', 'locked:CHECK_AGAIN', 'passed:CHECK_AGAIN'])
      expect(refused).toContain(pair);
    expect(refused).not.toContain('waiting:CHECK_AGAIN');
  });

  it('replays every path on a running actor to the same state', () => {
    for (const path of paths) {
      const actor = idle();
      for (const step of path.steps) {
        if (!isInitEvent(step.event)) actor.send(step.event);
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state));
      }
      actor.stop();
    }
  });
});

describe('competenceReviewMachine', () => {
  it('sends nothing with a question unanswered, and marks the missing answers', () => {
    const actor = idle();
    actor.send(done('loadReview', ANSWERING_REVIEW));
    for (const event of answerAll.slice(1)) actor.send(event);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.missingAnswers).toBe(true);
    actor.stop();
  });

  it('ignores an answer to a topic that was not served', () => {
    const actor = idle();
    actor.send(done('loadReview', { ...ANSWERING_REVIEW, questions: SERVED_QUESTIONS.slice(0, 2) }));
    const before = actor.getSnapshot();
    actor.send({ type: 'ANSWER', topic: 'q7', option: 'a' });
    expect(actor.getSnapshot()).toBe(before);
    actor.stop();
  });

  it('sends exactly the chosen options of the served questions, then ends passed', async () => {
    const grade = vi.fn(async (_: { answers: CompetenceAnswers }) => undefined);
    const actor = createActor(
      competenceReviewMachine.provide({
        actors: {
          loadReview: fromPromise(async () => ANSWERING_REVIEW),
          gradeAnswers: fromPromise(async ({ input }) => grade(input)),
        },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    for (const event of answerAll) actor.send(event);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(grade).toHaveBeenCalledWith({ answers: SOME_ANSWERS });
    expect(actor.getSnapshot().output).toEqual({ passed: true });
  });

  it.each([
    [NO_ATTEMPTS_LEFT_ERROR, 'locked'],
    [NOT_OPEN_YET_ERROR, 'waiting'],
    [{ errorCode: 1, message: 'Something went wrong. Please try again' }, 'answering'],
  ])('after grading answers %o it is %s', (error, state) => {
    const actor = idle();
    actor.send(done('loadReview', ANSWERING_REVIEW));
    for (const event of answerAll) actor.send(event);
    actor.send({ type: 'SUBMIT' });
    actor.send(failed('gradeAnswers', error));
    expect(actor.getSnapshot().value).toBe(state);
    if (state === 'waiting') expect(actor.getSnapshot().context.nextAttemptAt).toBe(NOT_OPEN_YET_ERROR.availableAt);
    if (state === 'answering') expect(actor.getSnapshot().context.error).toBe(error);
    actor.stop();
  });

  it('resumes waiting with the topics to read and the time it opens', () => {
    const actor = idle();
    actor.send(done('loadReview', WAITING_REVIEW));
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toMatchObject({
      nextAttemptAt: WAITING_REVIEW.nextAttemptAt,
      failure: { attemptsLeft: 2, topicsToRead: ['q2', 'q6'] },
    });
    actor.stop();
  });
});
