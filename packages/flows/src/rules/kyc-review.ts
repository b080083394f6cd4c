import { requiredText, type Rule, type TextValue } from './rule.ts';

// The admin's KYC decision. The seeds give no words for a missing reason; these are the platform's, said the same
// by the rejection dialog and by the server.
export const KYC_REVIEW_MESSAGES = {
  reasonRequired: 'Please enter the reason for the rejection',
} as const;

/** The contract's bound on `KycRejection.kycRejectReason`, so the field stops where the server would refuse. */
export const KYC_REJECT_REASON_MAX_LENGTH = 1000;

/** The reason the investor reads on the finished screen before starting again: required. */
export const validateKycRejectReason: Rule<TextValue> = requiredText(KYC_REVIEW_MESSAGES.reasonRequired);
