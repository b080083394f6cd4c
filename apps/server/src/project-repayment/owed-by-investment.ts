import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { investDays, payoutProfits, type TermWindow } from '@keystone/flows/payouts';

export interface TermInvestment {
  id: number;
  user_id: number;
  invest_strategy: InvestStrategy;
  amount_pence: number;
  paid_at: Date | null;
  created_at: Date;
}

export interface TermOwed {
  term: InvestmentTerm;
  window: TermWindow;
  /** A cancelled project's payout returns the principal only (payoutProfits' `cancelled`). */
  cancelled: boolean;
  yearRateOf: (strategy: InvestStrategy) => number;
  investments: readonly TermInvestment[];
}

export interface OwedInvestment {
  investmentId: number;
  userId: number;
  /** What the investment is still owed: its principal and its term's profit by the payout rules, less recoveries. */
  owedPence: number;
}

/**
 * What each investment of a project is still owed (issue 34 §3): "money recovered is paid out to investors through
 * the ledger by the same rules as other payouts", so an investment is owed exactly what its term's payout would pay
 * it, less what recoveries have paid it, and nothing once its payout was made. The payouts' rule is flows'
 * `payoutProfits` (packages/flows/src/payouts/payout-profit.ts, the 'Project payments screen' of seed 001: per item
 * investDays, rate, yearRate, profit, total), the one the repayment schedule shows each investor (issue 34 §1):
 *
 * - principal plus simple interest at the strategy's expected yearly rate for the investment's term;
 * - over whole days from the later of when its money was paid in and its term's start to its term's end, each date
 *   the actual one where set, else the planned one (`termWindowOf`; seed 001: "Actual dates replace planned dates");
 * - rounded over the whole term, so the items add up to the term's total;
 * - a cancelled project's payout returns the principal only; a term with no dates has no payout (and no schedule).
 *
 * So a LONG investment earns nothing during the short term, while its money waits in the long-term wallet, and is
 * owed the long term's interest to the term's planned end unless an actual end has been recorded: what the payout
 * would pay and the schedule promised. A default does not shorten that; what is not recovered of it is the loss.
 * Computed over every succeeded investment of the term in the payouts' order, as the payouts round them; in
 * investment order within each term.
 */
export function owedByInvestment(
  terms: readonly TermOwed[],
  paid: ReadonlySet<number>,
  recovered: ReadonlyMap<number, number>,
): OwedInvestment[] {
  const owed: OwedInvestment[] = [];
  for (const term of terms) {
    const totals = payoutProfits(
      term.investments.map((investment) => ({
        sumPence: investment.amount_pence,
        yearRatePercent: term.yearRateOf(investment.invest_strategy),
        investDays: investDays(investment.paid_at ?? investment.created_at, term.window),
      })),
      { cancelled: term.cancelled },
    );
    term.investments.forEach((investment, index) => {
      if (paid.has(investment.id)) return;
      const total = totals[index]?.totalPence ?? investment.amount_pence;
      owed.push({
        investmentId: investment.id,
        userId: investment.user_id,
        owedPence: Math.max(0, total - (recovered.get(investment.id) ?? 0)),
      });
    });
  }
  return owed;
}
