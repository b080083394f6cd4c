import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// Rate limits stay on real time, not the app's clock: they are about how fast requests really arrive, and a moved
// test clock must neither open nor hold shut a window that real time has not.
/* eslint-disable no-restricted-syntax */
/**
 * Counts one hit on the counter `key`, restarting its window of `windowSeconds` if it has ended. In ON CONFLICT DO
 * UPDATE every expression reads the row as it was, so a window that has ended restarts at 1.
 */
export async function hitCounter(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retry_after: number }> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const result = await sql<{ hits: number; retry_after: number }>`
    INSERT INTO rate_limit_counters AS c (key, hits, window_started_at, expires_at)
    VALUES (${key}, 1, now(), now() + ${window})
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

export async function takeBackHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

export async function deleteExpiredCounters(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
/* eslint-enable no-restricted-syntax */

/** Whose failures count: one device of the account, or (deviceId null) everyone without one. */
interface FailuresOf {
  email: string;
  deviceId: string | null;
}

/** How many of the account's failures (of that device, or without a device) came after `since`, and the last. */
export async function countSignInFailures(
  db: Db,
  { email, deviceId }: FailuresOf,
  since: Date,
): Promise<{ failures: number; lastFailedAt: Date | null }> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select([sql<number>`count(*)::integer`.as('failures'), sql<Date | null>`max(failed_at)`.as('last_failed_at')])
    .where('email', '=', email)
    .where((eb) => (deviceId === null ? eb('device_id', 'is', null) : eb('device_id', '=', deviceId)))
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return { failures: row.failures, lastFailedAt: row.last_failed_at };
}

/** When the address's `nth` latest failure without a device after `since` happened, if it has that many. */
export async function nthLatestSignInFailureFrom(
  db: Db,
  clientAddress: string,
  { since, nth }: { since: Date; nth: number },
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('client_address', '=', clientAddress)
    .where('device_id', 'is', null)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .offset(nth - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.failed_at;
}

export async function insertSignInFailure(
  db: Db,
  failure: FailuresOf & { clientAddress: string; failedAt: Date },
): Promise<void> {
  await db
    .insertInto('sign_in_failures')
    .values({
      email: failure.email,
      client_address: failure.clientAddress,
      device_id: failure.deviceId,
      failed_at: failure.failedAt,
    })
    .execute();
}

/** Forgets the failures of one device, or (deviceId null) the account's failures without a device from `clientAddress`. */
export async function deleteSignInFailures(
  db: Db,
  { email, deviceId, clientAddress }: FailuresOf & { clientAddress: string },
): Promise<void> {
  let query = db.deleteFrom('sign_in_failures').where('email', '=', email);
  query =
    deviceId === null
      ? query.where('device_id', 'is', null).where('client_address', '=', clientAddress)
      : query.where('device_id', '=', deviceId);
  await query.execute();
}

export async function deleteAccountSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}

export async function deleteSignInFailuresBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('sign_in_failures').where('failed_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
