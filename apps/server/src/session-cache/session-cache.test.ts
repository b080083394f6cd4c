import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { SessionCache, type CachedSession } from './session-cache.ts';

const active: CachedSession = {
  facts: { role: 'INVESTOR', status: 'ACTIVE', passwordChangedAtMs: 1_700_000_000_000, secondFactor: false },
  signedOut: false,
};

describe('the session cache', () => {
  function listeningCache() {
    const cache = new SessionCache();
    cache.resume();
    return cache;
  }

  it('answers what it stored, per user and session', () => {
    const cache = listeningCache();
    cache.store(cache.generation(), 7, 'session-a', active);

    expect(cache.get(7, 'session-a')).toEqual(active);
    expect(cache.get(7, 'session-b')).toBeUndefined();
    expect(cache.get(8, 'session-a')).toBeUndefined();
  });

  it('forgets a user on invalidation, every session of theirs', () => {
    const cache = listeningCache();
    cache.store(cache.generation(), 7, 'session-a', active);
    cache.store(cache.generation(), 7, 'session-b', active);
    cache.store(cache.generation(), 8, 'session-c', active);

    cache.invalidate(7);

    expect(cache.get(7, 'session-a')).toBeUndefined();
    expect(cache.get(7, 'session-b')).toBeUndefined();
    expect(cache.get(8, 'session-c')).toEqual(active);
  });

  it('does not store a read that an invalidation overtook', () => {
    const cache = listeningCache();
    const beforeRead = cache.generation();
    // The database was read, then the revocation was announced, then the read came back.
    cache.invalidate(7);
    cache.store(beforeRead, 7, 'session-a', active);

    expect(cache.get(7, 'session-a')).toBeUndefined();
  });

  it('neither answers nor stores while it cannot hear invalidations, and starts empty when it can again', () => {
    const cache = listeningCache();
    cache.store(cache.generation(), 7, 'session-a', active);

    cache.suspend();
    expect(cache.get(7, 'session-a')).toBeUndefined();
    cache.store(cache.generation(), 7, 'session-a', active);
    expect(cache.size).toBe(0);

    cache.resume();
    expect(cache.get(7, 'session-a')).toBeUndefined();
  });

  it('keeps at most the users it was sized for, the least recently seen dropped first', () => {
    const cache = new SessionCache({ maxUsers: 2 });
    cache.resume();
    for (const userId of [1, 2]) cache.store(cache.generation(), userId, 's', active);
    cache.get(1, 's');
    cache.store(cache.generation(), 3, 's', active);

    expect(cache.size).toBe(2);
    expect(cache.get(1, 's')).toEqual(active);
    expect(cache.get(2, 's')).toBeUndefined();
  });
});

describe.each(testEngines)('the session check reads the database once per session, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
  });
  afterAll(() => t.close());

  async function statementsOfGetUser(token: string) {
    statements.reset();
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return statements.count;
  }

  it('checks a session in the database on its first request only: the second reads the profile alone', async () => {
    const investor = await insertTestUser(t.database.db);
    const token = await tokenFor(t.config.jwtSecret, investor);
    expect(t.app.sessionCache.listening).toBe(true);

    expect(await statementsOfGetUser(token)).toBe(2);
    expect(await statementsOfGetUser(token)).toBe(1);
    expect(t.app.sessionCache.get(investor.id, String(decodeJwt(token).jti))).toMatchObject({ signedOut: false });
  });

  it('checks another session of the same user once, then answers it from the cache too', async () => {
    const investor = await insertTestUser(t.database.db);
    const first = await tokenFor(t.config.jwtSecret, investor);
    const second = await tokenFor(t.config.jwtSecret, investor);

    expect(await statementsOfGetUser(first)).toBe(2);
    expect(await statementsOfGetUser(second)).toBe(2);
    expect(await statementsOfGetUser(first)).toBe(1);
    expect(await statementsOfGetUser(second)).toBe(1);
  });
});
