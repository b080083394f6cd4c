import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/database.ts';

/**
 * Resolves once a transaction on this PostgreSQL database is seen waiting for a lock (pg_stat_activity), or once
 * `gotThrough` holds (the one expected to wait did not: the caller's assertion says so). A race test waits for this
 * instead of giving the other transaction a fixed time to arrive, which a loaded machine may not give it.
 */
export async function untilOneWaitsForALock(db: Db, gotThrough: () => boolean): Promise<void> {
  while (!gotThrough()) {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'
    `.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await nextTurn();
  }
}
