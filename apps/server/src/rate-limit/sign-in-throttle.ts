import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { signInThrottle } from './policies.ts';
import {
  countSignInFailures,
  deleteAccountSignInFailures,
  deleteSignInFailures,
  deleteSignInFailuresBefore,
  insertSignInFailure,
  nthLatestSignInFailureFrom,
} from './queries.ts';

/**
 * One sign-in as the throttle judges it: `deviceId` is set only when the browser showed the account's signed device
 * cookie, and then the device's own failures are all that count.
 */
export interface SignInAttempt {
  email: string;
  clientAddress: string;
  deviceId: string | undefined;
  at: Date;
}

const secondsBefore = (at: Date, seconds: number) => new Date(at.getTime() - seconds * 1000);
const secondsAfter = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** The wait after the `failures`-th failure: none for the first few, then doubling up to the cap. */
export function waitAfterFailures(failures: number): number {
  const { freeFailures, firstWaitSeconds, longestWaitSeconds } = signInThrottle;
  if (failures <= freeFailures) return 0;
  return Math.min(longestWaitSeconds, firstWaitSeconds * 2 ** (failures - freeFailures - 1));
}

async function accountWaitsUntil(db: Db, attempt: SignInAttempt): Promise<Date | undefined> {
  const since = secondsBefore(attempt.at, signInThrottle.forgetAfterSeconds);
  const { failures, lastFailedAt } = await countSignInFailures(
    db,
    { email: attempt.email, deviceId: attempt.deviceId ?? null },
    since,
  );
  return lastFailedAt === null ? undefined : secondsAfter(lastFailedAt, waitAfterFailures(failures));
}

async function addressWaitsUntil(db: Db, attempt: SignInAttempt): Promise<Date | undefined> {
  const { perAddressLimit, perAddressWindowSeconds } = signInThrottle;
  const since = secondsBefore(attempt.at, perAddressWindowSeconds);
  const oldestThatCounts = await nthLatestSignInFailureFrom(db, attempt.clientAddress, { since, nth: perAddressLimit });
  return oldestThatCounts && secondsAfter(oldestThatCounts, perAddressWindowSeconds);
}

/**
 * Refuses (429 code 20, Retry-After) a sign-in that comes before its wait is over, without checking the password
 * and without counting it. A known device waits only for its own failures; anyone else for the account's failures
 * without a device and for the client address's.
 */
export async function assertNoWait(db: Db, attempt: SignInAttempt): Promise<void> {
  const until = await Promise.all([
    accountWaitsUntil(db, attempt),
    attempt.deviceId === undefined ? addressWaitsUntil(db, attempt) : undefined,
  ]);
  const waitMs = Math.max(0, ...until.map((at) => (at === undefined ? 0 : at.getTime() - attempt.at.getTime())));
  if (waitMs > 0) throw new AppError(20, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

export function recordFailure(db: Db, attempt: SignInAttempt): Promise<void> {
  return insertSignInFailure(db, {
    email: attempt.email,
    clientAddress: attempt.clientAddress,
    deviceId: attempt.deviceId ?? null,
    failedAt: attempt.at,
  });
}

/**
 * A success clears what judged it: the device's failures, or the account's failures from that address. A known
 * device's success leaves a stranger's failures alone, so the stranger goes on waiting.
 */
export function forgetFailures(db: Db, attempt: SignInAttempt): Promise<void> {
  return deleteSignInFailures(db, {
    email: attempt.email,
    clientAddress: attempt.clientAddress,
    deviceId: attempt.deviceId ?? null,
  });
}

/** Every failure on the account, from anywhere: its owner has just proved who they are another way. */
export function forgetAccountFailures(db: Db, email: string): Promise<void> {
  return deleteAccountSignInFailures(db, email);
}

/** Drops failures too old to count. */
export function purgeOldSignInFailures(db: Db, now: Date): Promise<number> {
  return deleteSignInFailuresBefore(db, secondsBefore(now, signInThrottle.forgetAfterSeconds));
}
