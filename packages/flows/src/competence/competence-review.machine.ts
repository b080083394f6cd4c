import type { CompetenceAnswers as SubmittedAnswers, CompetenceReview, CompetenceTopic } from '@keystone/api';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { COMPETENCE_QUESTION_IDS, type CompetenceAnswers } from '../rules/competence-answers.ts';
import { gradeCompetenceAnswersPlaceholder, loadCompetenceReviewPlaceholder } from './competence-review.actors.ts';

/** What a failed attempt tells: the attempts left and the topics to read, never which answer was wrong. */
export interface CompetenceFailure {
  attemptsLeft: number;
  topicsToRead: ReadonlyArray<CompetenceTopic>;
}

export interface CompetenceReviewContext {
  review: CompetenceReview | undefined;
  /** The options chosen for the served questions; empty at each new attempt (nothing pre-filled). */
  answers: CompetenceAnswers;
  /** Set when SUBMIT was pressed with a question unanswered. */
  missingAnswers: boolean;
  failure: CompetenceFailure | undefined;
  /** When the next attempt opens (ISO), while waiting. */
  nextAttemptAt: string | undefined;
  error: unknown;
}

export type CompetenceReviewEvent =
  | { type: 'ANSWER'; topic: CompetenceTopic; option: string }
  | { type: 'SUBMIT' }
  | { type: 'CONTINUE' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'RETRY' }
  | { type: 'CONTACT' };

type ErrorParams = { error: unknown };
const failure = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });
type ReviewParams = { review: CompetenceReview };
const loaded = ({ event }: { event: { output: CompetenceReview } }): ReviewParams => ({ review: event.output });

const errorBody = (error: unknown) =>
  isApiError(error)
    ? (error as { attemptsLeft?: number; topicsToRead?: CompetenceTopic[]; availableAt?: string })
    : undefined;
const hasCode = (error: unknown, code: ErrorCode) => isApiError(error) && error.errorCode === code;

export function isAnswered(answers: CompetenceAnswers, review: CompetenceReview | undefined): boolean {
  const topics = review?.questions.map((question) => question.topic) ?? [];
  return topics.length > 0 && topics.every((topic) => (answers[topic] ?? '') !== '');
}

/**
 * The competence review (issue 24 §5): the server serves each attempt's questions and grades only those; a failed
 * attempt tells the attempts left and the topics to read, then waits until the next attempt opens (24 hours, or the
 * admin's reset); a third failure locks it. The KYC wizard invokes it on its competence stage.
 */
export const competenceReviewMachine = setup({
  types: {
    context: {} as CompetenceReviewContext,
    events: {} as CompetenceReviewEvent,
    output: {} as { passed: true },
  },
  actors: {
    loadReview: loadCompetenceReviewPlaceholder,
    gradeAnswers: gradeCompetenceAnswersPlaceholder,
  },
  guards: {
    isStatus: (_, { review, status }: ReviewParams & { status: CompetenceReview['status'] }) =>
      review.status === status,
    isAllAnswered: ({ context }) => isAnswered(context.answers, context.review),
    isServedTopic: ({ context, event }) =>
      event.type === 'ANSWER' && (context.review?.questions ?? []).some((question) => question.topic === event.topic),
    isWrongAnswers: (_, { error }: ErrorParams) => hasCode(error, ErrorCode.WRONG_COMPETENCE_ANSWERS),
    isNoAttemptsLeft: (_, { error }: ErrorParams) => hasCode(error, ErrorCode.NO_ANSWER_ATTEMPTS_LEFT),
    isNotOpenYet: (_, { error }: ErrorParams) => hasCode(error, ErrorCode.NEXT_ATTEMPT_NOT_OPEN),
  },
  actions: {
    assignReview: assign((_, { review }: ReviewParams) => ({
      review,
      answers: {},
      missingAnswers: false,
      error: undefined,
      nextAttemptAt: review.nextAttemptAt,
      failure:
        review.topicsToRead.length > 0
          ? { attemptsLeft: review.attemptsLeft, topicsToRead: review.topicsToRead }
          : undefined,
    })),
    assignAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'ANSWER' ? { ...context.answers, [event.topic]: event.option } : context.answers,
    }),
    markMissing: assign({ missingAnswers: true }),
    clearError: assign({ error: undefined }),
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    assignFailure: assign((_, { error }: ErrorParams) => {
      const body = errorBody(error);
      return {
        failure: { attemptsLeft: body?.attemptsLeft ?? 0, topicsToRead: body?.topicsToRead ?? [] },
        nextAttemptAt: body?.availableAt,
        answers: {},
      };
    }),
    assignOpensAt: assign((_, { error }: ErrorParams) => ({ nextAttemptAt: errorBody(error)?.availableAt })),
    // The host opens its contact form; nothing happens until it provides this.
    openContactForm: () => {},
  },
}).createMachine({
  id: 'competenceReview',
  context: {
    review: undefined,
    answers: {},
    missingAnswers: false,
    failure: undefined,
    nextAttemptAt: undefined,
    error: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        onDone: [
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ review: event.output, status: 'PASSED' }) },
            target: 'passed',
            actions: { type: 'assignReview', params: loaded },
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ review: event.output, status: 'LOCKED' }) },
            target: 'locked',
            actions: { type: 'assignReview', params: loaded },
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ review: event.output, status: 'WAITING' }) },
            target: 'waiting',
            actions: { type: 'assignReview', params: loaded },
          },
          { target: 'answering', actions: { type: 'assignReview', params: loaded } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    answering: {
      on: {
        ANSWER: { guard: 'isServedTopic', actions: 'assignAnswer' },
        SUBMIT: [{ guard: 'isAllAnswered', target: 'checking' }, { actions: 'markMissing' }],
      },
    },
    checking: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'gradeAnswers',
        src: 'gradeAnswers',
        input: ({ context }) => ({ answers: context.answers as SubmittedAnswers }),
        onDone: { target: 'passed' },
        onError: [
          {
            guard: { type: 'isWrongAnswers', params: failure },
            target: 'failed',
            actions: { type: 'assignFailure', params: failure },
          },
          {
            guard: { type: 'isNoAttemptsLeft', params: failure },
            target: 'locked',
            actions: { type: 'assignFailure', params: failure },
          },
          {
            guard: { type: 'isNotOpenYet', params: failure },
            target: 'waiting',
            actions: { type: 'assignOpensAt', params: failure },
          },
          { target: 'answering', actions: { type: 'assignError', params: failure } },
        ],
      },
    },
    failed: { on: { CONTINUE: 'waiting' } },
    waiting: { on: { CHECK_AGAIN: 'loading' } },
    passed: { type: 'final' },
    locked: { tags: 'locked', on: { CONTACT: { actions: 'openContactForm' } } },
  },
  output: () => ({ passed: true }) as const,
});

export type CompetenceReviewSnapshot = SnapshotFrom<typeof competenceReviewMachine>;

/** The topics in the order they are asked. */
export const topicOrder = (topics: ReadonlyArray<CompetenceTopic>) =>
  COMPETENCE_QUESTION_IDS.filter((topic) => topics.includes(topic));
