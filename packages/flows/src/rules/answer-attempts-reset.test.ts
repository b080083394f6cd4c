import { describe, expect, it } from 'vitest';
import {
  ANSWER_ATTEMPTS_RESET_MESSAGES,
  ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH,
  validateAnswerAttemptsResetReason,
} from './answer-attempts-reset.ts';

describe('validateAnswerAttemptsResetReason', () => {
  it('asks for a reason when there is none, or only white space', () => {
    for (const blank of ['', '   ', undefined, null]) {
      expect(validateAnswerAttemptsResetReason(blank)).toBe(ANSWER_ATTEMPTS_RESET_MESSAGES.reasonRequired);
    }
  });

  it('takes a reason up to 500 characters, white space around it not counted', () => {
    const longest = 'x'.repeat(ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH);
    expect(validateAnswerAttemptsResetReason('Spoke to them on the phone; they misread question 3')).toBeUndefined();
    expect(validateAnswerAttemptsResetReason(`  ${longest}  `)).toBeUndefined();
    expect(validateAnswerAttemptsResetReason(`${longest}x`)).toBe(ANSWER_ATTEMPTS_RESET_MESSAGES.reasonTooLong);
  });
});
