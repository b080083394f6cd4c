import { standaloneContext } from '../../context/app-context.ts';
import { termProfitPence, termRatePercent } from '@keystone/demo/fixtures';
import type { Db } from '../../db/database.ts';
import { projectWalletAccountId, systemAccountId, userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { releaseToDeveloper as releaseProjectFunds } from '../../project-wallets/service.ts';

// A project's money after its term, written as rows and ledger movements with the fixtures' simple interest (the
// demo seed pays through the payout services instead).

/** The raised money leaves the short-term project wallet for the developer at `at`. */
export async function releaseToDeveloper(db: Db, projectId: number, at: Date): Promise<void> {
  await releaseProjectFunds(standaloneContext({ db, clock: { now: () => at } }), projectId);
}

/**
 * The developer repays the short term with profit and every investor is paid: one payment row per investor with an
 * item per investment, each paid through the ledger.
 */
export async function repayAndPayOut(
  db: Db,
  project: { id: number; days: number; yearRatePercent: number; paidAt: Date },
): Promise<void> {
  const investments = await db
    .selectFrom('investments')
    .select(['id', 'user_id', 'invest_strategy', 'amount_pence', 'created_at'])
    .where('project_id', '=', project.id)
    .where('term', '=', 'SHORT')
    .where('status', '=', 'SUCCEEDED')
    .orderBy('id')
    .execute();
  const { days } = project;
  const ratePercent = termRatePercent(project.yearRatePercent, days);
  const items = investments.map((investment) => {
    const profitPence = termProfitPence(investment.amount_pence, project.yearRatePercent, days);
    return { ...investment, profitPence, totalPence: investment.amount_pence + profitPence };
  });

  const wallet = await projectWalletAccountId(db, project.id, 'PROJECT_SHORT_WALLET');
  const repaymentPence = items.reduce((sum, item) => sum + item.totalPence, 0);
  await postTransaction(standaloneContext({ db }), {
    kind: 'PAY_IN',
    description: 'Developer repayment with profit',
    occurredAt: project.paidAt,
    entries: [
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -repaymentPence },
      { accountId: wallet, amountPence: repaymentPence },
    ],
  });

  const byInvestor = new Map<number, typeof items>();
  for (const item of items) byInvestor.set(item.user_id, [...(byInvestor.get(item.user_id) ?? []), item]);
  for (const [userId, investorItems] of byInvestor) {
    const principalPence = investorItems.reduce((sum, item) => sum + item.amount_pence, 0);
    const profitPence = investorItems.reduce((sum, item) => sum + item.profitPence, 0);
    const totalPence = principalPence + profitPence;
    const transactionId = await postTransaction(standaloneContext({ db }), {
      kind: 'TRANSFER_FROM_PROJECT',
      description: `Short-term payout, project ${project.id}`,
      occurredAt: project.paidAt,
      entries: [
        { accountId: wallet, amountPence: -totalPence },
        { accountId: await userWalletAccountId(db, userId), amountPence: totalPence },
      ],
    });
    const { id: paymentId } = await db
      .insertInto('project_payments')
      .values({
        project_id: project.id,
        user_id: userId,
        term: 'SHORT',
        first_invest_at: investorItems[0]?.created_at ?? project.paidAt,
        principal_pence: principalPence,
        days,
        rate: ratePercent,
        year_rate: project.yearRatePercent,
        profit_pence: profitPence,
        total_pence: totalPence,
        status: 'SUCCEEDED',
        ledger_transaction_id: transactionId,
        calculated_at: project.paidAt,
        paid_at: project.paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_payment_items')
      .values(
        investorItems.map((item) => ({
          payment_id: paymentId,
          investment_id: item.id,
          invest_strategy: item.invest_strategy,
          invest_at: item.created_at,
          sum_pence: item.amount_pence,
          invest_days: days,
          rate: ratePercent,
          year_rate: project.yearRatePercent,
          profit_pence: item.profitPence,
          total_pence: item.totalPence,
        })),
      )
      .execute();
  }
  await db.updateTable('agreements').set({ status: 'COMPLETED' }).where('project_id', '=', project.id).execute();
}
