import { standaloneContext } from '../context/app-context.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import type { RateLimit } from './policies.ts';
import { clearAttempts, countAttempt, forgiveAttempt, purgeExpiredCounters } from './service.ts';

const threePerMinute: RateLimit = { name: 'test:three', limit: 3, windowSeconds: 60 };

async function attempt(database: TestDatabase, subject: string): Promise<AppError | undefined> {
  try {
    await countAttempt(standaloneContext({ db: database.db }), { limit: threePerMinute, subject });
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe.each(testEngines)('rate limit counters on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const endWindowOf = (subject: string) =>
    database.db
      .updateTable('rate_limit_counters')
      .set({
        window_started_at: sql<Date>`now() - interval '2 minutes'`,
        expires_at: sql<Date>`now() - interval '1 second'`,
      })
      .where('key', '=', `test:three:${subject}`)
      .execute();

  it('let the limit through, then answer code 20 (HTTP 429) with the seconds left in the window', async () => {
    const results = [];
    for (let index = 0; index < 4; index += 1) results.push(await attempt(database, 'a'));

    expect(results.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    const refused = results[3];
    expect(refused).toMatchObject({ code: 20, status: 429, message: 'Too many attempts. Please try again later.' });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('count each subject on its own', async () => {
    expect(await attempt(database, 'b')).toBeUndefined();
  });

  it('start again once the window has ended', async () => {
    await endWindowOf('a');

    expect(await attempt(database, 'a')).toBeUndefined();
    const row = await database.db
      .selectFrom('rate_limit_counters')
      .selectAll()
      .where('key', '=', 'test:three:a')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(1);
    expect(row.expires_at.getTime() - row.window_started_at.getTime()).toBe(60_000);
  });

  it('take an attempt back, and forget them all', async () => {
    for (let index = 0; index < 3; index += 1) await attempt(database, 'c');
    await forgiveAttempt(standaloneContext({ db: database.db }), { limit: threePerMinute, subject: 'c' });
    expect(await attempt(database, 'c')).toBeUndefined();
    expect(await attempt(database, 'c')).toMatchObject({ code: 20 });

    await clearAttempts(standaloneContext({ db: database.db }), { limit: threePerMinute, subject: 'c' });
    expect(await attempt(database, 'c')).toBeUndefined();
  });

  it('answer the longest wait when several counters are over their limit', async () => {
    const hourly: RateLimit = { name: 'test:hourly', limit: 1, windowSeconds: 3600 };
    const counters = [
      { limit: threePerMinute, subject: 'd' },
      { limit: hourly, subject: 'd' },
    ];
    await countAttempt(standaloneContext({ db: database.db }), ...counters);
    const refused = await countAttempt(standaloneContext({ db: database.db }), ...counters).catch(
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(AppError);
    expect(Number((refused as AppError).headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('purge counters whose window has ended', async () => {
    await attempt(database, 'e');
    await endWindowOf('e');

    expect(await purgeExpiredCounters(standaloneContext({ db: database.db }))).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', '=', 'test:three:e')
      .execute();
    expect(left).toEqual([]);
  });

  it('count every one of many parallel attempts exactly once', async () => {
    const tenPerMinute: RateLimit = { name: 'test:ten', limit: 10, windowSeconds: 60 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        countAttempt(standaloneContext({ db: database.db }), { limit: tenPerMinute, subject: 'parallel' }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    const row = await database.db
      .selectFrom('rate_limit_counters')
      .select('hits')
      .where('key', '=', 'test:ten:parallel')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(25);
  });
});
