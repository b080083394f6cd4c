import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { RateLimit } from './policies.ts';

/** One counter: a limit applied to one subject. */
export interface Counter {
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
export async function countAttempt(db: Db, ...counters: Counter[]): Promise<void> {
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    const { hits, retry_after } = await hit(db, counter);
    if (hits > counter.limit.limit) retryAfterSeconds = Math.max(retryAfterSeconds, retry_after);
  }
  if (retryAfterSeconds > 0) throw new AppError(20, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** Takes back one counted attempt (it turned out not to be a failure). */
export async function forgiveAttempt(db: Db, counter: Counter): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('key', '=', keyOf(counter))
    .execute();
}

/** Forgets every counted attempt (a successful sign-in clears the account's failures). */
export async function clearAttempts(db: Db, counter: Counter): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', keyOf(counter)).execute();
}

/** Drops the counters whose window has ended; they would start from zero anyway. */
export async function purgeExpiredCounters(db: Db): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function hit(db: Db, counter: Counter): Promise<{ hits: number; retry_after: number }> {
  const window = sql`make_interval(secs => ${counter.limit.windowSeconds})`;
  // In ON CONFLICT DO UPDATE every expression reads the row as it was, so a window that has ended restarts at 1.
  const result = await sql<{ hits: number; retry_after: number }>`
    INSERT INTO rate_limit_counters AS c (key, hits, window_started_at, expires_at)
    VALUES (${keyOf(counter)}, 1, now(), now() + ${window})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
      window_started_at = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_started_at END,
      expires_at = CASE WHEN c.expires_at <= now() THEN now() + ${window} ELSE c.expires_at END
    RETURNING hits, greatest(1, ceil(extract(epoch FROM c.expires_at - now())))::integer AS retry_after
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the rate limit counter was not written');
  return row;
}
