import type { OneTimeTokensType } from '../db/schema.generated.ts';

/**
 * How long each kind of e-mailed link works (issue 3: registry 7 days, restore password 1 hour; issue 10: a phone or
 * e-mail change 24 hours, the e-mail verification 7 days; issue 13: a news e-mail's unsubscribe link a year, as
 * people unsubscribe from mail they read months later and the way out must still work).
 */
export const oneTimeTokenLifetimeSeconds = {
  REGISTRY: 7 * 24 * 60 * 60,
  RESTORE_PASSWORD: 60 * 60,
  CHANGE_CONFIRMATION: 24 * 60 * 60,
  EMAIL_VERIFICATION: 7 * 24 * 60 * 60,
  UNSUBSCRIBE_NEWS: 365 * 24 * 60 * 60,
} as const satisfies Partial<Record<OneTimeTokensType, number>>;

export type IssuableTokenType = keyof typeof oneTimeTokenLifetimeSeconds;
