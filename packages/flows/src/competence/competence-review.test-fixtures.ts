import type { CompetenceReview } from '@keystone/api';
import { serveQuestions } from './competence-attempts.ts';

// Reviews as the server answers them, for the machine's tests, the portal's stories and the demo's mocks.

export const SERVED_QUESTIONS = serveQuestions([], () => 0.3);

export const ANSWERING_REVIEW: CompetenceReview = {
  status: 'ANSWERING',
  attemptsLeft: 3,
  questions: SERVED_QUESTIONS,
  topicsToRead: [],
};

export const WAITING_REVIEW: CompetenceReview = {
  status: 'WAITING',
  attemptsLeft: 2,
  questions: [],
  topicsToRead: ['q2', 'q6'],
  nextAttemptAt: '2026-12-02T14:32:00.000Z',
};

export const PASSED_REVIEW: CompetenceReview = { status: 'PASSED', attemptsLeft: 2, questions: [], topicsToRead: [] };

export const LOCKED_REVIEW: CompetenceReview = {
  status: 'LOCKED',
  attemptsLeft: 0,
  questions: [],
  topicsToRead: ['q2', 'q6', 'q9'],
};

/** Any option of each served question: a complete set of answers (right or wrong is the server's business). */
export const SOME_ANSWERS = Object.fromEntries(
  SERVED_QUESTIONS.map((question) => [question.topic, question.options[0]?.id ?? '']),
);

export const WRONG_ANSWERS_ERROR = {
  errorCode: 38,
  message: 'Incorrect answers to the competence questions',
  attemptsLeft: 2,
  topicsToRead: ['q2', 'q6'],
  availableAt: '2026-12-02T14:32:00.000Z',
};
export const NO_ATTEMPTS_LEFT_ERROR = {
  errorCode: 39,
  message: 'No attempts left',
  attemptsLeft: 0,
  topicsToRead: ['q9'],
};
export const NOT_OPEN_YET_ERROR = {
  errorCode: 44,
  message: 'Your next attempt is not open yet. Please try again later.',
  availableAt: '2026-12-02T14:32:00.000Z',
};
