import { COMPETENCE_QUESTION_COUNT } from '../constants.ts';
import { isBlank } from './rule.ts';

/** The profile's answer properties, q1 to q10 (seed 000 §3). */
export const COMPETENCE_QUESTION_IDS = Array.from({ length: COMPETENCE_QUESTION_COUNT }, (_, index) => `q${index + 1}`) as
  ReadonlyArray<CompetenceQuestionId>;

export type CompetenceQuestionId = 'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6' | 'q7' | 'q8' | 'q9' | 'q10';

/** The chosen option of each question; unanswered questions are absent or empty. */
export type CompetenceAnswers = Partial<Record<CompetenceQuestionId, string>>;

export const COMPETENCE_MESSAGES = {
  answerAll: 'Please, answer all the questions',
} as const;

export function hasAllCompetenceAnswers(answers: CompetenceAnswers): boolean {
  return COMPETENCE_QUESTION_IDS.every((id) => !isBlank(answers[id]));
}

export function validateCompetenceAnswers(answers: CompetenceAnswers): string | undefined {
  return hasAllCompetenceAnswers(answers) ? undefined : COMPETENCE_MESSAGES.answerAll;
}
