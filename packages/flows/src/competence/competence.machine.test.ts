import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { COMPETENCE_QUESTION_IDS, type CompetenceAnswers } from '../rules/competence-answers.ts';
import {
  competenceAttemptsMachine,
  type CompetenceAttemptsInput,
  type SubmitAnswersInput,
} from './competence.machine.ts';
import {
  selectAttemptsLeft,
  selectAttemptsMessage,
  selectErrorMessage,
  selectMissingAnswersMessage,
  selectNextLabel,
} from './competence.selectors.ts';

const NO_ATTEMPTS_LEFT = 'No attempts left. Press "contact" button to contact with admin';
const WRONG_ANSWERS = { errorCode: 38, message: 'Incorrect answers to the competence questions' };
const ATTEMPTS_EXHAUSTED = { errorCode: 39, message: 'No attempts left' };
const ALL_ANSWERED: CompetenceAnswers = Object.fromEntries(COMPETENCE_QUESTION_IDS.map((id) => [id, 'a']));

/** An actor whose server answers each submission with the next outcome: 'pass' or the error it rejects with. */
function startCompetence(input: CompetenceAttemptsInput, outcomes: Array<'pass' | unknown> = []) {
  const submitted: SubmitAnswersInput[] = [];
  const openContactForm = vi.fn();
  const actor = createActor(
    competenceAttemptsMachine.provide({
      actors: {
        submitAnswers: fromPromise<void, SubmitAnswersInput>(async ({ input: submission }) => {
          submitted.push(submission);
          const outcome = outcomes.shift();
          if (outcome !== 'pass') throw outcome;
        }),
      },
      actions: { openContactForm },
    }),
    { input },
  ).start();
  return { actor, submitted, openContactForm };
}

function answerAll(actor: ReturnType<typeof startCompetence>['actor'], answer = 'a') {
  for (const questionId of COMPETENCE_QUESTION_IDS) actor.send({ type: 'ANSWER_CHANGED', questionId, answer });
}

async function submitAndSettle(actor: ReturnType<typeof startCompetence>['actor']) {
  actor.send({ type: 'SUBMIT' });
  return waitFor(actor, (snapshot) => !snapshot.hasTag('pending'));
}

describe('competenceAttemptsMachine: entering', () => {
  it('starts answering with attempts left', () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 0 });

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toBe('answering');
    expect(selectNextLabel(snapshot)).toBe('Next');
    expect(selectAttemptsMessage(snapshot)).toBeUndefined();
    expect(selectErrorMessage(snapshot)).toBeUndefined();
    expect(selectAttemptsLeft(snapshot)).toBe(3);
  });

  it('keeps answers already saved', () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 1, answers: { q1: 'b' } });

    expect(actor.getSnapshot().context.answers).toEqual({ q1: 'b' });
    expect(actor.getSnapshot().value).toBe('answering');
  });

  it.each([3, 4])('is locked at once with %i used attempts', (usedAnswerAttempts) => {
    const { actor } = startCompetence({ usedAnswerAttempts });

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toBe('locked');
    expect(snapshot.hasTag('locked')).toBe(true);
    expect(selectAttemptsMessage(snapshot)).toBe(NO_ATTEMPTS_LEFT);
    expect(selectNextLabel(snapshot)).toBe('CONTACT');
    expect(selectAttemptsLeft(snapshot)).toBe(0);
  });
});

describe('competenceAttemptsMachine: answering and submitting', () => {
  it('collects answers question by question, the last one winning', () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 0 });

    actor.send({ type: 'ANSWER_CHANGED', questionId: 'q1', answer: 'a' });
    actor.send({ type: 'ANSWER_CHANGED', questionId: 'q2', answer: 'c' });
    actor.send({ type: 'ANSWER_CHANGED', questionId: 'q1', answer: 'b' });

    expect(actor.getSnapshot().context.answers).toEqual({ q1: 'b', q2: 'c' });
    expect(selectMissingAnswersMessage(actor.getSnapshot())).toBe('Please, answer all the questions');
  });

  it('sends all ten answers and passes', async () => {
    const { actor, submitted } = startCompetence({ usedAnswerAttempts: 1 }, ['pass']);
    answerAll(actor);
    expect(selectMissingAnswersMessage(actor.getSnapshot())).toBeUndefined();

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');

    expect(submitted).toEqual([{ answers: ALL_ANSWERED }]);
    expect(snapshot.value).toBe('passed');
    expect(snapshot.output).toEqual({ answers: ALL_ANSWERED, usedAnswerAttempts: 1 });
  });
});

describe('competenceAttemptsMachine: wrong answers (code 38)', () => {
  it.each([
    [0, 1, 'Attempts left: 2'],
    [1, 2, 'Attempts left: 1'],
  ])('from %i used attempts counts one, clears the answers and says so', async (used, raised, message) => {
    const { actor } = startCompetence({ usedAnswerAttempts: used }, [WRONG_ANSWERS]);
    answerAll(actor);

    const snapshot = await submitAndSettle(actor);

    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.usedAnswerAttempts).toBe(raised);
    expect(snapshot.context.answers).toEqual({});
    expect(selectErrorMessage(snapshot)).toBe('Incorrect answers to the competence questions');
    expect(selectAttemptsMessage(snapshot)).toBe(message);
    expect(selectNextLabel(snapshot)).toBe('Next');
  });

  it('locks on the third failure', async () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 2 }, [WRONG_ANSWERS]);
    answerAll(actor);

    const snapshot = await submitAndSettle(actor);

    expect(snapshot.value).toBe('locked');
    expect(snapshot.context.usedAnswerAttempts).toBe(3);
    expect(selectAttemptsMessage(snapshot)).toBe(NO_ATTEMPTS_LEFT);
    expect(selectErrorMessage(snapshot)).toBeUndefined();
    expect(selectNextLabel(snapshot)).toBe('CONTACT');
  });

  it('lets the investor answer again after a failure, up to the lock', async () => {
    const { actor, submitted } = startCompetence({ usedAnswerAttempts: 0 }, [WRONG_ANSWERS, WRONG_ANSWERS, WRONG_ANSWERS]);

    const messages: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answerAll(actor, `answer ${attempt}`);
      messages.push(selectAttemptsMessage(await submitAndSettle(actor)));
    }

    expect(submitted).toHaveLength(3);
    expect(messages).toEqual(['Attempts left: 2', 'Attempts left: 1', NO_ATTEMPTS_LEFT]);
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('keeps the attempts message while the investor answers again', async () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 0 }, [WRONG_ANSWERS]);
    answerAll(actor);
    await submitAndSettle(actor);

    actor.send({ type: 'ANSWER_CHANGED', questionId: 'q1', answer: 'b' });

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.answers).toEqual({ q1: 'b' });
    expect(selectAttemptsMessage(actor.getSnapshot())).toBe('Attempts left: 2');
  });
});

describe('competenceAttemptsMachine: no attempts left (code 39)', () => {
  it('sets the attempts to 3 and locks', async () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 0 }, [ATTEMPTS_EXHAUSTED]);
    answerAll(actor);

    const snapshot = await submitAndSettle(actor);

    expect(snapshot.value).toBe('locked');
    expect(snapshot.context.usedAnswerAttempts).toBe(3);
    expect(selectAttemptsMessage(snapshot)).toBe(NO_ATTEMPTS_LEFT);
    expect(selectNextLabel(snapshot)).toBe('CONTACT');
  });
});

describe('competenceAttemptsMachine: other failures', () => {
  it.each([
    ['a catalogue error', { errorCode: 16, message: 'KYC procedure in progress' }, 'KYC procedure in progress'],
    ['a network failure', new Error('Failed to fetch'), 'Failed to fetch'],
    ['something unknown', undefined, 'Whatever happened, it was probably our fault. Please try again later.'],
  ])('keeps the answers and shows %s', async (_case, failure, message) => {
    const { actor } = startCompetence({ usedAnswerAttempts: 1 }, [failure]);
    answerAll(actor);

    const snapshot = await submitAndSettle(actor);

    expect(snapshot.value).toBe('error');
    expect(snapshot.context.answers).toEqual(ALL_ANSWERED);
    expect(snapshot.context.usedAnswerAttempts).toBe(1);
    expect(selectErrorMessage(snapshot)).toBe(message);
    expect(selectAttemptsMessage(snapshot)).toBeUndefined();
  });

  it('retries from the error and clears the message while it waits', async () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 0 }, [new Error('timeout'), 'pass']);
    answerAll(actor);
    await submitAndSettle(actor);

    actor.send({ type: 'SUBMIT' });
    expect(selectErrorMessage(actor.getSnapshot())).toBeUndefined();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');

    expect(snapshot.value).toBe('passed');
  });

  it('fails loudly when the host has not provided submitAnswers', async () => {
    const actor = createActor(competenceAttemptsMachine, { input: { usedAnswerAttempts: 0, answers: ALL_ANSWERED } }).start();

    const snapshot = await submitAndSettle(actor);

    expect(snapshot.value).toBe('error');
    expect(selectErrorMessage(snapshot)).toContain('provide the submitAnswers actor');
  });
});

describe('competenceAttemptsMachine: contact and reset', () => {
  it('asks the host to open the contact form when locked', () => {
    const { actor, openContactForm } = startCompetence({ usedAnswerAttempts: 3 });

    actor.send({ type: 'CONTACT' });

    expect(openContactForm).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('gives the attempts back when the admin resets them', () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 3 });

    actor.send({ type: 'RESET_ATTEMPTS' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('answering');
    expect(snapshot.context.usedAnswerAttempts).toBe(0);
    expect(selectNextLabel(snapshot)).toBe('Next');
    expect(selectAttemptsMessage(snapshot)).toBeUndefined();
  });

  it('resets from a failure too', async () => {
    const { actor } = startCompetence({ usedAnswerAttempts: 1 }, [WRONG_ANSWERS]);
    answerAll(actor);
    await submitAndSettle(actor);

    actor.send({ type: 'RESET_ATTEMPTS' });

    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context).toMatchObject({ usedAnswerAttempts: 0, errorMessage: undefined });
  });
});

describe('competenceAttemptsMachine: forbidden moves leave the snapshot unchanged', () => {
  it('ignores SUBMIT without all answers', () => {
    const { actor, submitted } = startCompetence({ usedAnswerAttempts: 0 });
    actor.send({ type: 'ANSWER_CHANGED', questionId: 'q1', answer: 'a' });
    const before = actor.getSnapshot();

    actor.send({ type: 'SUBMIT' });

    expect(actor.getSnapshot()).toBe(before);
    expect(submitted).toEqual([]);
  });

  it.each([
    ['SUBMIT', { type: 'SUBMIT' }],
    ['ANSWER_CHANGED', { type: 'ANSWER_CHANGED', questionId: 'q1', answer: 'b' }],
  ] as const)('ignores %s when locked', (_name, event) => {
    const { actor, submitted } = startCompetence({ usedAnswerAttempts: 3, answers: ALL_ANSWERED });
    const before = actor.getSnapshot();

    actor.send(event);

    expect(actor.getSnapshot()).toBe(before);
    expect(submitted).toEqual([]);
  });

  it('ignores CONTACT while attempts are left', () => {
    const { actor, openContactForm } = startCompetence({ usedAnswerAttempts: 2 });
    const before = actor.getSnapshot();

    actor.send({ type: 'CONTACT' });

    expect(actor.getSnapshot()).toBe(before);
    expect(openContactForm).not.toHaveBeenCalled();
  });

  it.each([
    ['SUBMIT', { type: 'SUBMIT' }],
    ['ANSWER_CHANGED', { type: 'ANSWER_CHANGED', questionId: 'q1', answer: 'b' }],
    ['RESET_ATTEMPTS', { type: 'RESET_ATTEMPTS' }],
    ['CONTACT', { type: 'CONTACT' }],
  ] as const)('ignores %s while submitting', (_name, event) => {
    const { actor, submitted } = startCompetence({ usedAnswerAttempts: 0, answers: ALL_ANSWERED }, ['pass']);
    actor.send({ type: 'SUBMIT' });
    const before = actor.getSnapshot();

    actor.send(event);

    expect(actor.getSnapshot()).toBe(before);
    expect(submitted).toHaveLength(1);
  });
});

describe('competenceAttemptsMachine: a state given to a story', () => {
  it('starts from a resolved snapshot without clicking through', () => {
    const snapshot = competenceAttemptsMachine.resolveState({
      value: 'failed',
      context: { usedAnswerAttempts: 2, answers: {}, errorMessage: WRONG_ANSWERS.message },
    });

    const actor = createActor(competenceAttemptsMachine, { snapshot, input: { usedAnswerAttempts: 2 } }).start();

    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectAttemptsMessage(actor.getSnapshot())).toBe('Attempts left: 1');
    expect(selectErrorMessage(actor.getSnapshot())).toBe('Incorrect answers to the competence questions');
  });
});
