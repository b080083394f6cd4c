import { standaloneContext } from '../context/app-context.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { hashOneTimeToken, issueOneTimeToken } from './service.ts';

describe.each(testEngines)('POST /api/auth/validate on %s', (engine) => {
  let t: TestApp;
  let adminId: number;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminId = (await insertTestUser(t.database.db, { role: 'ADMIN' })).id;
  });
  afterAll(() => t.close());

  const validate = (token: string, tokenType: string, remoteAddress = `192.0.2.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/auth/validate', payload: { token, tokenType }, remoteAddress });
  const invitation = (email: string) =>
    issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'REGISTRY',
      email,
      createdBy: adminId,
    });
  const resetLink = async (status: 'ACTIVE' | 'NOT_ACTIVE' = 'ACTIVE') => {
    const user = await insertTestUser(t.database.db, { status });
    return {
      user,
      ...(await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
        type: 'RESTORE_PASSWORD',
        userId: user.id,
      })),
    };
  };
  const backdate = (id: number) =>
    t.database.db
      .updateTable('one_time_tokens')
      .set({ created_at: sql<Date>`now() - interval '8 days'`, expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
  const invalid = { errorCode: 8, message: 'Invalid token' };

  it('answers a usable invitation with the invited address, and does not use it up', async () => {
    const { token } = await invitation('valid.invite@example.co.uk');

    const first = await validate(token, 'REGISTRY');
    const second = await validate(token, 'REGISTRY');

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ valid: true, tokenType: 'REGISTRY', email: 'valid.invite@example.co.uk' });
    expect(second.statusCode).toBe(200);
  });

  it("answers a usable reset link with its account's address", async () => {
    const { user, token } = await resetLink();

    expect((await validate(token, 'RESTORE_PASSWORD')).json()).toEqual({
      valid: true,
      tokenType: 'RESTORE_PASSWORD',
      email: user.email,
    });
  });

  it('refuses a token of the other type: 400 code 8', async () => {
    const { token: registry } = await invitation('typed@example.co.uk');
    const { token: restore } = await resetLink();

    const asRestore = await validate(registry, 'RESTORE_PASSWORD');
    const asRegistry = await validate(restore, 'REGISTRY');

    expect(asRestore.statusCode).toBe(400);
    expect(asRestore.json()).toEqual(invalid);
    expect(asRegistry.statusCode).toBe(400);
    expect(asRegistry.json()).toEqual(invalid);
  });

  it('refuses an expired token', async () => {
    const { id, token } = await invitation('expired@example.co.uk');
    await backdate(id);

    expect((await validate(token, 'REGISTRY')).json()).toEqual(invalid);
  });

  it('refuses a used token', async () => {
    const { id, token } = await invitation('used@example.co.uk');
    await t.database.db
      .updateTable('one_time_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();

    expect((await validate(token, 'REGISTRY')).json()).toEqual(invalid);
  });

  it('refuses an unknown token and one that is only a prefix of a real one', async () => {
    const { token } = await invitation('prefix@example.co.uk');

    expect((await validate('no-such-token', 'REGISTRY')).json()).toEqual(invalid);
    expect((await validate(token.slice(0, -1), 'REGISTRY')).json()).toEqual(invalid);
  });

  it('refuses the reset link of an account deactivated since it was mailed', async () => {
    const { token } = await resetLink('NOT_ACTIVE');

    expect((await validate(token, 'RESTORE_PASSWORD')).json()).toEqual(invalid);
  });

  it('checks the token type against the contract: UNSUBSCRIBE_NEWS cannot be validated here', async () => {
    const response = await validate('anything', 'UNSUBSCRIBE_NEWS');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'tokenType' }] });
  });

  it('limits wrong tokens to 30 per address in 15 minutes, without counting the right ones', async () => {
    const { token } = await invitation('limited@example.co.uk');
    for (let attempt = 0; attempt < 40; attempt += 1)
      expect((await validate(token, 'REGISTRY', '192.0.2.200')).statusCode).toBe(200);
    const wrong: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      wrong.push((await validate(`guess-${attempt}`, 'REGISTRY', '192.0.2.200')).statusCode);

    expect(wrong).toEqual([...Array<number>(30).fill(400), 429]);
    expect((await validate(token, 'REGISTRY', '192.0.2.200')).statusCode).toBe(429);
  });
});

describe('one-time token hashing', () => {
  it('is the SHA-256 of the token, in hex', () => {
    expect(hashOneTimeToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
