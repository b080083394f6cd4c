import type { Isa } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalancePence } from '../ledger/queries.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { insertIsaInvestor, validApplication } from './isa.test-support.ts';

// The ISA's bank payments as the app wires their settlement (app.ts): the sandbox provider settles them, the pay-in
// lands in the ISA, a failed payout (pounds ending in 13) comes back to the ISA, and the e-wallet is never touched.
describe.each(testEngines)('ISA bank payments through the sandbox on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { paymentsSandboxDelayMs: 20 });
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
      ...(payload === undefined ? {} : { payload }),
    });
  const statuses = (userId: number) =>
    t.database.db
      .selectFrom('isa_movements')
      .select(['kind', 'status'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const settled = (userId: number) =>
    expect.poll(async () => (await statuses(userId)).some((row) => row.status === 'PENDING')).toBe(false);

  it('settles a bank subscription into the ISA and gives a failed bank withdrawal back to it', async () => {
    const user = await insertIsaInvestor(t.database.db, { walletPence: 50_000 });
    expect((await call('POST', '/isa', user, validApplication)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/isa/subscriptions', user, { amountPence: 120_000, from: 'BANK_TRANSFER' })).statusCode,
    ).toBe(200);
    await settled(user.id);
    expect((await call('GET', '/isa', user)).json<Isa>().balancePence).toBe(120_000);

    expect((await call('PUT', '/isa/withdrawals', user, { amountPence: 21_300, to: 'BANK' })).statusCode).toBe(200);
    await settled(user.id);
    expect(await statuses(user.id)).toEqual([
      { kind: 'SUBSCRIPTION', status: 'SUCCEEDED' },
      { kind: 'WITHDRAWAL', status: 'FAILED' },
    ]);
    expect((await call('GET', '/isa', user)).json<Isa>().balancePence).toBe(120_000);
    expect(await walletBalancePence(t.database.db, user.id)).toBe(50_000);
  });
});
