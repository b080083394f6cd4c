import {
  ADDRESS_LINE_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  KYC_CITY_MAX_LENGTH,
  KYC_NAME_MAX_LENGTH,
} from '../constants.ts';
import { EIGHT_ALPHANUMERICS, REQUIRED_MESSAGES } from './patterns.ts';
import { composeRules, isBlank, matchesPattern, maxLength, requiredText, type TextValue } from './rule.ts';

// The wizard's fields of seed 000 §5 "KYC". The seed gives one message for a missing value; a value
// over its maximum (which the form's maxlength prevents, so only the server meets it) reads as the
// wizard's format message.
export const KYC_MESSAGES = {
  required: REQUIRED_MESSAGES.fillRequired,
  invalid: 'Incorrect format',
  uploadRequired: 'Please upload the picture',
} as const;

const required = requiredText(KYC_MESSAGES.required);
const atMost = (max: number) => maxLength(max, KYC_MESSAGES.invalid);

/** First and last name. */
export const validateKycName = composeRules(required, atMost(KYC_NAME_MAX_LENGTH));
export const validateKycCity = composeRules(required, atMost(KYC_CITY_MAX_LENGTH));
export const validateAddressLine1 = composeRules(required, atMost(ADDRESS_LINE_MAX_LENGTH));
export const validateAddressLine2 = atMost(ADDRESS_LINE_MAX_LENGTH);
export const validateCompanyName = composeRules(required, atMost(COMPANY_NAME_MAX_LENGTH));
export const validateCompanyNumber = composeRules(required, matchesPattern(EIGHT_ALPHANUMERICS, KYC_MESSAGES.invalid));

/** Choices with no wording of their own: title, document type, legal entity, investor type. */
export const validateKycChoice = required;

/** A document the person type needs (front of the ID, proof of address, company papers), by its uploaded URL. */
export function validateRequiredDocument(fileUrl: TextValue): string | undefined {
  return isBlank(fileUrl) ? KYC_MESSAGES.uploadRequired : undefined;
}
