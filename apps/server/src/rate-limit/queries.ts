import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

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
