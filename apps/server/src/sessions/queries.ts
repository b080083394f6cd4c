import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function findUserForSignIn(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_hash', 'password_changed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Whose failures count: one device of the account, or (deviceId null) everyone without one. */
interface FailuresOf {
  email: string;
  deviceId: string | null;
}

/** How many of the account's failures (of that device, or without a device) came after `since`, and the last. */
export async function countFailures(
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
export async function nthLatestAddressFailure(
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

export async function insertFailure(
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
export async function deleteFailures(
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

export async function deleteAccountFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}

export async function deleteFailuresBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('sign_in_failures').where('failed_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
