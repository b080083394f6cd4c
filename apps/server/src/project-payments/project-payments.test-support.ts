import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Projects } from '../db/schema.generated.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { fundIsaForTest } from '../testing/builders/isa.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import type { TestApp } from '../testing/test-app.ts';
import { bearer, tokenFor, type TestUser, insertInvestor } from '../testing/builders/users.ts';
import type { Insertable } from 'kysely';

/**
 * The hand-worked project: short term 1 January to 1 July 2026, DEBT at 8.5%. Ann invests £2,500 on 10 March (113
 * days: 6,578.767p exact); Ben £1,000 on 20 December 2025 (from the start, 181 days: 4,215.068p) and £10.05 on 30
 * June (1 day: 0.234p). The term's exact profit is 10,794.069p, so 10,794p; rounded down the items make 10,793p, and
 * the penny left goes to the largest cut-off fraction, Ann's .767: Ann 6,579p, Ben 4,215p + 0p.
 */
export const handWorked = {
  annProfitPence: 6_579,
  benProfitPence: 4_215,
  annTotalPence: 256_579,
  benTotalPence: 105_220,
  principalPence: 351_005,
  duePence: 361_799,
};

/**
 * The hand-worked project's investors and investments; `isa` pays some from the investor's ISA (issue 35): Ann's one
 * investment, Ben's £10.05 (so Ben is paid back into both his e-wallet and his ISA).
 */
export async function insertHandWorkedProject(
  db: Db,
  overrides: Partial<Insertable<Projects>> = {},
  isa: { ann?: boolean; bensLast?: boolean } = {},
) {
  const projectId = await insertTestProject(db, {
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    short_start_date: '2026-01-01',
    short_end_date: '2026-07-01',
    short_debt_expected_rate: 8.5,
    ...overrides,
  });
  const ann = await insertInvestor(db, { walletPence: 250_000 });
  const ben = await insertInvestor(db, { walletPence: 101_005 });
  if (isa.ann) await fundIsaForTest(db, ann.id, 250_000);
  if (isa.bensLast) await fundIsaForTest(db, ben.id, 1_005);
  const invest = (userId: number, amountPence: number, at: string, fromIsa = false) =>
    investFromWallet(db, {
      userId,
      projectId,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence,
      at: new Date(at),
      source: fromIsa ? 'ISA' : 'E_WALLET',
    });
  await invest(ann.id, 250_000, '2026-03-10T15:00:00Z', isa.ann);
  await invest(ben.id, 100_000, '2025-12-20T09:00:00Z');
  await invest(ben.id, 1_005, '2026-06-30T23:00:00Z', isa.bensLast);
  return { projectId, ann, ben };
}

/** The admin's payment calls as the portal makes them. */
export function projectPaymentCalls(t: () => TestApp, admin: () => TestUser) {
  const as = async (user: TestUser = admin()) => bearer(await tokenFor(t().config.jwtSecret, user));
  return {
    list: async (projectId: number, query = '', user?: TestUser) =>
      t().app.inject({ method: 'GET', url: `/api/projects/${projectId}/payments${query}`, headers: await as(user) }),
    calculate: async (projectId: number, query = '', user?: TestUser) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/payments/recalculate${query}`,
        headers: await as(user),
      }),
    make: async (projectId: number, query = '', user?: TestUser) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/payments/make${query}`,
        headers: await as(user),
      }),
    makeOne: async (projectId: number, paymentId: number, user?: TestUser) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/payments/${paymentId}/make`,
        headers: await as(user),
      }),
    fund: async (projectId: number, body: { term: 'SHORT' | 'LONG'; amountPence: number }, key?: string) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/wallet/fund`,
        headers: { ...(await as()), ...(key === undefined ? {} : { 'idempotency-key': key }) },
        payload: body,
      }),
    transfer: async (projectId: number, amountPence: number, key?: string) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/wallet/transfer-to-long`,
        headers: { ...(await as()), ...(key === undefined ? {} : { 'idempotency-key': key }) },
        payload: { amountPence },
      }),
  };
}

/** Every paid row has exactly one TRANSFER_FROM_PROJECT of its total into its investor's wallet, and no other. */
export async function projectPaymentInvariants(db: Db) {
  const { rows: wrongPayments } = await sql<{ id: number }>`
    SELECT p.id FROM project_payments p
    LEFT JOIN ledger_transactions t ON t.idempotency_key = 'project-payment:' || p.id
    WHERE (p.status = 'SUCCEEDED') <> (t.id IS NOT NULL) OR (t.id IS NOT NULL AND t.id <> p.ledger_transaction_id)`.execute(
    db,
  );
  const { rows: transfers } = await sql<{ count: string; rows: string }>`
    SELECT (SELECT count(*) FROM ledger_transactions WHERE kind = 'TRANSFER_FROM_PROJECT')::text AS count,
           (SELECT count(*) FROM project_payments WHERE status = 'SUCCEEDED')::text AS rows`.execute(db);
  const { rows: negativeProjectWallets } = await sql<{ id: number }>`
    SELECT id FROM ledger_accounts WHERE kind IN ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET') AND balance_pence < 0`.execute(
    db,
  );
  // Issue 35: a paid row's transaction pays its ISA investments' totals into the ISA, the others' into the e-wallet.
  const { rows: splitWrongly } = await sql<{ id: number }>`
    SELECT p.id FROM project_payments p
    WHERE p.status = 'SUCCEEDED' AND (
      (SELECT coalesce(sum(item.total_pence), 0) FROM project_payment_items item
        JOIN investments i ON i.id = item.investment_id WHERE item.payment_id = p.id AND i.source = 'ISA')
      <> (SELECT coalesce(sum(e.amount_pence), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = p.ledger_transaction_id AND a.kind = 'USER_ISA' AND a.user_id = p.user_id)
      OR (SELECT coalesce(sum(item.total_pence), 0) FROM project_payment_items item
        JOIN investments i ON i.id = item.investment_id WHERE item.payment_id = p.id AND i.source <> 'ISA')
      <> (SELECT coalesce(sum(e.amount_pence), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = p.ledger_transaction_id AND a.kind = 'USER_WALLET' AND a.user_id = p.user_id))`.execute(
    db,
  );
  return {
    rowsWithoutTheirOnePayment: wrongPayments.map((row) => row.id),
    rowsSplitWrongly: splitWrongly.map((row) => row.id),
    transfersPerPaidRow: Number(transfers[0]?.count) - Number(transfers[0]?.rows),
    negativeProjectWallets: negativeProjectWallets.map((row) => row.id),
  };
}

export const projectPaymentsSound = {
  rowsWithoutTheirOnePayment: [],
  rowsSplitWrongly: [],
  transfersPerPaidRow: 0,
  negativeProjectWallets: [],
};
