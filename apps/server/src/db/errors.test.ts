import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { isDataException, isUniqueViolation } from './errors.ts';

describe.each(testEngines)('database errors on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  async function errorOf(query: Promise<unknown>): Promise<unknown> {
    return query.then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  it.each([
    ['an integer past int4', sql`select ${'2147483648'}::int4`, '22003'],
    ['text that is no integer', sql`select ${'12abc'}::int4`, '22P02'],
    ['a NUL character in text', sql`select ${'a\u0000b'}::text`, /^22(021|P05)$/],
  ])('reads %s as a data exception, with its SQLSTATE', async (_case, query, state) => {
    const error = await errorOf(query.execute(database.db));

    expect(error).toMatchObject({ code: expect.stringMatching(state) });
    expect(isDataException(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('does not take other database errors for the caller’s data', async () => {
    const error = await errorOf(sql`select * from no_such_table`.execute(database.db));

    expect(error).toMatchObject({ code: '42P01' });
    expect(isDataException(error)).toBe(false);
    expect(isDataException(new Error('no code'))).toBe(false);
  });
});
