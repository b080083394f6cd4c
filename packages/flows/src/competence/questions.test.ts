import { describe, expect, it } from 'vitest';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import { COMPETENCE_QUESTIONS } from './questions.ts';

describe('the competence questions', () => {
  it('are the ten the profile answers, in order, each once', () => {
    const ids = COMPETENCE_QUESTIONS.map((question) => question.id);

    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual([...COMPETENCE_QUESTION_IDS]);
  });

  it.each(COMPETENCE_QUESTIONS.map((question) => [question.id, question] as const))(
    '%s asks something and offers at least three distinct options',
    (_id, question) => {
      const optionIds = question.options.map((option) => option.id);

      expect(question.text.trim()).not.toBe('');
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      expect(new Set(optionIds).size).toBe(optionIds.length);
      expect(new Set(question.options.map((option) => option.label)).size).toBe(optionIds.length);
      for (const option of question.options) {
        expect(option.label.trim()).not.toBe('');
        // The contract's CompetenceAnswer: 1 to 50 characters.
        expect(option.id.length).toBeGreaterThanOrEqual(1);
        expect(option.id.length).toBeLessThanOrEqual(50);
      }
    },
  );

  it('carry no answer key', () => {
    for (const question of COMPETENCE_QUESTIONS) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'text']);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'label']);
    }
  });
});
