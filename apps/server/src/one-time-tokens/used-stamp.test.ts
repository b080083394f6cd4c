import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { consumeOneTimeToken, issueOneTimeToken, voidUnusedTokens } from './service.ts';

// now() is when a transaction began. Only PostgreSQL lets a transaction that began earlier see a token another
// connection committed since: PGlite has one connection, so nothing commits in between.
describe.runIf(testEngines.includes('postgres'))('a token committed after the transaction using it began', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.close());

  const usedAtAndCreatedAt = (id: number) =>
    database.db
      .selectFrom('one_time_tokens')
      .select(['used_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is voided (a reset link mailed during a password change), never used before it was created', async () => {
    const user = await insertTestUser(database.db);

    const { voided, id } = await database.db.transaction().execute(async (trx) => {
      // Issued and committed on another connection while this transaction is open.
      const issued = await issueOneTimeToken(database.db, { type: 'RESTORE_PASSWORD', userId: user.id });
      return { voided: await voidUnusedTokens(trx, 'RESTORE_PASSWORD', { userId: user.id }), id: issued.id };
    });

    expect(voided).toBe(1);
    const row = await usedAtAndCreatedAt(id);
    expect(row.used_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
  });

  it('is spent, never before it was created', async () => {
    const admin = await insertTestUser(database.db, { role: 'ADMIN' });

    const spent = await database.db.transaction().execute(async (trx) => {
      const { token } = await issueOneTimeToken(database.db, {
        type: 'REGISTRY',
        email: 'stamped@example.co.uk',
        createdBy: admin.id,
      });
      return consumeOneTimeToken(trx, token, 'REGISTRY');
    });

    const row = await usedAtAndCreatedAt(spent.id);
    expect(row.used_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
  });
});
