/** At most `limit` counted attempts per `windowSeconds`, per subject (an e-mail, a client address, a user id). */
export interface RateLimit {
  /** The counter key's prefix. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const minutes = (count: number) => count * 60;

/**
 * Every limit of the server in one place. Windows are fixed and expire, so nobody is locked out for good. Sign-in
 * has its own kind of limit, below.
 */
export const rateLimits = {
  passwordChangePerUser: { name: 'password-change:user', limit: 5, windowSeconds: minutes(15) },
  inviteRequestPerAddress: { name: 'invite-request:address', limit: 10, windowSeconds: minutes(60) },
  restoreLinkPerAddress: { name: 'restore-link:address', limit: 10, windowSeconds: minutes(60) },
  restoreLinkPerEmail: { name: 'restore-link:email', limit: 3, windowSeconds: minutes(60) },
  /** Wrong one-time tokens (validate, registry, restore password): guessing 256 random bits is hopeless anyway. */
  oneTimeTokenPerAddress: { name: 'one-time-token:address', limit: 30, windowSeconds: minutes(15) },
  /**
   * What an investor's pages log of the consumer journey (issue 32): each event is a permanent row. A whole journey
   * with the risk summary opened at every step is some ten events; 60 in 10 minutes leaves room for reloads.
   */
  journeyEventPerUser: { name: 'journey-event:user', limit: 60, windowSeconds: minutes(10) },
} as const satisfies Record<string, RateLimit>;

/**
 * Failed sign-ins (OWASP's advice instead of a hard lock-out). Each account's failures make the next try wait, a
 * wait that doubles from `firstWaitSeconds` once `freeFailures` are spent, up to `longestWaitSeconds`; a browser
 * that has signed in to the account before is judged by its own failures alone, so a stranger's guesses never
 * lock the owner out. A client address gets `perAddressLimit` failures per `perAddressWindowSeconds` (on accounts
 * it has no device cookie for). Failures older than `forgetAfterSeconds` no longer count.
 */
export const signInThrottle = {
  freeFailures: 5,
  firstWaitSeconds: 1,
  longestWaitSeconds: minutes(15),
  perAddressLimit: 20,
  perAddressWindowSeconds: minutes(15),
  forgetAfterSeconds: minutes(24 * 60),
} as const;
