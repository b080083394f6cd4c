import { faqCategories, type FaqCategory } from '@keystone/api';
import { composeRules, maxLength, requiredText } from './rule.ts';

// The seeds show no FAQ form: the limits are the contract's (and the faq table's), the required message is the
// seeds' generic 'Please fill required field' (seed 000 §5).
export const FAQ_QUESTION_MAX_LENGTH = 500;
export const FAQ_ANSWER_MAX_LENGTH = 5000;
/** The admin list's page size. */
export const FAQ_PAGE_SIZE = 20;
/** The Help page reads every record at once (the contract's largest page) and groups them by category. */
export const FAQ_HELP_LIMIT = 100;

export const FAQ_MESSAGES = {
  required: 'Please fill required field',
  questionTooLong: `The question must be at most ${FAQ_QUESTION_MAX_LENGTH} characters`,
  answerTooLong: `The answer must be at most ${FAQ_ANSWER_MAX_LENGTH} characters`,
  categoryRequired: 'Please choose a category',
} as const;

export const FAQ_CATEGORIES = faqCategories;
export type { FaqCategory };

/** The Help page's headings and the admin form's choices, in the contract's order. */
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  GETTING_STARTED: 'Getting started',
  PAYMENT: 'Payments',
  ACCOUNT: 'Your account',
  SOLIA_FAQ: 'About the platform',
  GENERAL_FAQ: 'General questions',
  INVESTOR_FAQ: 'Investing',
};

export const validateFaqQuestion = composeRules(
  requiredText(FAQ_MESSAGES.required),
  maxLength(FAQ_QUESTION_MAX_LENGTH, FAQ_MESSAGES.questionTooLong),
);

export const validateFaqAnswer = composeRules(
  requiredText(FAQ_MESSAGES.required),
  maxLength(FAQ_ANSWER_MAX_LENGTH, FAQ_MESSAGES.answerTooLong),
);

export function validateFaqCategory(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && (FAQ_CATEGORIES as readonly string[]).includes(value)
    ? undefined
    : FAQ_MESSAGES.categoryRequired;
}
