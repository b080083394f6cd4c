import { assign, fromPromise, not, setup } from 'xstate';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { errorText } from '../errors/display.ts';
import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';
import {
  hasAllCompetenceAnswers,
  type CompetenceAnswers,
  type CompetenceQuestionId,
} from '../rules/competence-answers.ts';
import { hasAttemptsLeft } from './competence.rules.ts';

export interface CompetenceAttemptsInput {
  usedAnswerAttempts: number;
  /** Answers already saved on the profile, if any. */
  answers?: CompetenceAnswers;
}

export interface CompetenceAttemptsContext {
  usedAnswerAttempts: number;
  answers: CompetenceAnswers;
  /** The server's words for the last submission that failed. */
  errorMessage: string | undefined;
}

export type CompetenceAttemptsEvent =
  | { type: 'ANSWER_CHANGED'; questionId: CompetenceQuestionId; answer: string }
  | { type: 'SUBMIT' }
  | { type: 'CONTACT' }
  | { type: 'RESET_ATTEMPTS' };

export interface CompetenceAttemptsOutput {
  answers: CompetenceAnswers;
  usedAnswerAttempts: number;
}

export interface SubmitAnswersInput {
  answers: CompetenceAnswers;
}

export type CompetenceAttemptsTag = 'pending' | 'locked';

/**
 * Saves the answers with question validation (`PUT /user?validateQuestions=true`). Resolves (with nothing)
 * when the answers are right; rejects with the contract's error otherwise (38 wrong answers, 39 no attempts
 * left), e.g. `const { error } = await client.PUT(...); if (error) throw error;`.
 * The placeholder refuses loudly: the host supplies the real call with `machine.provide({ actors })`.
 */
export const submitAnswersPlaceholder = fromPromise<void, SubmitAnswersInput>(async () => {
  throw new Error('competenceAttemptsMachine: provide the submitAnswers actor with machine.provide({ actors })');
});

type ErrorParams = { error: unknown };
const submissionError = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });

/** The competence review's attempts (seed 000 §4, §8): three wrong submissions, then only CONTACT. */
export const competenceAttemptsMachine = setup({
  types: {
    context: {} as CompetenceAttemptsContext,
    events: {} as CompetenceAttemptsEvent,
    input: {} as CompetenceAttemptsInput,
    output: {} as CompetenceAttemptsOutput,
    tags: {} as CompetenceAttemptsTag,
  },
  actors: {
    submitAnswers: submitAnswersPlaceholder,
  },
  guards: {
    hasAllAnswers: ({ context }) => hasAllCompetenceAnswers(context.answers),
    hasAttemptsLeft: ({ context }) => hasAttemptsLeft(context.usedAnswerAttempts),
    isWrongAnswersError: (_, { error }: ErrorParams) => hasErrorCode(error, ErrorCode.WRONG_COMPETENCE_ANSWERS),
    isNoAttemptsLeftError: (_, { error }: ErrorParams) => hasErrorCode(error, ErrorCode.NO_ANSWER_ATTEMPTS_LEFT),
  },
  actions: {
    assignAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'ANSWER_CHANGED' ? { ...context.answers, [event.questionId]: event.answer } : context.answers,
    }),
    clearAnswers: assign({ answers: {} }),
    countFailedAttempt: assign({ usedAnswerAttempts: ({ context }) => context.usedAnswerAttempts + 1 }),
    exhaustAttempts: assign({ usedAnswerAttempts: MAX_COMPETENCE_ATTEMPTS }),
    resetAttempts: assign({ usedAnswerAttempts: 0, errorMessage: undefined }),
    assignErrorMessage: assign({ errorMessage: (_, { error }: ErrorParams) => errorText(error) }),
    clearErrorMessage: assign({ errorMessage: undefined }),
    // The host opens its contact form (interest KYC); nothing happens until it provides this.
    openContactForm: () => {},
  },
}).createMachine({
  id: 'competenceAttempts',
  context: ({ input }) => ({
    usedAnswerAttempts: input.usedAnswerAttempts,
    answers: input.answers ?? {},
    errorMessage: undefined,
  }),
  initial: 'answering',
  states: {
    answering: {
      always: { guard: not('hasAttemptsLeft'), target: 'locked' },
      on: {
        ANSWER_CHANGED: { actions: 'assignAnswer' },
        SUBMIT: { guard: 'hasAllAnswers', target: 'submitting' },
        RESET_ATTEMPTS: { actions: 'resetAttempts' },
      },
    },
    submitting: {
      tags: 'pending',
      entry: 'clearErrorMessage',
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: { target: 'passed' },
        onError: [
          {
            guard: { type: 'isNoAttemptsLeftError', params: submissionError },
            target: 'locked',
            actions: ['exhaustAttempts', { type: 'assignErrorMessage', params: submissionError }],
          },
          {
            guard: { type: 'isWrongAnswersError', params: submissionError },
            target: 'failed',
            actions: ['countFailedAttempt', 'clearAnswers', { type: 'assignErrorMessage', params: submissionError }],
          },
          { target: 'error', actions: { type: 'assignErrorMessage', params: submissionError } },
        ],
      },
    },
    failed: {
      // The third wrong attempt lands here with nothing left, and moves on to locked at once.
      always: { guard: not('hasAttemptsLeft'), target: 'locked' },
      on: {
        ANSWER_CHANGED: { actions: 'assignAnswer' },
        SUBMIT: { guard: 'hasAllAnswers', target: 'submitting' },
        RESET_ATTEMPTS: { target: 'answering', actions: 'resetAttempts' },
      },
    },
    error: {
      on: {
        ANSWER_CHANGED: { actions: 'assignAnswer' },
        SUBMIT: { guard: 'hasAllAnswers', target: 'submitting' },
        RESET_ATTEMPTS: { target: 'answering', actions: 'resetAttempts' },
      },
    },
    locked: {
      tags: 'locked',
      on: {
        CONTACT: { actions: 'openContactForm' },
        RESET_ATTEMPTS: { target: 'answering', actions: 'resetAttempts' },
      },
    },
    passed: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ answers: context.answers, usedAnswerAttempts: context.usedAnswerAttempts }),
});
