import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { consumeOneTimeToken, issueOneTimeToken, voidUnusedTokens } from './service.ts';

// A request reads the clock once, before its transaction. Only PostgreSQL lets that transaction see a token another
// connection committed since, dated by a later reading: PGlite has one connection, so nothing commits in between.
const later = (time: Date) => new Date(time.getTime() + 1000);

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

    const readAt = new Date();
    const { voided, id } = await database.db.transaction().execute(async (trx) => {
      // Issued and committed on another connection while this transaction is open.
      const issued = await issueOneTimeToken(standaloneContext({ db: database.db }), later(readAt), {
        type: 'RESTORE_PASSWORD',
        userId: user.id,
      });
      return {
        voided: await voidUnusedTokens(standaloneContext({ db: trx }), readAt, 'RESTORE_PASSWORD', { userId: user.id }),
        id: issued.id,
      };
    });

    expect(voided).toBe(1);
    const row = await usedAtAndCreatedAt(id);
    expect(row.used_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
  });

  it('is spent, never before it was created', async () => {
    const admin = await insertTestUser(database.db, { role: 'ADMIN' });

    const readAt = new Date();
    const spent = await database.db.transaction().execute(async (trx) => {
      const { token } = await issueOneTimeToken(standaloneContext({ db: database.db }), later(readAt), {
        type: 'REGISTRY',
        email: 'stamped@example.co.uk',
        createdBy: admin.id,
      });
      return consumeOneTimeToken(standaloneContext({ db: trx }), readAt, token, 'REGISTRY');
    });

    const row = await usedAtAndCreatedAt(spent.id);
    expect(row.used_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
  });
});
