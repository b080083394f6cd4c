export * from './rule.ts';
export * from './patterns.ts';
export * from './email.ts';
export * from './password.ts';
export * from './full-name.ts';
export * from './phone.ts';
export * from './postcode.ts';
export * from './bank.ts';
export * from './calendar-date.ts';
export * from './date-of-birth.ts';
export * from './kyc.ts';
export * from './kyc-review.ts';
export * from './answer-attempts-reset.ts';
export * from './competence-answers.ts';
export * from './amount.ts';
export * from './wallet.ts';
export {
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  cutContactMessage,
  defaultContactTopic,
  validateContactMessage,
} from './contact.ts';
export type { ContactTopic } from './contact.ts';
export * from './signature.ts';
export * from './upload.ts';
export {
  awaitingApprovalNote,
  emptyIfBlank,
  PROFILE_MESSAGE_TIMEOUT_MS,
  PROFILE_MESSAGES,
  validateProfileEmail,
  validateProfileWebsite,
  WEBSITE_MAX_LENGTH,
} from './profile.ts';
export * from './faq.ts';
