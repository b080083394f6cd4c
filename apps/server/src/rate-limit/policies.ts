/** At most `limit` counted attempts per `windowSeconds`, per subject (an e-mail, a client address, a user id). */
export interface RateLimit {
  /** The counter key's prefix. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const minutes = (count: number) => count * 60;

/**
 * Every limit of the server in one place. Windows are fixed and expire, so nobody is locked out for good; failed
 * sign-ins count per account and per address so that neither one password guesser nor one address can try many.
 */
export const rateLimits = {
  signInPerEmail: { name: 'sign-in:email', limit: 5, windowSeconds: minutes(15) },
  signInPerAddress: { name: 'sign-in:address', limit: 20, windowSeconds: minutes(15) },
  passwordChangePerUser: { name: 'password-change:user', limit: 5, windowSeconds: minutes(15) },
  inviteRequestPerAddress: { name: 'invite-request:address', limit: 10, windowSeconds: minutes(60) },
  restoreLinkPerAddress: { name: 'restore-link:address', limit: 10, windowSeconds: minutes(60) },
  restoreLinkPerEmail: { name: 'restore-link:email', limit: 3, windowSeconds: minutes(60) },
  /** Wrong one-time tokens (validate, registry, restore password): guessing 256 random bits is hopeless anyway. */
  oneTimeTokenPerAddress: { name: 'one-time-token:address', limit: 30, windowSeconds: minutes(15) },
} as const satisfies Record<string, RateLimit>;
