import type { CompetenceReview, CompetenceTopic } from '@keystone/api';
import { rightOption } from '@keystone/flows/competence-key';
import { attemptsLeft, nextAttemptOpensAt, serveQuestions } from '@keystone/flows/competence';
import { MAX_COMPETENCE_ATTEMPTS } from '@keystone/flows/constants';
import { SERVED_ANSWER_MESSAGES, validateCompetenceAnswers, type CompetenceAnswers } from '@keystone/flows/rules';
import { randomInt } from 'node:crypto';
import { type AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { recordCompetenceAttempt } from '../consumer-journey/service.ts';
import {
  gradeAttempt,
  insertAttempt,
  lastGradedAttempt,
  lockCompetenceStateOf,
  openAttempt,
  servedQuestionIds,
} from './queries.ts';

interface CompetenceState {
  used_answer_attempts: number;
  competence_passed_at: Date | null;
  competence_attempt_opens_at: Date | null;
}

const secureRandom = () => randomInt(2 ** 32) / 2 ** 32;

const isWaiting = (state: CompetenceState, now: Date) =>
  state.competence_attempt_opens_at !== null && state.competence_attempt_opens_at > now;

/**
 * `GET /user/competence-review`: the review as it stands. An open attempt answers the questions it was served;
 * otherwise, when an attempt may be made, the questions are served now (none of an earlier attempt's while the bank
 * has others) and kept.
 */
export async function getCompetenceReview(app: AppContext, userId: number): Promise<CompetenceReview> {
  const { db, clock } = app;
  const now = clock.now();
  // With the user's row locked, a grade committing meanwhile is seen whole: no attempt is served into its wait.
  return db.transaction().execute(async (trx): Promise<CompetenceReview> => {
    const state = await lockCompetenceStateOf(trx, userId);
    if (!state) throw new AppError(13);
    const last = await lastGradedAttempt(trx, userId);
    const left = attemptsLeft(state.used_answer_attempts);
    const topicsToRead = (last?.passed === false ? last.topicsToRead : []) as CompetenceTopic[];
    const review = { attemptsLeft: left, questions: [], topicsToRead };
    if (state.competence_passed_at !== null) return { ...review, status: 'PASSED', topicsToRead: [] };
    if (left === 0) return { ...review, status: 'LOCKED' };
    if (isWaiting(state, now)) {
      return { ...review, status: 'WAITING', nextAttemptAt: state.competence_attempt_opens_at?.toISOString() };
    }
    let open = await openAttempt(trx, userId);
    if (!open) {
      // Every earlier attempt of the user's, across an admin's resets of their attempts too: questions not yet
      // served come first while the bank has them (issue 32).
      const earlier = await servedQuestionIds(trx, userId);
      await insertAttempt(trx, { userId, questions: serveQuestions(earlier, secureRandom), servedAt: now });
      open = await openAttempt(trx, userId);
    }
    return { ...review, status: 'ANSWERING', questions: open?.questions ?? [] };
  });
}

/** What grading ended in: the answer to give once the grade is committed. */
export type GradeOutcome =
  | { kind: 'passed' }
  | { kind: 'failed'; attemptsLeft: number; topicsToRead: CompetenceTopic[]; availableAt: Date | undefined };

/**
 * Grades the answers against the questions served for the open attempt, and only those (code 2 when none was
 * served or an answer is not one of the served options), inside the caller's transaction with the user's row
 * locked, and logs the attempt in the consumer journey log in the same transaction. Refuses with code 39 when no attempts are left and 44 before the next attempt opens.
 */
export async function gradeServedAttempt(
  app: AppContext,
  {
    userId,
    ip,
    state,
    answers,
    now,
  }: { userId: number; ip: string; state: CompetenceState; answers: CompetenceAnswers; now: Date },
): Promise<{ outcome: GradeOutcome; userChanges: Partial<CompetenceState> }> {
  const trx = app.db;
  if (state.used_answer_attempts >= MAX_COMPETENCE_ATTEMPTS) throw new AppError(39, { attemptsLeft: 0 });
  if (isWaiting(state, now)) {
    throw new AppError(44, { availableAt: state.competence_attempt_opens_at ?? undefined });
  }
  const open = await openAttempt(trx, userId);
  if (!open) throw new AppError(2, { fieldErrors: [{ field: 'answers', message: SERVED_ANSWER_MESSAGES.notServed }] });
  const missing = validateCompetenceAnswers(answers);
  if (missing !== undefined) throw new AppError(2, { fieldErrors: [{ field: 'answers', message: missing }] });
  const notOptions = open.questions.filter(
    (question) => !question.options.some((option) => option.id === answers[question.topic]),
  );
  if (notOptions.length > 0) {
    throw new AppError(2, {
      fieldErrors: notOptions.map((question) => ({
        field: `answers.${question.topic}`,
        message: SERVED_ANSWER_MESSAGES.notAnOption,
      })),
    });
  }

  const wrongTopics = open.questions
    .filter((question) => answers[question.topic] !== rightOption(question.questionId))
    .map((question) => question.topic);
  const passed = wrongTopics.length === 0;
  const gradedAnswers = Object.fromEntries(open.questions.map((question) => [question.topic, answers[question.topic]]));
  await gradeAttempt(trx, open.id, { answers: gradedAnswers, passed, topicsToRead: wrongTopics, gradedAt: now });
  await recordCompetenceAttempt(app, {
    userId,
    ip,
    at: now,
    attemptId: open.id,
    passed,
    questions: open.questions,
    answers: gradedAnswers,
    topicsToRead: wrongTopics,
  });
  if (passed) return { outcome: { kind: 'passed' }, userChanges: { competence_passed_at: now } };

  const used = state.used_answer_attempts + 1;
  const left = attemptsLeft(used);
  const opensAt = left > 0 ? nextAttemptOpensAt(now) : undefined;
  return {
    outcome: { kind: 'failed', attemptsLeft: left, topicsToRead: wrongTopics, availableAt: opensAt },
    userChanges: { used_answer_attempts: used, competence_attempt_opens_at: opensAt ?? null },
  };
}

/** The refusal a failed grade answers once committed: 38 with what to do next, or 39 on the last attempt. */
export function failedAttemptError(outcome: Extract<GradeOutcome, { kind: 'failed' }>): AppError {
  const details = { attemptsLeft: outcome.attemptsLeft, topicsToRead: outcome.topicsToRead };
  if (outcome.availableAt === undefined) return new AppError(39, details);
  return new AppError(38, { ...details, availableAt: outcome.availableAt });
}
