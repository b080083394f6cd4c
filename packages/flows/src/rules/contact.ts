import { contactTopics, type ContactTopic } from '@keystone/api';
import { MAX_COMPETENCE_ATTEMPTS, MESSAGE_MAX_LENGTH } from '../constants.ts';
import { requiredText } from './rule.ts';

export { validateContactEmail } from './email.ts';
export { validateContactFullName } from './full-name.ts';

export type { ContactTopic };
export const CONTACT_TOPICS = contactTopics;

export const CONTACT_MESSAGES = {
  messageRequired: 'Please enter your message',
} as const;

export const validateContactMessage = requiredText(CONTACT_MESSAGES.messageRequired);

/** The form and the server cut a longer message instead of refusing it (seed 000 §5). */
export function cutContactMessage(message: string): string {
  if (message.length <= MESSAGE_MAX_LENGTH) return message;
  const cut = message.slice(0, MESSAGE_MAX_LENGTH);
  // Never leave half of a surrogate pair (an emoji) at the end: it is not a character any more.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Someone out of competence attempts is most likely writing about KYC. */
export function defaultContactTopic(usedAnswerAttempts: number): ContactTopic | undefined {
  return usedAnswerAttempts >= MAX_COMPETENCE_ATTEMPTS ? 'KYC' : undefined;
}
