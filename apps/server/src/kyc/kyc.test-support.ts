import { COMPETENCE_KEY } from './competence-key.ts';

export const rightAnswers = { ...COMPETENCE_KEY };

/** The right answers with the first one changed to another option. */
export const wrongAnswers = { ...COMPETENCE_KEY, q1: COMPETENCE_KEY.q1 === 'a' ? 'b' : 'a' };
