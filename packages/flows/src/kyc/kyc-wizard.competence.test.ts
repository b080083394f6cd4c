import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectCompetenceView } from '../competence/competence-review.selectors.ts';
import {
  LOCKED_REVIEW,
  SOME_ANSWERS,
  WAITING_REVIEW,
  WRONG_ANSWERS_ERROR,
} from '../competence/competence-review.test-fixtures.ts';
import { selectCompetenceReview, selectHeaderWindow, selectNextLabel } from './kyc-wizard.selectors.ts';
import { answerCompetence, sendAndSettle, startWizard, walkTo, type Outcome } from './kyc-wizard.test-actor.ts';
import { filledIndividual } from './kyc.test-fixtures.ts';
import type { CompetenceReview } from '@keystone/api';

async function atCompetence({
  review,
  grade = [],
  passed = false,
}: { review?: CompetenceReview; grade?: Outcome[]; passed?: boolean } = {}) {
  const wizard = startWizard({ user: { ...filledIndividual, competenceReviewPassed: passed }, review, grade });
  for (let step = 0; step < 4; step++)
    await sendAndSettle(wizard.actor, { type: 'NEXT', values: { riskStatementAccepted: true } });
  return wizard;
}

async function reviewOf(wizard: Awaited<ReturnType<typeof atCompetence>>) {
  const snapshot = await waitFor(wizard.actor, (current) => {
    const child = selectCompetenceReview(current);
    return child !== undefined && !child.getSnapshot().matches('loading');
  });
  const child = selectCompetenceReview(snapshot);
  if (!child) throw new Error('no competence review');
  return child;
}

describe('kycWizardMachine: the competence review', () => {
  it('invokes the competence review on its stage, the header scrolled by one', async () => {
    const wizard = await atCompetence();
    const snapshot = wizard.actor.getSnapshot();

    expect(snapshot.value).toEqual({ competenceReview: 'reviewing' });
    expect(selectHeaderWindow(snapshot)).toMatchObject({ start: 1, end: 5, activeIndex: 4 });
    expect((await reviewOf(wizard)).getSnapshot().value).toBe('answering');
  });

  it('is not left by Next while the review runs: only the review grades', async () => {
    const wizard = await atCompetence();
    await reviewOf(wizard);
    const before = wizard.actor.getSnapshot();

    wizard.actor.send({ type: 'NEXT', values: { answers: SOME_ANSWERS } });

    expect(wizard.actor.getSnapshot()).toBe(before);
    expect(wizard.saved.every((save) => !save.validateQuestions)).toBe(true);
  });

  it('moves to the review stage once an attempt passes, counting it passed', async () => {
    const wizard = await atCompetence();
    await answerCompetence(wizard.actor);

    expect(wizard.actor.getSnapshot().value).toBe('reviewAnswers');
    expect(wizard.actor.getSnapshot().context.competenceReviewPassed).toBe(true);
    expect(wizard.graded).toEqual([SOME_ANSWERS]);
  });

  it('stays on the stage after a failed attempt, the review showing attempts left and what to read', async () => {
    const wizard = await atCompetence({ grade: [WRONG_ANSWERS_ERROR] });
    await answerCompetence(wizard.actor);
    const view = selectCompetenceView((await reviewOf(wizard)).getSnapshot());

    expect(wizard.actor.getSnapshot().value).toEqual({ competenceReview: 'reviewing' });
    expect(view).toMatchObject({
      state: 'failed',
      attemptsMessage: 'Attempts left: 2',
      topicsToRead: [
        'You are unlikely to be protected if something goes wrong (no FSCS cover)',
        'What security on a property does and does not do',
      ],
      opensAtMessage:
        'Your next attempt opens at 14:32 on Wednesday 2 December. You will be given different questions.',
    });
  });

  it('resumes a wait as the server has it', async () => {
    const wizard = await atCompetence({ review: WAITING_REVIEW });
    expect(selectCompetenceView((await reviewOf(wizard)).getSnapshot()).state).toBe('waiting');
  });

  it('offers CONTACT once the review is locked, and asks the host to open the contact form', async () => {
    const early = await atCompetence();
    expect(selectCompetenceView((await reviewOf(early)).getSnapshot()).action?.event).toBe('SUBMIT');

    const wizard = startWizard({
      user: { ...filledIndividual, usedAnswerAttempts: 3 },
      review: LOCKED_REVIEW,
    });
    for (let step = 0; step < 4; step++)
      await sendAndSettle(wizard.actor, { type: 'NEXT', values: { riskStatementAccepted: true } });
    const review = await waitFor(wizard.actor, (current) => selectCompetenceReview(current) !== undefined);
    const child = selectCompetenceReview(review);
    await waitFor(child!, (current) => current.matches('locked'));
    expect(selectCompetenceView(child!.getSnapshot()).action).toEqual({ label: 'CONTACT', event: 'CONTACT' });

    wizard.actor.send({ type: 'CONTACT' });
    expect(wizard.openContactForm).toHaveBeenCalledTimes(1);
  });

  it('still lets the investor go back while answering', async () => {
    const wizard = await atCompetence();
    await sendAndSettle(wizard.actor, { type: 'BACK', values: {} });
    expect(wizard.actor.getSnapshot().value).toBe('investorType');
  });

  it('needs no review once the server has accepted the answers: Next goes on', async () => {
    const wizard = await atCompetence({ passed: true });
    // A passed investor resumes on the review stage; coming back to the competence stage shows it passed.
    await walkTo(wizard.actor, 'reviewAnswers');
    await sendAndSettle(wizard.actor, { type: 'BACK', values: {} });
    expect(wizard.actor.getSnapshot().value).toEqual({ competenceReview: 'passed' });
    expect(selectCompetenceReview(wizard.actor.getSnapshot())).toBeUndefined();
    expect(selectNextLabel(wizard.actor.getSnapshot())).toBe('Next');

    await sendAndSettle(wizard.actor, { type: 'NEXT', values: {} });
    expect(wizard.actor.getSnapshot().value).toBe('reviewAnswers');
  });
});
