import { assertMayStartPledge } from '../consumer-journey/service.ts';
import type { AppContext } from '../context/app-context.ts';
import { assertDeclarationAllowsPledge } from '../declarations/service.ts';
import { AppError } from '../errors/app-error.ts';
import { findInvestorKyc, lockInvestorKyc } from './queries.ts';

// The one gate for every way of investing (a pledge, a resale purchase): the checks the FCA's rules and our own ask
// of an investor before money goes into a loan, in one place, so a new way of investing cannot forget one.

/**
 * What the gate refuses with, in the order it checks: KYC not approved (15), the cooling-off running (43), the
 * consumer journey not finished (46), no current declaration (47), the everyday investor's 10% passed (45).
 */
export const INVESTING_GATE_CODES = [15, 43, 46, 47, 45] as const;

export interface InvestingCheck {
  userId: number;
  /** What this investment puts in: a pledge's amount, a purchase's price. */
  amountPence: number;
  now: Date;
}

async function assertGateAfterKyc(app: AppContext, check: InvestingCheck): Promise<void> {
  await assertMayStartPledge(app, check.userId, check.now);
  await assertDeclarationAllowsPledge(app, check);
}

/** The gate at the start of a way of investing, outside any transaction. */
export async function assertMayInvest(app: AppContext, check: InvestingCheck): Promise<void> {
  const investor = await findInvestorKyc(app.db, check.userId);
  if (investor?.kyc_status !== 'APPROVED') throw new AppError(15);
  await assertGateAfterKyc(app, check);
}

/**
 * The gate again inside the transaction that invests (`app` is `inTransaction(app, trx)`), with the investor's row
 * held until it ends: their investments elsewhere lock other rows, so without it two at once could each pass the
 * everyday investor's limit alone. Take it after the row the investment is for (the pledge's project, the listing)
 * and before any wallet, as every movement does.
 */
export async function assertMayInvestInTransaction(app: AppContext, check: InvestingCheck): Promise<void> {
  if (!app.db.isTransaction) throw new Error('assertMayInvestInTransaction needs a transaction');
  const investor = await lockInvestorKyc(app.db, check.userId);
  if (investor?.kyc_status !== 'APPROVED') throw new AppError(15);
  await assertGateAfterKyc(app, check);
}
