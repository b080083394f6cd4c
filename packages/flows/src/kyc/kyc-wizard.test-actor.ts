import type { CompetenceAnswers, CompetenceReview, User } from '@keystone/api';
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { toE164Uk } from '../rules/phone.ts';
import type { SaveProfileInput } from './kyc.form.ts';
import { kycWizardContext, type KycStageValues } from './kyc-wizard.context.ts';
import { kycWizardMachine } from './kyc-wizard.machine.ts';
import { selectCompetenceReview, selectStage, type KycWizardSnapshot } from './kyc-wizard.selectors.ts';
import { competenceReviewMachine } from '../competence/competence-review.machine.ts';
import { ANSWERING_REVIEW } from '../competence/competence-review.test-fixtures.ts';

import { kycStageIndex, type KycStageId } from './kyc.stages.ts';
import { filledIndividual, TODAY, signedDeclaration } from './kyc.test-fixtures.ts';

// Shared by the wizard's tests only. Each server call answers with the next queued outcome: OK (the default
// answer), HANG (never settles, to look at the busy state) or anything else, which the call rejects with.

export const OK = Symbol('ok');
export const HANG = Symbol('hang');
export type Outcome = typeof OK | typeof HANG | unknown;

export const WRONG_ANSWERS = { errorCode: 38, message: 'Incorrect answers to the competence questions' };
export const ATTEMPTS_EXHAUSTED = { errorCode: 39, message: 'No attempts left' };

interface WizardOptions {
  /** What the competence review's calls answer: the review loaded, then each grading's outcome. */
  review?: CompetenceReview;
  grade?: Outcome[];
  user?: User;
  /**
   * The stage the wizard is on at first, restored as a host restores a snapshot: personal details by default, so a
   * test walks every stage; 'resume' starts it as the portal does, at the first stage not complete.
   */
  from?: KycStageId | 'resume';
  save?: Outcome[];
  restart?: Outcome[];
  start?: Outcome[];
}

/** What the server holds after a save: the changes (the phone with +44), and the answers graded as right. */
function savedBy(user: User, { changes, validateQuestions }: SaveProfileInput): User {
  const { answers: _graded, phoneNumber, ...fields } = changes;
  return {
    ...user,
    ...fields,
    ...(phoneNumber !== undefined && { phoneNumber: toE164Uk(phoneNumber) ?? phoneNumber }),
    competenceReviewPassed: user.competenceReviewPassed || validateQuestions,
  };
}

function settle<T>(queue: Outcome[], answer: () => T): Promise<T> {
  const outcome = queue.length > 0 ? queue.shift() : OK;
  if (outcome === OK) return Promise.resolve(answer());
  if (outcome === HANG) return new Promise<T>(() => {});
  return Promise.reject(outcome);
}

/** A wizard started at `from`, as a host would restore it from a snapshot. */
function snapshotAt(from: KycStageId, user: User) {
  const index = kycStageIndex(from);
  const context = {
    ...kycWizardContext({ user, today: TODAY, declaration: signedDeclaration(user) }),
    stageIndex: index,
    destination: index,
  };
  return kycWizardMachine.getPersistedSnapshot(kycWizardMachine.resolveState({ value: from, context }));
}

export function startWizard({
  user = filledIndividual,
  from = 'personalDetails',
  save = [],
  restart = [],
  start = [],
  review = ANSWERING_REVIEW,
  grade = [],
}: WizardOptions = {}) {
  const saved: SaveProfileInput[] = [];
  const graded: CompetenceAnswers[] = [];
  const calls = { restart: 0, start: 0 };
  const openContactForm = vi.fn();
  let serverUser = user;
  const actor = createActor(
    kycWizardMachine.provide({
      actors: {
        saveProfile: fromPromise<User, SaveProfileInput>(({ input }) => {
          saved.push(input);
          return settle(save, () => {
            serverUser = savedBy(serverUser, input);
            return serverUser;
          });
        }),
        restartKyc: fromPromise<User>(() => {
          calls.restart += 1;
          return settle(restart, () => {
            serverUser = { ...serverUser, kycStatus: 'DRAFT', kycRejectReason: null, identityProofRejectReason: null };
            return serverUser;
          });
        }),
        startKycProcedure: fromPromise<User>(() => {
          calls.start += 1;
          return settle(start, () => {
            serverUser = { ...serverUser, kycProcedureFinished: true };
            return serverUser;
          });
        }),
        competenceReview: competenceReviewMachine.provide({
          actors: {
            loadReview: fromPromise<CompetenceReview>(async () => review),
            gradeAnswers: fromPromise<unknown, { answers: CompetenceAnswers }>(({ input }) => {
              graded.push(input.answers);
              return settle(grade, () => undefined);
            }),
          },
        }),
      },
      actions: { openContactForm },
    }),
    {
      input: { user, today: TODAY, declaration: signedDeclaration(user) },
      ...(from !== 'resume' && { snapshot: snapshotAt(from, user) }),
    },
  ).start();
  return { actor, saved, graded, calls, openContactForm };
}

export type WizardActor = ReturnType<typeof startWizard>['actor'];

export function settled(actor: WizardActor): Promise<KycWizardSnapshot> {
  return waitFor(actor, (snapshot) => !snapshot.hasTag('saving'));
}

/** Sends one event and waits until whatever call it started has settled. */
export async function sendAndSettle(actor: WizardActor, event: Parameters<WizardActor['send']>[0]) {
  actor.send(event);
  return settled(actor);
}

/** What the investor adds to a filled-in profile to pass every stage: the risk box. */
const PASSING_VALUES: KycStageValues = { riskStatementAccepted: true };

/** Answers every served question of the running competence review and submits; waits for the grade. */
export async function answerCompetence(actor: WizardActor) {
  const review = await waitFor(actor, (snapshot) => {
    const child = selectCompetenceReview(snapshot);
    return child !== undefined && !child.getSnapshot().matches('loading');
  });
  const child = selectCompetenceReview(review);
  if (!child) throw new Error('answerCompetence: no competence review running');
  for (const question of child.getSnapshot().context.review?.questions ?? []) {
    child.send({ type: 'ANSWER', topic: question.topic, option: question.options[0]?.id ?? '' });
  }
  child.send({ type: 'SUBMIT' });
  await waitFor(child, (snapshot) => !snapshot.matches('checking'));
  return settled(actor);
}

/** Presses Next with `values` until the wizard shows `stage`; the saved profile must pass every stage on the way. */
export async function walkTo(
  actor: WizardActor,
  stage: KycStageId,
  values = PASSING_VALUES,
): Promise<KycWizardSnapshot> {
  for (let step = 0; step < 6 && selectStage(actor.getSnapshot()).id !== stage; step += 1) {
    const before = actor.getSnapshot();
    if (before.matches({ competenceReview: 'reviewing' })) {
      await answerCompetence(actor);
      continue;
    }
    const after = await sendAndSettle(actor, { type: 'NEXT', values });
    if (after === before) throw new Error(`walkTo(${stage}): Next was refused on ${selectStage(before).id}`);
  }
  return actor.getSnapshot();
}

/** Every state the wizard rests in (the routing states `leaving` and `arriving` are passed through at once). */
export const WIZARD_STATE_VALUES = [
  'personalDetails',
  'proofOfIdentity',
  'bankDetails',
  'investorType',
  { competenceReview: 'reviewing' },
  { competenceReview: 'passed' },
  'reviewAnswers',
  'saving',
  'restarting',
  'startingProcedure',
  'finished',
] as const;
