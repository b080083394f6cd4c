import type { InvestmentTerm } from '@keystone/api';
import { canCalculatePayouts, investDays, payoutProfits, termRatePercent } from '@keystone/flows/payouts';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { termWindow, yearRateOf } from './payout-project.ts';
import {
  deleteUnpaidRowsExcept,
  lockPayoutProject,
  saveCalculatedRow,
  succeededInvestmentsOfTerm,
  type CalculatedRow,
} from './queries.ts';

/**
 * POST /projects/{id}/payments/recalculate: one row per investor of the term from its SUCCEEDED investments, one
 * item per investment, profits by the flows rule (packages/flows/src/payouts). Paid rows never change; running it
 * again recalculates the others. Under the project's row lock, so it cannot interleave with a payment.
 */
export async function calculateProjectProfit(
  app: Pick<AppContext, 'db' | 'clock'>,
  projectId: number,
  term: InvestmentTerm,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPayoutProject(trx, projectId);
    if (!project) throw new AppError(17);
    if (!canCalculatePayouts(project.status)) throw new AppError(10);
    const window = termWindow(project, term);
    const cancelled = project.status === 'CANCELLED_NOT_PAID_OUT';
    const investments = await succeededInvestmentsOfTerm(trx, projectId, term);
    const items = investments.map((investment) => {
      const investAt = investment.paid_at ?? investment.created_at;
      const days = investDays(investAt, window);
      const yearRate = cancelled ? 0 : yearRateOf(project, term, investment.strategy);
      return { investment, investAt, days, yearRate, rate: termRatePercent(yearRate, days) };
    });
    // One rounding over the whole term, so the pennies cut off each item go to items of this term.
    const profits = payoutProfits(
      items.map((item) => ({
        sumPence: item.investment.amount_pence,
        yearRatePercent: item.yearRate,
        investDays: item.days,
      })),
      { cancelled },
    );
    const rows = new Map<number, CalculatedRow>();
    const calculatedAt = app.clock.now();
    items.forEach((item, index) => {
      const profit = profits[index] ?? { profitPence: 0, totalPence: item.investment.amount_pence };
      const userId = item.investment.user_id;
      const row = rows.get(userId) ?? {
        projectId,
        userId,
        term,
        firstInvestAt: item.investAt,
        principalPence: 0,
        days: item.days,
        rate: item.rate,
        yearRate: item.yearRate,
        profitPence: 0,
        totalPence: 0,
        calculatedAt,
        items: [],
      };
      row.principalPence += item.investment.amount_pence;
      row.profitPence += profit.profitPence;
      row.totalPence += profit.totalPence;
      row.items.push({
        investmentId: item.investment.id,
        strategy: item.investment.strategy,
        investAt: item.investAt,
        sumPence: item.investment.amount_pence,
        investDays: item.days,
        rate: item.rate,
        yearRate: item.yearRate,
        profitPence: profit.profitPence,
        totalPence: profit.totalPence,
      });
      rows.set(userId, row);
    });
    await deleteUnpaidRowsExcept(trx, projectId, term, [...rows.keys()]);
    for (const row of rows.values()) await saveCalculatedRow(trx, row);
  });
}
