import { PROFILE_MESSAGE_TIMEOUT_MS, PROFILE_MESSAGES } from '@keystone/flows/rules';
import type { MessageVariant } from '@keystone/ui';

/** A message the profile shows for a while: what the investor just did, and how it went. */
export interface ProfileNotice {
  variant: MessageVariant;
  text: string;
  /** The seed's timeouts: 10 s for the outcome of a confirmation link, 3 s for any other success. */
  timeoutMs?: number;
}

export const PROFILE_NOTICES = {
  confirmed: { variant: 'success', text: PROFILE_MESSAGES.confirmed, timeoutMs: PROFILE_MESSAGE_TIMEOUT_MS.confirmed },
  invalidLink: {
    variant: 'error',
    text: PROFILE_MESSAGES.invalidLink,
    timeoutMs: PROFILE_MESSAGE_TIMEOUT_MS.invalidLink,
  },
  emailTaken: { variant: 'error', text: PROFILE_MESSAGES.emailTaken },
  detailsSaved: {
    variant: 'success',
    text: PROFILE_MESSAGES.detailsSaved,
    timeoutMs: PROFILE_MESSAGE_TIMEOUT_MS.otherSuccess,
  },
  confirmationSent: {
    variant: 'success',
    text: PROFILE_MESSAGES.confirmationSent,
    timeoutMs: PROFILE_MESSAGE_TIMEOUT_MS.otherSuccess,
  },
  bankDetailsSaved: {
    variant: 'success',
    text: PROFILE_MESSAGES.bankDetailsSaved,
    timeoutMs: PROFILE_MESSAGE_TIMEOUT_MS.otherSuccess,
  },
} as const satisfies Record<string, ProfileNotice>;

export type ProfileNoticeName = keyof typeof PROFILE_NOTICES;
