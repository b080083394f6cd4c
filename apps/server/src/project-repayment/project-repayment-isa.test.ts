import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isaBalancePence, projectWalletBalancePence, walletBalancePence } from '../ledger/queries.ts';
import { insertHandWorkedProject } from '../project-payments/project-payments.test-support.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from '../wallet/wallet.test-support.ts';
import { repaymentCalls, walkIntoRecovery } from './project-repayment.test-support.ts';

// Issue 35 §2: money recovered for an ISA investment is paid back into the ISA, as its payout would be. The
// hand-worked project (project-payments.test-support.ts): 100,000p recovered is shared Ben 28,805p (his £1,000),
// Ann 70,917p (her £2,500), Ben 278p (his £10.05), as project-repayment.test.ts works out.
describe.each(testEngines)('money recovered for ISA investments on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const calls = repaymentCalls(
    () => t,
    () => admin,
  );
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const balances = async (user: TestUser) => ({
    wallet: await walletBalancePence(db(), user.id),
    isa: await isaBalancePence(db(), user.id),
  });

  it('pays each share into the ISA or the e-wallet its investment was paid from, in one transaction', async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db(), {}, { ann: true, bensLast: true });
    await walkIntoRecovery(calls, projectId);

    const recovered = await calls.recover(projectId, 100_000, 'isa-recovery');
    expect(recovered.statusCode).toBe(200);

    expect(await balances(ann)).toEqual({ wallet: 0, isa: 70_917 });
    expect(await balances(ben)).toEqual({ wallet: 28_805, isa: 278 });
    // A retry moves nothing.
    expect((await calls.recover(projectId, 100_000, 'isa-recovery')).statusCode).toBe(200);
    expect(await balances(ben)).toEqual({ wallet: 28_805, isa: 278 });
    expect(await ledgerInvariants(db())).toEqual(sound);
  });

  it("pays a held ISA share into the ISA once the investor's account is active again", async () => {
    const { projectId, ben } = await insertHandWorkedProject(db(), {}, { bensLast: true });
    await walkIntoRecovery(calls, projectId);
    const projectWallet = () => projectWalletBalancePence(db(), projectId, 'PROJECT_SHORT_WALLET');
    await db().updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', ben.id).execute();
    const before = await projectWallet();

    await calls.recover(projectId, 100_000);
    expect(await balances(ben)).toEqual({ wallet: 0, isa: 0 });
    expect((await projectWallet()) - before).toBe(28_805 + 278);

    await db().updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', ben.id).execute();
    expect((await calls.payShares(projectId, ben.id)).json()).toMatchObject({ unpaidShares: [] });
    expect(await balances(ben)).toEqual({ wallet: 28_805, isa: 278 });
    expect(await projectWallet()).toBe(before);
    expect(await ledgerInvariants(db())).toEqual(sound);
  });
});
