import type { Isa } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, manualPaymentProvider, sound } from '../wallet/wallet.test-support.ts';
import { insertIsaInvestor, validApplication } from './isa.test-support.ts';

// Two subscriptions side by side whose sum passes what is left of the allowance: the ISA account's row lock makes the
// second read the first's movement, so exactly one passes, whichever way the requests interleave.
describe.runIf(testEngines.includes('postgres'))('ISA subscriptions racing on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { postgresPoolSize: 12, providers: { payments: manualPaymentProvider() } });
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    ['both from the e-wallet', 'E_WALLET', 'E_WALLET'],
    ['one from the e-wallet, one by bank transfer', 'E_WALLET', 'BANK_TRANSFER'],
    ['both by bank transfer', 'BANK_TRANSFER', 'BANK_TRANSFER'],
  ] as const)('lets exactly one of two pass, %s', async (_name, first, second) => {
    const rounds = 8;
    for (let round = 0; round < rounds; round += 1) {
      const user = await insertIsaInvestor(t.database.db, { walletPence: 3_000_000 });
      expect((await call('POST', '/isa', user, validApplication)).statusCode).toBe(200);
      expect((await call('PUT', '/isa/other-subscriptions', user, { amountPence: 800_000 })).statusCode).toBe(200);
      const answers = await Promise.all([
        call('PUT', '/isa/subscriptions', user, { amountPence: 1_000_000, from: first }),
        call('PUT', '/isa/subscriptions', user, { amountPence: 1_000_000, from: second }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refusal = answers.find((answer) => answer.statusCode === 409)?.json();
      expect(refusal).toMatchObject({ errorCode: 53, leftPence: 200_000 });
      const isa = (await call('GET', '/isa', user)).json<Isa>();
      expect(isa.allowance).toMatchObject({ usedHerePence: 1_000_000, leftPence: 200_000 });
    }
    expect(await ledgerInvariants(t.database.db)).toMatchObject({ ...sound, totalPence: 0 });
  });
});
