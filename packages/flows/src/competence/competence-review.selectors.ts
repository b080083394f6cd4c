import type { ServedCompetenceQuestion } from '@keystone/api';
import type { ActorRefFrom } from 'xstate';
import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';
import { COMPETENCE_MESSAGES } from '../rules/competence-answers.ts';
import { attemptsLeftMessage, COMPETENCE_ATTEMPTS_MESSAGES, NEXT_LABELS } from './competence.rules.ts';
import { COMPETENCE_REVIEW_MESSAGES, COMPETENCE_TOPICS, formatAttemptOpensAt } from './competence-attempts.ts';
import {
  topicOrder,
  type CompetenceReviewSnapshot,
  type competenceReviewMachine,
} from './competence-review.machine.ts';

export type CompetenceReviewActor = ActorRefFrom<typeof competenceReviewMachine>;

/** What the competence step shows in each state of the review. */
export interface CompetenceReviewView {
  state: 'loading' | 'loadFailed' | 'answering' | 'checking' | 'failed' | 'waiting' | 'passed' | 'locked';
  /** The served questions, options in the served order (only while answering or checking). */
  questions: ReadonlyArray<ServedCompetenceQuestion>;
  answers: Readonly<Record<string, string | undefined>>;
  /** 'Please, answer all the questions' after SUBMIT with a question unanswered. */
  missingAnswersMessage: string | undefined;
  /** 'Attempts left: N' after a failed attempt, the no-attempts message once locked. */
  attemptsMessage: string | undefined;
  /** The titles of the topics to read about; never which answer was wrong. */
  topicsToRead: ReadonlyArray<string>;
  /** 'Your next attempt opens at 14:32 on Wednesday 2 December…' while waiting or after a failure. */
  opensAtMessage: string | undefined;
  /** The step's main button, and the event it sends (CONTACT goes to the wizard, which opens the contact form). */
  action: { label: string; event: 'SUBMIT' | 'CONTINUE' | 'CHECK_AGAIN' | 'RETRY' | 'CONTACT' } | undefined;
  busy: boolean;
  /** What the server said when loading or grading failed otherwise: the portal tells a refusal, the modal the rest. */
  error: unknown;
}

const ACTIONS = {
  answering: { label: NEXT_LABELS.next, event: 'SUBMIT' },
  checking: { label: NEXT_LABELS.next, event: 'SUBMIT' },
  failed: { label: COMPETENCE_REVIEW_MESSAGES.continue, event: 'CONTINUE' },
  waiting: { label: COMPETENCE_REVIEW_MESSAGES.checkAgain, event: 'CHECK_AGAIN' },
  loadFailed: { label: COMPETENCE_REVIEW_MESSAGES.checkAgain, event: 'RETRY' },
  locked: { label: NEXT_LABELS.contact, event: 'CONTACT' },
} as const;

export function selectCompetenceView(snapshot: CompetenceReviewSnapshot): CompetenceReviewView {
  const state = snapshot.value as CompetenceReviewView['state'];
  const { context } = snapshot;
  const showsQuestions = state === 'answering' || state === 'checking';
  const afterFailure = state === 'failed' || state === 'waiting' || state === 'locked';
  return {
    state,
    questions: showsQuestions ? (context.review?.questions ?? []) : [],
    answers: context.answers,
    missingAnswersMessage: showsQuestions && context.missingAnswers ? COMPETENCE_MESSAGES.answerAll : undefined,
    attemptsMessage:
      state === 'locked'
        ? COMPETENCE_ATTEMPTS_MESSAGES.noAttemptsLeft
        : afterFailure && context.failure
          ? attemptsLeftMessage(MAX_COMPETENCE_ATTEMPTS - context.failure.attemptsLeft)
          : undefined,
    topicsToRead: afterFailure ? topicOrder(context.failure?.topicsToRead ?? []).map((t) => COMPETENCE_TOPICS[t]) : [],
    opensAtMessage:
      (state === 'failed' || state === 'waiting') && context.nextAttemptAt
        ? COMPETENCE_REVIEW_MESSAGES.waiting(formatAttemptOpensAt(context.nextAttemptAt))
        : undefined,
    action: state in ACTIONS ? ACTIONS[state as keyof typeof ACTIONS] : undefined,
    busy: state === 'loading' || state === 'checking',
    error: context.error,
  };
}
