import type { CompetenceAnswers } from '@keystone/flows/rules';
import type { ServedQuestion } from '@keystone/flows/competence';
import type { Db } from '../db/database.ts';

export interface AttemptRow {
  id: number;
  questions: ServedQuestion[];
  passed: boolean | null;
  topicsToRead: string[];
}

const attemptColumns = ['id', 'questions', 'passed', 'topics_to_read'] as const;

function toAttempt(row: { id: number; questions: unknown; passed: boolean | null; topics_to_read: unknown }) {
  return {
    id: row.id,
    questions: row.questions as ServedQuestion[],
    passed: row.passed,
    topicsToRead: (row.topics_to_read ?? []) as string[],
  };
}

/** The attempt served and not yet graded, if any. */
export async function openAttempt(db: Db, userId: number): Promise<AttemptRow | undefined> {
  const row = await db
    .selectFrom('competence_attempts')
    .select(attemptColumns)
    .where('user_id', '=', userId)
    .where('graded_at', 'is', null)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** The last attempt graded, if any. */
export async function lastGradedAttempt(db: Db, userId: number): Promise<AttemptRow | undefined> {
  const row = await db
    .selectFrom('competence_attempts')
    .select(attemptColumns)
    .where('user_id', '=', userId)
    .where('graded_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** The question ids each graded attempt was served, oldest first: what the next attempt's questions avoid. */
export async function servedQuestionIds(db: Db, userId: number): Promise<string[][]> {
  const rows = await db
    .selectFrom('competence_attempts')
    .select('questions')
    .where('user_id', '=', userId)
    .where('graded_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.questions as ServedQuestion[]).map((question) => question.questionId));
}

/** Serves an attempt; a second one at the same moment loses to the unique open-attempt index and writes nothing. */
export async function insertAttempt(
  db: Db,
  attempt: { userId: number; questions: ServedQuestion[]; servedAt: Date },
): Promise<void> {
  await db
    .insertInto('competence_attempts')
    .values({ user_id: attempt.userId, questions: JSON.stringify(attempt.questions), served_at: attempt.servedAt })
    .onConflict((conflict) => conflict.column('user_id').where('graded_at', 'is', null).doNothing())
    .execute();
}

export async function gradeAttempt(
  db: Db,
  attemptId: number,
  grade: { answers: CompetenceAnswers; passed: boolean; topicsToRead: string[]; gradedAt: Date },
): Promise<void> {
  await db
    .updateTable('competence_attempts')
    .set({
      answers: JSON.stringify(grade.answers),
      passed: grade.passed,
      topics_to_read: JSON.stringify(grade.topicsToRead),
      graded_at: grade.gradedAt,
    })
    .where('id', '=', attemptId)
    .execute();
}

/** Locks the user's row for the rest of the transaction: serving and grading take turns (kyc/queries.ts locks it too). */
export function lockCompetenceStateOf(trx: Db, userId: number) {
  return trx
    .selectFrom('users')
    .select(['used_answer_attempts', 'competence_passed_at', 'competence_attempt_opens_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}
