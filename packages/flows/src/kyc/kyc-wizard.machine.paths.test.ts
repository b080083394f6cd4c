import type { CompetenceReview, User } from '@keystone/api';
import { competenceReviewMachine } from '../competence/competence-review.machine.ts';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventFrom, type SnapshotFrom } from 'xstate';
import type { SaveProfileInput } from './kyc.form.ts';
import { filledIndividual, TODAY, signedDeclaration } from './kyc.test-fixtures.ts';
import { kycWizardMachine } from './kyc-wizard.machine.ts';
import { WIZARD_STATE_VALUES } from './kyc-wizard.test-actor.ts';

type Snapshot = SnapshotFrom<typeof kycWizardMachine>;
type Event = EventFrom<typeof kycWizardMachine>;

const input = { user: filledIndividual, today: TODAY, declaration: signedDeclaration(filledIndividual) };

// What the invoked actors report back; the graph walks pure transitions, so the server's answers are events here,
// exactly as the running actor receives them, and only in the state that waits for them.
const done = (id: string, output: User = filledIndividual) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const SERVER_ANSWERS: Record<string, Event[]> = {
  saving: [
    done('saveProfile'),
    failed('saveProfile', {
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'city', message: 'Incorrect format' }],
    }),
  ],
  restarting: [done('restartKyc'), failed('restartKyc', { errorCode: 16, message: 'KYC procedure in progress' })],
  startingProcedure: [
    done('startKycProcedure', { ...filledIndividual, kycProcedureFinished: true }),
    failed('startKycProcedure', { errorCode: 15, message: 'KYC procedure not finished' }),
  ],
} as unknown as Record<string, Event[]>;

// What a stage form submits: nothing changed, a change to save, the risk box ticked or not.
const USER_EVENTS: Event[] = [
  { type: 'NEXT', values: {} },
  { type: 'NEXT', values: { city: 'Leeds' } },
  { type: 'NEXT', values: { riskStatementAccepted: true } },
  { type: 'BACK', values: {} },
  { type: 'BACK', values: { city: 'Leeds', riskStatementAccepted: false } },
  { type: 'GO_TO_STAGE', index: 0 },
  { type: 'GO_TO_STAGE', index: 5 },
  { type: 'CONTACT' },
  { type: 'FINISH' },
];
// The invoked competence review reports a passed attempt; everything before that is its own statechart's.
const REVIEW_PASSED = { type: 'xstate.done.actor.competence', output: { passed: true } } as unknown as Event;

// The context makes the state space infinite; these are the parts the guards and the routing read.
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    stage: context.stageIndex,
    destination: context.destination,
    used: context.usedAnswerAttempts,
    passed: context.competenceReviewPassed,
    pending: context.pendingSave === undefined ? 'none' : context.pendingSave.validateQuestions ? 'grading' : 'saving',
    failed: context.saveError !== undefined,
  });
};

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';
const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);

/** A real actor whose calls never settle, so only the events sent move it. */
function startIdleWizard() {
  const never = <T>() => new Promise<T>(() => {});
  return createActor(
    kycWizardMachine.provide({
      actors: {
        saveProfile: fromPromise<User, SaveProfileInput>(never),
        restartKyc: fromPromise<User>(never),
        startKycProcedure: fromPromise<User>(never),
        competenceReview: competenceReviewMachine.provide({
          actors: { loadReview: fromPromise<CompetenceReview>(never) },
        }),
      },
    }),
    { input },
  ).start();
}

describe('kycWizardMachine paths', () => {
  const paths = getShortestPaths(kycWizardMachine, {
    input,
    // Answers only count on the competence stage; offering them elsewhere would only multiply the paths.
    events: (snapshot) =>
      SERVER_ANSWERS[String(snapshot.value)] ??
      (snapshot.matches({ competenceReview: 'reviewing' }) ? [...USER_EVENTS, REVIEW_PASSED] : USER_EVENTS),
    serializeState,
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state)));
    expect([...reached].sort()).toEqual(WIZARD_STATE_VALUES.map((value) => JSON.stringify(value)).sort());
  });

  it('never rests in a routing state nor crashes', () => {
    expect(paths.filter((path) => ['"leaving"', '"arriving"'].includes(valueOf(path.state)))).toEqual([]);
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('reaches the final state by ticking the box, answering, and finishing', () => {
    const toFinished = paths.filter((path) => path.state.status === 'done');
    const shortest = toFinished.reduce((best, path) => (path.steps.length < best.steps.length ? path : best));

    expect(shortest.state.value).toBe('finished');
    expect(shortest.state.output?.kycProcedureFinished).toBe(true);
    const types = shortest.steps.map((step) => step.event.type);
    expect(types).toContain('xstate.done.actor.competence');
    expect(types.at(-1)).toBe('xstate.done.actor.startKycProcedure');
  });

  // Shortest paths share their prefixes, so replaying the longest first checks every path's state at its step.
  // About 15,000 events: 3 s on an idle machine, hence the longer timeout on a busy one.
  it('replays every path on a running actor to the same state', { timeout: 30_000 }, () => {
    const checked = new Set<string>();
    for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
      if (checked.has(serializeState(path.state))) continue;
      const actor = startIdleWizard();
      for (const step of path.steps) {
        if (!isInitEvent(step.event)) actor.send(step.event);
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state));
        expect(actor.getSnapshot().status).toBe(step.state.status);
        checked.add(serializeState(step.state));
      }
      actor.stop();
    }
    expect(checked.size).toBe(paths.length);
  });
});
