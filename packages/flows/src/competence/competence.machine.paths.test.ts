import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventFrom, type SnapshotFrom } from 'xstate';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import { competenceAttemptsMachine, type SubmitAnswersInput } from './competence.machine.ts';

type Snapshot = SnapshotFrom<typeof competenceAttemptsMachine>;
type Event = EventFrom<typeof competenceAttemptsMachine>;

// What the invoked submitAnswers actor reports back; the graph walks pure transitions, so the
// server's answers are events here, exactly as the running actor receives them, and only while submitting.
const serverAnswers = [
  { type: 'xstate.done.actor.submitAnswers', output: undefined },
  {
    type: 'xstate.error.actor.submitAnswers',
    error: { errorCode: 38, message: 'Incorrect answers to the competence questions' },
  },
  { type: 'xstate.error.actor.submitAnswers', error: { errorCode: 39, message: 'No attempts left' } },
  { type: 'xstate.error.actor.submitAnswers', error: { errorCode: 1, message: 'Something went wrong. Please try again' } },
] as unknown as Event[];

const userEvents: Event[] = [
  ...COMPETENCE_QUESTION_IDS.map((questionId) => ({ type: 'ANSWER_CHANGED' as const, questionId, answer: 'a' })),
  { type: 'SUBMIT' },
  { type: 'CONTACT' },
  { type: 'RESET_ATTEMPTS' },
];

// Context makes the state space infinite; value, used attempts and how many answers are given are what the
// guards read, and they are finite.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    used: snapshot.context.usedAnswerAttempts,
    answered: Object.keys(snapshot.context.answers).length,
  });

// Every path opens with the actor's own start event, which a running actor has already had.
const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';

const STATES = ['answering', 'submitting', 'passed', 'failed', 'error', 'locked'];

function shortestPathsFrom(usedAnswerAttempts: number) {
  return getShortestPaths(competenceAttemptsMachine, {
    input: { usedAnswerAttempts },
    events: (snapshot) => (snapshot.matches('submitting') ? serverAnswers : userEvents),
    serializeState,
  });
}

/** Replays a path on a real actor whose submitAnswers never settles, so only the path's events move it. */
function replay(events: Event[]): Snapshot {
  const actor = createActor(
    competenceAttemptsMachine.provide({
      actors: { submitAnswers: fromPromise<void, SubmitAnswersInput>(() => new Promise(() => {})) },
    }),
    { input: { usedAnswerAttempts: 0 } },
  ).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('competenceAttemptsMachine paths', () => {
  const paths = shortestPathsFrom(0);

  it('reaches every state from a fresh start', () => {
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual([...STATES].sort());
  });

  it('never ends a path in a crashed actor', () => {
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('reaches the final state by answering all ten and passing', () => {
    const toPassed = paths.filter((path) => path.state.value === 'passed');
    const shortest = Math.min(...toPassed.map((path) => path.steps.length));
    const path = toPassed.find((candidate) => candidate.steps.length === shortest);

    expect(path?.state.status).toBe('done');
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      ...COMPETENCE_QUESTION_IDS.map(() => 'ANSWER_CHANGED'),
      'SUBMIT',
      'xstate.done.actor.submitAnswers',
    ]);
  });

  it('reaches locked through three wrong attempts, not only through code 39', () => {
    const lockedByWrongAnswers = paths.some(
      (path) =>
        path.state.value === 'locked' &&
        path.steps.filter((step) => (step.event as { error?: { errorCode?: number } }).error?.errorCode === 38).length === 3,
    );
    expect(lockedByWrongAnswers).toBe(true);
  });

  it('replays every path on a running actor to the same state', () => {
    for (const path of paths) {
      const snapshot = replay(path.steps.map((step) => step.event).filter((event) => !isInitEvent(event)));
      expect(serializeState(snapshot)).toBe(serializeState(path.state));
      expect(snapshot.status).toBe(path.state.status);
    }
  });

  it('starts locked when the attempts are already used up', () => {
    const fromExhausted = shortestPathsFrom(3);
    const initial = fromExhausted.find((path) => path.steps.every((step) => isInitEvent(step.event)));
    expect(initial?.state.value).toBe('locked');
    expect(new Set(fromExhausted.map((path) => path.state.value))).toEqual(new Set(STATES));
  });
});
