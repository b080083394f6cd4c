import { composeRules, maxLength, requiredText, type Rule, type TextValue } from './rule.ts';

// The admin's 'Reset questions' gives an investor their appropriateness attempts back; the reason is kept in the
// investor's consumer journey record (COBS 4.12A), so it is required. The seeds give no words for it: these are the
// platform's, said the same by the dialog and by the server.
export const ANSWER_ATTEMPTS_RESET_MESSAGES = {
  reasonRequired: 'Please enter the reason for resetting the questions',
  reasonTooLong: 'Please keep the reason to 500 characters or fewer',
} as const;

/** The contract's bound on `AnswerAttemptsReset.reason`: long enough for a note of a call, short enough for one line of a record. */
export const ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH = 500;

/** Why the admin gave the attempts back: required, at most 500 characters once trimmed. */
export const validateAnswerAttemptsResetReason: Rule<TextValue> = composeRules(
  requiredText(ANSWER_ATTEMPTS_RESET_MESSAGES.reasonRequired),
  (value) =>
    maxLength(ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH, ANSWER_ATTEMPTS_RESET_MESSAGES.reasonTooLong)(value?.trim()),
);
