import { COMPETENCE_QUESTION_IDS, type CompetenceAnswers } from '@keystone/flows/rules';
import { COMPETENCE_KEY } from './competence-key.ts';

/** True when every one of the ten answers is the right option. */
export function competenceAnswersCorrect(answers: CompetenceAnswers): boolean {
  return COMPETENCE_QUESTION_IDS.every((id) => answers[id] === COMPETENCE_KEY[id]);
}
