import { describe, expect, it } from 'vitest';
import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_CATEGORY_LABELS,
  FAQ_QUESTION_MAX_LENGTH,
  validateFaqAnswer,
  validateFaqCategory,
  validateFaqQuestion,
} from './faq.ts';

describe('FAQ rules', () => {
  it('asks for a question and an answer, whitespace counting as empty', () => {
    expect(validateFaqQuestion('  ')).toBe('Please fill required field');
    expect(validateFaqAnswer(undefined)).toBe('Please fill required field');
  });

  it('accepts the longest question and answer and refuses one character more', () => {
    expect(validateFaqQuestion('q'.repeat(FAQ_QUESTION_MAX_LENGTH))).toBeUndefined();
    expect(validateFaqQuestion('q'.repeat(FAQ_QUESTION_MAX_LENGTH + 1))).toBe(
      'The question must be at most 500 characters',
    );
    expect(validateFaqAnswer('a'.repeat(FAQ_ANSWER_MAX_LENGTH))).toBeUndefined();
    expect(validateFaqAnswer('a'.repeat(FAQ_ANSWER_MAX_LENGTH + 1))).toBe('The answer must be at most 5000 characters');
  });

  it('accepts only the contract categories', () => {
    expect(validateFaqCategory('PAYMENT')).toBeUndefined();
    expect(validateFaqCategory('')).toBe('Please choose a category');
    expect(validateFaqCategory('NEWS')).toBe('Please choose a category');
    expect(Object.keys(FAQ_CATEGORY_LABELS)).toEqual([
      'GETTING_STARTED',
      'PAYMENT',
      'ACCOUNT',
      'SOLIA_FAQ',
      'GENERAL_FAQ',
      'INVESTOR_FAQ',
    ]);
  });
});
