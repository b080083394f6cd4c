import { COMPETENCE_QUESTIONS } from '@keystone/flows/competence';
import { describe, expect, it } from 'vitest';
import { COMPETENCE_KEY } from './competence-key.ts';

describe('the competence answer key', () => {
  it('names an existing option for every question the portal shows', () => {
    for (const question of COMPETENCE_QUESTIONS) {
      expect(question.options.map((option) => option.id)).toContain(COMPETENCE_KEY[question.id]);
    }
    expect(Object.keys(COMPETENCE_KEY).sort()).toEqual(COMPETENCE_QUESTIONS.map((question) => question.id).sort());
  });
});
