import { ISA_REPORT_HEADER } from '@keystone/flows/isa-transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext } from '../context/app-context.ts';
import { openIsaAccount, projectWalletAccountId, systemAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { openIsaForTest, subscribeForTest } from '../isa-transfers/isa-transfers.test-support.ts';

// Tax year 2025/26 ends at midnight in London at the start of 6 April 2026, BST: 2026-04-05T23:00Z. A movement at
// 23:59 on 5 April London time (22:59Z) is 2025/26's; one at 00:00 on 6 April (23:00Z) is 2026/27's.
//
// Ivy's ISA, worked by hand:
//   2025-05-01 subscribes £5,000 (2025/26)
//   2026-01-10 withdraws £500
//   2026-03-01 lends £3,000 from the ISA to a project (an investment with source ISA)
//   2026-04-05 22:00Z the project repays £1,000 of that principal to the ISA (a SUCCEEDED payment)
//   2026-04-05 22:59Z a transfer in of £10,000 is recorded, £2,000 of it this year's subscriptions (2025/26)
//   2026-04-05 23:00Z subscribes £700 (2026/27)
// 2025/26: subscriptions 5,000; withdrawals 500, all of them against this year's; transfers in 2,000 this year's
//   and 8,000 earlier; cash at the end 5,000 − 500 − 3,000 + 1,000 + 10,000 = 12,500; still lent 3,000 − 1,000 =
//   2,000; market value 14,500.
// 2026/27: subscriptions 700; cash 13,200; market value 15,200.

describe.each(testEngines)('the annual ISA report on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let now = new Date('2026-04-05T22:59:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => now } });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const db = t.database.db;
    const app = standaloneContext({ db });
    const ivy = await insertTestUser(db, { kyc_status: 'APPROVED', full_name: 'Ivy Isa', email: 'ivy@example.com' });
    const isa = await openIsaForTest(db, ivy.id);
    const clearing = await systemAccountId(db, 'PROVIDER_CLEARING');
    await subscribeForTest(db, ivy.id, 500_000, new Date('2025-05-01T10:00:00.000Z'));
    const withdrawnAt = new Date('2026-01-10T10:00:00.000Z');
    const withdrawal = await postTransaction(app, {
      kind: 'ISA_WITHDRAWAL',
      occurredAt: withdrawnAt,
      entries: [
        { accountId: isa, amountPence: -50_000 },
        { accountId: clearing, amountPence: 50_000 },
      ],
    });
    await db
      .insertInto('isa_movements')
      .values({
        user_id: ivy.id,
        kind: 'WITHDRAWAL',
        tax_year: 2025,
        amount_pence: 50_000,
        counterparty: 'BANK',
        ledger_transaction_id: withdrawal,
        created_at: withdrawnAt,
      })
      .execute();

    const projectId = await insertTestProject(db, { created_by: admin.id });
    const projectWallet = await projectWalletAccountId(db, projectId, 'PROJECT_SHORT_WALLET');
    const lentAt = new Date('2026-03-01T10:00:00.000Z');
    const lent = await postTransaction(app, {
      kind: 'TRANSFER_TO_PROJECT',
      occurredAt: lentAt,
      entries: [
        { accountId: isa, amountPence: -300_000 },
        { accountId: projectWallet, amountPence: 300_000 },
      ],
    });
    const { investmentId } = await insertTestInvestment(db, {
      userId: ivy.id,
      projectId,
      amountPence: 300_000,
      referenceNumber: 'KSI-ISA-1',
      at: lentAt,
    });
    await db
      .updateTable('investments')
      .set({ source: 'ISA', status: 'SUCCEEDED', paid_at: lentAt, ledger_transaction_id: lent })
      .where('id', '=', investmentId)
      .execute();
    const repaidAt = new Date('2026-04-05T22:00:00.000Z');
    const repaid = await postTransaction(app, {
      kind: 'TRANSFER_FROM_PROJECT',
      occurredAt: repaidAt,
      entries: [
        { accountId: projectWallet, amountPence: -100_000 },
        { accountId: isa, amountPence: 100_000 },
      ],
    });
    const payment = await db
      .insertInto('project_payments')
      .values({
        project_id: projectId,
        user_id: ivy.id,
        term: 'SHORT',
        first_invest_at: lentAt,
        principal_pence: 100_000,
        profit_pence: 0,
        total_pence: 100_000,
        calculated_at: repaidAt,
        status: 'SUCCEEDED',
        paid_at: repaidAt,
        ledger_transaction_id: repaid,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_payment_items')
      .values({
        payment_id: payment.id,
        investment_id: investmentId,
        invest_at: lentAt,
        invest_strategy: 'DEBT',
        sum_pence: 100_000,
      })
      .execute();

    // The transfer in, asked for and recorded through the API at 23:59 London time on 5 April.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/isa/transfers',
      headers: bearer(await tokenFor(t.config.jwtSecret, ivy)),
      payload: { direction: 'IN', otherManager: 'Northern Savings plc', otherReference: 'NS-1', years: 'ALL' },
    });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/isa-transfers/${asked.json<{ id: number }>().id}/record`,
      headers: bearer(await tokenFor(t.config.jwtSecret, admin)),
      payload: { amountPence: 1_000_000, currentYearPence: 200_000 },
    });
    expect(recorded.statusCode).toBe(200);
    // A minute later it is 00:00 on 6 April in London: the new tax year.
    now = new Date('2026-04-05T23:00:00.000Z');
    await subscribeForTest(db, ivy.id, 70_000, now);

    // An ISA opened and never used is no one's row.
    await openIsaForTest(db, (await insertTestUser(db, { kyc_status: 'APPROVED' })).id);
    await openIsaAccount(db, (await insertTestUser(db, { kyc_status: 'APPROVED' })).id);
  });
  afterAll(() => t.close());

  const report = async (taxYear: number | string, user: TestUser = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/isa-reports/${taxYear}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });
  const lines = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it("gives 2025/26's figures, the movement at 23:59 on 5 April in it and the one at 00:00 on 6 April not", async () => {
    const response = await report(2025);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="isa-report-2025-26.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(ISA_REPORT_HEADER.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','));
    expect(rows).toEqual(['Ivy Isa,ivy@example.com,5000.00,0.00,500.00,500.00,2000.00,8000.00,0.00,14500.00']);
  });

  it("gives 2026/27's figures with the subscription at 00:00 on 6 April", async () => {
    const rows = lines((await report(2026)).body).slice(1);

    expect(rows).toEqual(['Ivy Isa,ivy@example.com,700.00,0.00,0.00,0.00,0.00,0.00,0.00,15200.00']);
  });

  it('has no rows before any ISA, and is for admins only (code 11)', async () => {
    expect(lines((await report(2024)).body)).toHaveLength(1);
    const investor = await insertTestUser(t.database.db, { kyc_status: 'APPROVED' });
    const refused = await report(2025, investor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 11 });
    expect((await report(1999)).statusCode).toBe(400);
  });
});
