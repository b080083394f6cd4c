import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { untilOneWaitsForALock } from '../testing/lock-waits.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './service.ts';

/** A transaction that uses the token, then holds its row lock until told to finish. */
function holdTokenInTransaction(database: TestDatabase, token: string, finish: Promise<'commit' | 'rollback'>) {
  let consumed!: () => void;
  const hasConsumed = new Promise<void>((resolve) => {
    consumed = resolve;
  });
  const outcome = database.db
    .transaction()
    .execute(async (trx) => {
      const row = await consumeOneTimeToken(standaloneContext({ db: trx }), new Date(), token, 'REGISTRY');
      consumed();
      if ((await finish) === 'rollback') throw new Error('rolled back on purpose');
      return row;
    })
    .then(
      (row) => ({ consumed: row.id }),
      (error: unknown) => ({ failed: String(error) }),
    );
  return { hasConsumed, outcome };
}

// PGlite runs one statement at a time; only PostgreSQL can show a second transaction waiting on the first.
describe.runIf(testEngines.includes('postgres'))('using one token from two transactions at once on postgres', () => {
  let database: TestDatabase;
  let adminId: number;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    adminId = (await insertTestUser(database.db, { role: 'ADMIN' })).id;
  });
  afterAll(() => database.close());

  const invitation = (email: string) =>
    issueOneTimeToken(standaloneContext({ db: database.db }), new Date(), {
      type: 'REGISTRY',
      email,
      createdBy: adminId,
    });

  it('makes the second wait for the first, then find the token used once the first commits', async () => {
    const { token } = await invitation('commit.race@example.co.uk');
    let finishFirst!: (how: 'commit' | 'rollback') => void;
    const first = holdTokenInTransaction(database, token, new Promise((resolve) => (finishFirst = resolve)));
    await first.hasConsumed;

    const second = database.db
      .transaction()
      .execute((trx) => consumeOneTimeToken(standaloneContext({ db: trx }), new Date(), token, 'REGISTRY'));
    let secondSettled = false;
    const secondOutcome = second.then(
      () => 'consumed',
      (error: { code?: number }) => `failed with code ${error.code}`,
    );
    void secondOutcome.finally(() => (secondSettled = true));
    // Seen waiting for the first's lock, however long it takes to get there, and not through.
    await untilOneWaitsForALock(database.db, () => secondSettled);
    expect(secondSettled).toBe(false);

    finishFirst('commit');
    expect(await first.outcome).toHaveProperty('consumed');
    expect(await secondOutcome).toBe('failed with code 8');
  });

  it('lets the second have the token when the first rolls back: it is spent only with the work it allowed', async () => {
    const { token } = await invitation('rollback.race@example.co.uk');
    let finishFirst!: (how: 'commit' | 'rollback') => void;
    const first = holdTokenInTransaction(database, token, new Promise((resolve) => (finishFirst = resolve)));
    await first.hasConsumed;

    const second = database.db
      .transaction()
      .execute((trx) => consumeOneTimeToken(standaloneContext({ db: trx }), new Date(), token, 'REGISTRY'));
    finishFirst('rollback');

    expect(await first.outcome).toHaveProperty('failed');
    expect(await second).toMatchObject({ email: 'rollback.race@example.co.uk' });
  });
});
