import type { CompetenceAnswers as SubmittedCompetenceAnswers } from '@keystone/api';
import { COMPETENCE_QUESTION_COUNT } from '../constants.ts';
import { isBlank } from './rule.ts';

/** The profile's answer properties, q1 to q10 (seed 000 §3). */
export const COMPETENCE_QUESTION_IDS = Array.from(
  { length: COMPETENCE_QUESTION_COUNT },
  (_, index) => `q${index + 1}`,
) as ReadonlyArray<CompetenceQuestionId>;

export type CompetenceQuestionId = keyof SubmittedCompetenceAnswers;

/** The chosen option of each question while the investor answers; unanswered questions are absent or empty. */
export type CompetenceAnswers = Partial<SubmittedCompetenceAnswers>;

export const COMPETENCE_MESSAGES = {
  answerAll: 'Please, answer all the questions',
} as const;

export function hasAllCompetenceAnswers(answers: CompetenceAnswers): boolean {
  return COMPETENCE_QUESTION_IDS.every((id) => !isBlank(answers[id]));
}

export function validateCompetenceAnswers(answers: CompetenceAnswers): string | undefined {
  return hasAllCompetenceAnswers(answers) ? undefined : COMPETENCE_MESSAGES.answerAll;
}

/** The messages the server answers when the sent answers are not for the questions it served. */
export const SERVED_ANSWER_MESSAGES = {
  notServed: 'These questions have not been given to you. Please reload the page.',
  notAnOption: 'Please choose one of the options shown',
} as const;
