import { standaloneContext } from '../context/app-context.ts';
import { systemAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import type { Db } from '../db/database.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';

/**
 * One paid investment of its own project: the investor's money moved at `at` (their wallet must hold it). With
 * `isa`, it stands for one paid from the ISA (`source = 'ISA'`), as the "invest" slice will record them.
 */
export async function insertPaidInvestment(
  db: Db,
  {
    userId,
    amountPence,
    at,
    isa = false,
    title,
  }: { userId: number; amountPence: number; at: string; isa?: boolean; title?: string },
): Promise<{ projectId: number; investmentId: number }> {
  const projectId = await insertTestProject(db, {
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    short_start_date: '2025-01-01',
    short_end_date: '2027-01-01',
    short_debt_expected_rate: 8,
    ...(title === undefined ? {} : { title }),
  });
  await investFromWallet(db, { userId, projectId, term: 'SHORT', strategy: 'DEBT', amountPence, at: new Date(at) });
  const { id } = await db
    .selectFrom('investments')
    .select('id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (isa) await db.updateTable('investments').set({ source: 'ISA' }).where('id', '=', id).execute();
  return { projectId, investmentId: id };
}

/**
 * A payout of the investment's term, SUCCEEDED at `paidAt` with `profitPence` of interest: the row the payments
 * make, written directly (its ledger movement is not what a statement reads).
 */
export async function insertPaidInterest(
  db: Db,
  {
    projectId,
    investmentId,
    userId,
    principalPence,
    profitPence,
    paidAt,
    status = 'SUCCEEDED',
  }: {
    projectId: number;
    investmentId: number;
    userId: number;
    principalPence: number;
    profitPence: number;
    paidAt: string;
    status?: 'SUCCEEDED' | 'FAILED';
  },
): Promise<void> {
  // The money paid, from the platform's account: what a statement reads is the payout row, not where it came from.
  const movement =
    status === 'SUCCEEDED'
      ? await postTransaction(standaloneContext({ db }), {
          occurredAt: new Date(paidAt),
          kind: 'ADJUSTMENT',
          description: 'Test payout',
          entries: [
            { accountId: await userWalletAccountId(db, userId), amountPence: principalPence + profitPence },
            { accountId: await systemAccountId(db, 'PLATFORM'), amountPence: -(principalPence + profitPence) },
          ],
        })
      : undefined;
  const payment = await db
    .insertInto('project_payments')
    .values({
      project_id: projectId,
      user_id: userId,
      term: 'SHORT',
      first_invest_at: paidAt,
      principal_pence: principalPence,
      profit_pence: profitPence,
      total_pence: principalPence + profitPence,
      calculated_at: paidAt,
      status,
      paid_at: status === 'SUCCEEDED' ? paidAt : null,
      ledger_transaction_id: movement ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('project_payment_items')
    .values({
      payment_id: payment.id,
      investment_id: investmentId,
      invest_strategy: 'DEBT',
      invest_at: paidAt,
      sum_pence: principalPence,
      profit_pence: profitPence,
      total_pence: principalPence + profitPence,
    })
    .execute();
}

/** A loss written off, as the write-off records it (project-repayment's `insertLosses`). */
export async function insertLoss(
  db: Db,
  {
    projectId,
    investmentId,
    userId,
    lossPence,
    at,
  }: {
    projectId: number;
    investmentId: number;
    userId: number;
    lossPence: number;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('investment_losses')
    .values({
      investment_id: investmentId,
      project_id: projectId,
      user_id: userId,
      loss_pence: lossPence,
      recorded_at: at,
    })
    .execute();
}
