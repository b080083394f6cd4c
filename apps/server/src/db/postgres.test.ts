import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';

describe.runIf(testEngines.includes('postgres'))('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.close();
  });

  it('outlives an idle connection that PostgreSQL ends, and the next query opens another', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const pid = before.rows[0]?.pid;
      const admin = new pg.Client(database.url);
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await vi.waitFor(() => expect(stderr).toHaveBeenCalledWith(expect.stringContaining('ended an idle connection')));
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      stderr.mockRestore();
    }
  });
});
