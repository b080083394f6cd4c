import { describe, expect, it } from 'vitest';
import { COMPETENCE_QUESTION_IDS, type CompetenceAnswers } from '../rules/competence-answers.ts';
import {
  selectCompetenceMessage,
  selectHeaderWindow,
  selectNextLabel,
  selectSaveErrorDisplay,
} from './kyc-wizard.selectors.ts';
import {
  ATTEMPTS_EXHAUSTED,
  HANG,
  sendAndSettle,
  startWizard,
  walkTo,
  WRONG_ANSWERS,
  type Outcome,
} from './kyc-wizard.test-actor.ts';
import { ALL_ANSWERS, filledIndividual } from './kyc.test-fixtures.ts';

const NO_ATTEMPTS_LEFT = 'No attempts left. Press "contact" button to contact with admin';

async function atCompetence(usedAnswerAttempts: number, save: Outcome[] = [], competenceReviewPassed = false) {
  const wizard = startWizard({ user: { ...filledIndividual, usedAnswerAttempts, competenceReviewPassed }, save });
  await walkTo(wizard.actor, 'competenceReview', { riskStatementAccepted: true });
  return wizard;
}

/** The competence form's values with every question answered `answer`. */
function answeredWith(answer = 'a'): { answers: CompetenceAnswers } {
  return { answers: Object.fromEntries(COMPETENCE_QUESTION_IDS.map((questionId) => [questionId, answer])) };
}

describe('kycWizardMachine: the competence review', () => {
  it('enters answering with attempts left, the header scrolled by one', async () => {
    const { actor } = await atCompetence(1);

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toEqual({ competenceReview: 'answering' });
    expect(selectNextLabel(snapshot)).toBe('Next');
    expect(selectCompetenceMessage(snapshot)).toBeUndefined();
    expect(selectHeaderWindow(snapshot)).toMatchObject({ start: 1, end: 5, activeIndex: 4 });
  });

  it('is not left before all ten questions are answered', async () => {
    const { actor, saved } = await atCompetence(0);
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT', values: { answers: { q1: 'a' } } });

    expect(actor.getSnapshot()).toBe(before);
    expect(saved).toEqual([]);
  });

  it('saves with question validation and waits for the answer', async () => {
    const { actor, saved } = await atCompetence(0, [HANG]);

    actor.send({ type: 'NEXT', values: answeredWith() });

    expect(actor.getSnapshot().value).toBe('checkingAnswers');
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(saved).toEqual([{ changes: { answers: ALL_ANSWERS }, validateQuestions: true }]);
  });

  it('moves to the review once the answers pass', async () => {
    const { actor } = await atCompetence(0);
    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith() });

    expect(snapshot.value).toBe('reviewAnswers');
    expect(snapshot.context.competenceReviewPassed).toBe(true);
  });

  it('refuses a jump past the competence review before the answers are graded', async () => {
    const { actor, saved } = await atCompetence(0);
    const before = actor.getSnapshot();

    actor.send({ type: 'GO_TO_STAGE', index: 5 });

    expect(actor.getSnapshot()).toBe(before);
    expect(saved).toEqual([]);
  });

  it('does not send the answers when going back', async () => {
    const { actor, saved } = await atCompetence(0);
    const snapshot = await sendAndSettle(actor, { type: 'BACK', values: answeredWith() });

    expect(snapshot.value).toBe('investorType');
    expect(saved).toEqual([]);
  });

  it('needs no answers and no grading once the server has accepted them', async () => {
    const { actor, saved } = await atCompetence(1, [], true);

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: {} });

    expect(snapshot.value).toBe('reviewAnswers');
    expect(saved).toEqual([]);
  });
});

describe('kycWizardMachine: wrong answers (code 38)', () => {
  it.each([
    [0, 1, 'Attempts left: 2'],
    [1, 2, 'Attempts left: 1'],
  ])(
    'from %i used attempts counts one and says so (the form starts again with no answers)',
    async (used, raised, message) => {
      const { actor } = await atCompetence(used, [WRONG_ANSWERS]);
      const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith() });

      expect(snapshot.value).toEqual({ competenceReview: 'failed' });
      expect(snapshot.context.usedAnswerAttempts).toBe(raised);
      expect(selectSaveErrorDisplay(snapshot)?.message).toBe('Incorrect answers to the competence questions');
      expect(selectCompetenceMessage(snapshot)).toBe(message);
      expect(selectNextLabel(snapshot)).toBe('Next');
    },
  );

  it('lets the investor answer again and pass', async () => {
    const { actor, saved } = await atCompetence(0, [WRONG_ANSWERS]);
    await sendAndSettle(actor, { type: 'NEXT', values: answeredWith('b') });
    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith('a') });

    expect(snapshot.value).toBe('reviewAnswers');
    expect(saved.map((save) => save.changes.answers?.q1)).toEqual(['b', 'a']);
  });

  it('locks on the third failure: CONTACT instead of Next', async () => {
    const { actor } = await atCompetence(2, [WRONG_ANSWERS]);
    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith() });

    expect(snapshot.value).toEqual({ competenceReview: 'locked' });
    expect(snapshot.context.usedAnswerAttempts).toBe(3);
    expect(selectCompetenceMessage(snapshot)).toBe(NO_ATTEMPTS_LEFT);
    expect(selectSaveErrorDisplay(snapshot)?.message).toBeUndefined();
    expect(selectNextLabel(snapshot)).toBe('CONTACT');
  });
});

describe('kycWizardMachine: no attempts left', () => {
  it('locks on code 39 and counts the attempts as used up', async () => {
    const { actor } = await atCompetence(0, [ATTEMPTS_EXHAUSTED]);
    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith() });

    expect(snapshot.value).toEqual({ competenceReview: 'locked' });
    expect(snapshot.context.usedAnswerAttempts).toBe(3);
    expect(selectNextLabel(snapshot)).toBe('CONTACT');
  });

  it('is locked on entering the stage with 3 used attempts', async () => {
    const { actor } = await atCompetence(3);

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toEqual({ competenceReview: 'locked' });
    expect(selectCompetenceMessage(snapshot)).toBe(NO_ATTEMPTS_LEFT);
    expect(selectNextLabel(snapshot)).toBe('CONTACT');
  });

  it('asks the host to open the contact form on CONTACT', async () => {
    const { actor, openContactForm } = await atCompetence(3);

    actor.send({ type: 'CONTACT' });

    expect(openContactForm).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ competenceReview: 'locked' });
  });

  it.each([
    ['NEXT', { type: 'NEXT', values: answeredWith() }],
    ['GO_TO_STAGE forward', { type: 'GO_TO_STAGE', index: 5 }],
  ] as const)('ignores %s when locked', async (_name, event) => {
    const { actor, saved } = await atCompetence(3);
    const before = actor.getSnapshot();

    actor.send(event);

    expect(actor.getSnapshot()).toBe(before);
    expect(saved).toEqual([]);
  });

  it('still lets a locked investor go back', async () => {
    const { actor } = await atCompetence(3);

    const snapshot = await sendAndSettle(actor, { type: 'BACK', values: {} });

    expect(snapshot.value).toBe('investorType');
  });

  it('ignores CONTACT while attempts are left', async () => {
    const { actor, openContactForm } = await atCompetence(2);
    const before = actor.getSnapshot();

    actor.send({ type: 'CONTACT' });

    expect(actor.getSnapshot()).toBe(before);
    expect(openContactForm).not.toHaveBeenCalled();
  });
});

describe('kycWizardMachine: other failures while grading', () => {
  it('keeps the answers and the attempts, and shows the message', async () => {
    const { actor } = await atCompetence(1, [{ errorCode: 16, message: 'KYC procedure in progress' }]);
    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith() });

    expect(snapshot.value).toEqual({ competenceReview: 'answering' });
    expect(snapshot.context.usedAnswerAttempts).toBe(1);
    expect(selectSaveErrorDisplay(snapshot)?.message).toBe('KYC procedure in progress');
    expect(selectCompetenceMessage(snapshot)).toBeUndefined();
  });

  it('keeps a field error of another stage as the server named it', async () => {
    const failure = {
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'sortCode', message: 'Incorrect Format' }],
    };
    const { actor } = await atCompetence(0, [failure]);
    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: answeredWith() });

    expect(selectSaveErrorDisplay(snapshot)).toEqual({ fieldMessages: { sortCode: 'Incorrect Format' } });
  });
});
