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
 * What each investment of a project is still owed (issue 34 §3): for each term, its SUCCEEDED investments' totals
 * by the payout rules (payoutProfits over the whole term, the rounding a payout would make), skipping those whose
 * payment was made, less what recoveries have already paid each. In investment order within each term.
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
      { cancelled: false },
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
