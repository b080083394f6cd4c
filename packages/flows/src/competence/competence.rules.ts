import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';

export const COMPETENCE_ATTEMPTS_MESSAGES = {
  noAttemptsLeft: 'No attempts left. Press "contact" button to contact with admin',
} as const;

export const NEXT_LABELS = {
  next: 'Next',
  contact: 'CONTACT',
} as const;

export function attemptsLeft(usedAnswerAttempts: number): number {
  return Math.max(0, MAX_COMPETENCE_ATTEMPTS - usedAnswerAttempts);
}

export function hasAttemptsLeft(usedAnswerAttempts: number): boolean {
  return attemptsLeft(usedAnswerAttempts) > 0;
}

/**
 * Shown after a wrong attempt has been counted. The seed words it from the count before the raise
 * ("for attempts below 2, N is 2 minus used"); from the raised count that is 3 minus used.
 */
export function attemptsLeftMessage(usedAnswerAttempts: number): string {
  return `Attempts left: ${attemptsLeft(usedAnswerAttempts)}`;
}
