import type { ResaleListingCreate, ResalePurchaseStart } from '@keystone/api';
import { addCalendarDays } from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { signaturePng } from '../pledges/pledge.test-support.ts';
import type { SmsMessage } from '../providers/sms/sms-sender.ts';
import { fundIsaForTest } from '../testing/builders/isa.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertInvestor, tokenFor, type TestUser } from '../testing/builders/users.ts';
import type { TestApp } from '../testing/test-app.ts';
import { ledgerInvariants } from '../wallet/wallet.test-support.ts';

const DAY_MS = 86_400_000;

/**
 * A running loan (short term started 60 days ago, ending in 200; 8.5% a year, DEBT; minimum pledge £1,000) and a
 * seller who invested `amountPence` in it `heldDays` ago (paid from the e-wallet, or the ISA).
 */
export async function runningInvestment(
  db: Db,
  now: Date,
  {
    amountPence = 500_000,
    heldDays = 40,
    projectId,
    fromIsa = false,
  }: { amountPence?: number; heldDays?: number; projectId?: number; fromIsa?: boolean } = {},
) {
  const today = calendarDateIn(now);
  const project =
    projectId ??
    (await insertTestProject(db, {
      short_start_date: addCalendarDays(today, -60),
      short_end_date: addCalendarDays(today, 200),
      short_funding_minimum_pence: 100_000,
    }));
  const seller = await insertInvestor(db, { walletPence: amountPence, at: now });
  if (fromIsa) await fundIsaForTest(db, seller.id, amountPence, now);
  await investFromWallet(db, {
    ...(fromIsa ? { source: 'ISA' as const } : {}),
    userId: seller.id,
    projectId: project,
    term: 'SHORT',
    strategy: 'DEBT',
    amountPence,
    at: new Date(now.getTime() - heldDays * DAY_MS),
  });
  await db
    .updateTable('projects')
    .set({ status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' })
    .where('id', '=', project)
    .execute();
  const investment = await db
    .selectFrom('investments')
    .select(['id', 'paid_at'])
    .where('user_id', '=', seller.id)
    .where('project_id', '=', project)
    .executeTakeFirstOrThrow();
  return { seller, projectId: project, investmentId: investment.id, paidAt: investment.paid_at! };
}

/** The resale calls as the portal makes them. */
export function resaleCalls(t: () => TestApp, sms: { sent: SmsMessage[] }) {
  const auth = async (user: TestUser) => bearer(await tokenFor(t().config.jwtSecret, user));
  const inject = async (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => t().app.inject({ method, url: `/api${url}`, headers: await auth(user), ...(payload ? { payload } : {}) });
  return {
    quote: (user: TestUser, investmentId: number, amountPence?: number) =>
      inject(
        user,
        'GET',
        `/investments/${investmentId}/resale-quote${amountPence === undefined ? '' : `?amountPence=${amountPence}`}`,
      ),
    list: (user: TestUser, query = '') => inject(user, 'GET', `/resale/listings${query}`),
    create: (user: TestUser, body: ResaleListingCreate) => inject(user, 'POST', '/resale/listings', { ...body }),
    get: (user: TestUser, listingId: number) => inject(user, 'GET', `/resale/listings/${listingId}`),
    cancel: (user: TestUser, listingId: number) => inject(user, 'POST', `/resale/listings/${listingId}/cancel`),
    settings: (user: TestUser) => inject(user, 'GET', '/resale-settings'),
    updateSettings: (user: TestUser, feeBasisPoints: number) =>
      inject(user, 'PUT', '/resale-settings', { feeBasisPoints }),
    start: (user: TestUser, body: ResalePurchaseStart) => inject(user, 'POST', '/resale/purchases', { ...body }),
    sendSms: (user: TestUser, purchaseId: number) => inject(user, 'PUT', `/resale/purchases/${purchaseId}/send-sms`),
    finish: (user: TestUser, purchaseId: number, smsCode: string) =>
      inject(user, 'PUT', `/resale/purchases/${purchaseId}`, { smsCode, signatureBase64: signaturePng }),
    /** The last code sent to the user's phone. */
    codeSentTo: async (user: TestUser) => {
      const { phone_number } = await t()
        .database.db.selectFrom('users')
        .select('phone_number')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const message = sms.sent.filter((entry) => entry.to === phone_number).at(-1);
      const code = message?.body.match(/\b(\d{6})\b/)?.[1];
      if (code === undefined) throw new Error(`no code sent to user ${user.id}`);
      return code;
    },
  };
}

/**
 * The ledger's invariants and the market's: each listing's remaining equals what was listed less the capital its
 * settled purchases bought; each settled purchase has its one RESALE_SETTLEMENT, its buyer's investment of its
 * capital and both copies of its assignment; each project's term wallet still holds what its investments hold.
 */
export async function resaleInvariants(db: Db) {
  const ledger = await ledgerInvariants(db);
  const { rows: listingsWrong } = await sql<{ id: number }>`
    SELECT l.id FROM resale_listings l LEFT JOIN resale_purchases p ON p.listing_id = l.id AND p.status = 'COMPLETED'
    GROUP BY l.id HAVING l.listed_pence - coalesce(sum(p.capital_pence), 0) <> l.remaining_pence`.execute(db);
  const { rows: purchasesWrong } = await sql<{ id: number }>`
    SELECT p.id FROM resale_purchases p
    LEFT JOIN ledger_transactions t ON t.id = p.ledger_transaction_id AND t.kind = 'RESALE_SETTLEMENT'
    LEFT JOIN investments i ON i.id = p.buyer_investment_id AND i.amount_pence = p.capital_pence
      AND i.invested_pence = p.price_pence AND i.resale_purchase_id = p.id
    WHERE p.status = 'COMPLETED' AND (t.id IS NULL OR i.id IS NULL
      OR (SELECT count(*) FROM agreements a WHERE a.resale_purchase_id = p.id) <> 2)`.execute(db);
  const { rows: orphans } = await sql<{ id: number }>`
    SELECT i.id FROM investments i LEFT JOIN resale_purchases p ON p.id = i.resale_purchase_id
    WHERE i.resale_purchase_id IS NOT NULL AND (p.status IS DISTINCT FROM 'COMPLETED')`.execute(db);
  const { rows: projectWalletsWrong } = await sql<{ id: number }>`
    SELECT a.id FROM ledger_accounts a
    WHERE a.kind IN ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET')
      AND a.balance_pence <> (SELECT coalesce(sum(i.amount_pence), 0) FROM investments i
        WHERE i.project_id = a.project_id AND i.status = 'SUCCEEDED'
          AND i.term = CASE a.kind WHEN 'PROJECT_SHORT_WALLET' THEN 'SHORT' ELSE 'LONG' END)`.execute(db);
  return {
    ...ledger,
    listingsWrong: listingsWrong.map((row) => row.id),
    purchasesWrong: purchasesWrong.map((row) => row.id),
    investmentsWithoutPurchase: orphans.map((row) => row.id),
    projectWalletsWrong: projectWalletsWrong.map((row) => row.id),
  };
}

export const resaleSound = {
  mismatchedAccounts: [],
  negativeWallets: [],
  totalPence: 0,
  operationsWithWrongMovements: [],
  keysPostedTwice: [],
  operationsOfTwoKeys: [],
  listingsWrong: [],
  purchasesWrong: [],
  investmentsWithoutPurchase: [],
  projectWalletsWrong: [],
};
