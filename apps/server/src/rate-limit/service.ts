import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import type { RateLimit } from './policies.ts';
import { deleteCounter, deleteExpiredCounters, hitCounter, takeBackHit } from './queries.ts';

/** One counter: a limit applied to one subject. */
interface Counter {
  limit: RateLimit;
  subject: string;
}

const keyOf = ({ limit, subject }: Counter) => `${limit.name}:${subject}`;

/**
 * Counts one attempt on each counter and answers 429 code 20 (with Retry-After) when any of them is over its limit.
 * Counting comes first and in one statement per counter, so parallel requests cannot slip past the limit between a
 * check and an increment. The counters live in the database, shared by every server process; call this outside
 * any business transaction so that a failed request still counts.
 */
export async function countAttempt(app: AppContext, ...counters: Counter[]): Promise<void> {
  const { db } = app;
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    const { hits, retry_after } = await hitCounter(db, keyOf(counter), counter.limit.windowSeconds);
    if (hits > counter.limit.limit) retryAfterSeconds = Math.max(retryAfterSeconds, retry_after);
  }
  if (retryAfterSeconds > 0) throw new AppError(20, { retryAfterSeconds });
}

/** Takes back one counted attempt (it turned out not to be a failure). */
export function forgiveAttempt(app: AppContext, counter: Counter): Promise<void> {
  const { db } = app;
  return takeBackHit(db, keyOf(counter));
}

/** Forgets every counted attempt (a successful sign-in clears the account's failures). */
export function clearAttempts(app: AppContext, counter: Counter): Promise<void> {
  const { db } = app;
  return deleteCounter(db, keyOf(counter));
}

/** Drops the counters whose window has ended; they would start from zero anyway. */
export function purgeExpiredCounters(app: AppContext): Promise<number> {
  const { db } = app;
  return deleteExpiredCounters(db);
}
