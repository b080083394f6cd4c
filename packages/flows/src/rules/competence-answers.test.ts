import { describe, expect, it } from 'vitest';
import {
  COMPETENCE_QUESTION_IDS,
  hasAllCompetenceAnswers,
  validateCompetenceAnswers,
  type CompetenceAnswers,
} from './competence-answers.ts';

const allAnswered: CompetenceAnswers = Object.fromEntries(COMPETENCE_QUESTION_IDS.map((id) => [id, 'a']));

describe('competence answers', () => {
  it('has ten questions, q1 to q10', () => {
    expect(COMPETENCE_QUESTION_IDS).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10']);
  });

  it('accepts ten answers', () => {
    expect(hasAllCompetenceAnswers(allAnswered)).toBe(true);
    expect(validateCompetenceAnswers(allAnswered)).toBeUndefined();
  });

  it('asks for all when one is missing', () => {
    const { q10: _left, ...nine } = allAnswered;
    expect(validateCompetenceAnswers(nine)).toBe('Please, answer all the questions');
  });

  it('asks for all when one is blank', () => {
    expect(validateCompetenceAnswers({ ...allAnswered, q3: ' ' })).toBe('Please, answer all the questions');
  });

  it('asks for all when none is answered', () => {
    expect(validateCompetenceAnswers({})).toBe('Please, answer all the questions');
  });
});
