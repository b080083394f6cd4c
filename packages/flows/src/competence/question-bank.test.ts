import { describe, expect, it } from 'vitest';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import { COMPETENCE_ANSWER_KEY, rightOption } from './answer-key.ts';
import { COMPETENCE_BANK } from './question-bank.ts';
import { COMPETENCE_QUESTIONS } from './questions.ts';

describe('the competence question bank', () => {
  it.each(COMPETENCE_QUESTION_IDS.map((topic) => [topic]))('asks at least three different questions on %s', (topic) => {
    const ofTopic = COMPETENCE_BANK.filter((question) => question.topic === topic);
    expect(ofTopic.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ofTopic.map((question) => question.text)).size).toBe(ofTopic.length);
  });

  it('keeps the original questions as the first of each topic', () => {
    for (const original of COMPETENCE_QUESTIONS) {
      const first = COMPETENCE_BANK.find((question) => question.id === `${original.id}-1`);
      expect(first).toMatchObject({ topic: original.id, text: original.text, options: original.options });
    }
  });

  it.each(COMPETENCE_BANK.map((question) => [question.id, question] as const))(
    '%s has distinct options, one of them the right one',
    (_id, question) => {
      const ids = question.options.map((option) => option.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(question.options.map((option) => option.label)).size).toBe(ids.length);
      expect(ids).toContain(rightOption(question.id));
    },
  );

  it('has a key for every question and for nothing else', () => {
    expect(Object.keys(COMPETENCE_ANSWER_KEY).sort()).toEqual(COMPETENCE_BANK.map((question) => question.id).sort());
    expect(new Set(COMPETENCE_BANK.map((question) => question.id)).size).toBe(COMPETENCE_BANK.length);
  });
});
