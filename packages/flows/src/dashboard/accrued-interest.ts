// Total interest accrued, as the investor dashboard shows it (the formula is also in openapi.yaml,
// InvestorDashboard.totalInterestAccruedPence):
//
//   Σ over live investments  principal × yearly rate % / 100 × days held / 365, rounded half down to the penny
//   + Σ interest already paid out (the profit of each payout, as the payout recorded it)
//
// A live investment is one whose money reached the project and has not been paid back yet. Days held are whole
// days (24 h) from when the money reached the project, or from the filter's start if later, to now; the yearly
// rate is the project's expected rate for the investment's term and strategy. Simple interest in exact integers,
// each investment rounded to the penny half down, the rule of a term's payout total (payouts/simple-interest.ts):
// over the same days, a lone investment accrues exactly what its payout pays.

import { roundHalfDownPence, simpleInterestNumerator } from '../payouts/simple-interest.ts';

const dayMs = 86_400_000;

export interface LiveInvestment {
  principalPence: number;
  /** Percent a year, to two decimals: 9 for 9%, 7.35 for 7.35%. */
  yearRatePercent: number;
  /** When the money reached the project. */
  heldSince: Date;
}

/** Whole days from `from` to `to`, never negative. */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / dayMs));
}

/** The interest one live investment has earned from `since` (or from when it was paid, if later) to `today`. */
export function investmentInterestPence(investment: LiveInvestment, today: Date, since: Date | null = null): number {
  const start = since !== null && since > investment.heldSince ? since : investment.heldSince;
  const days = wholeDaysBetween(start, today);
  return Number(
    roundHalfDownPence(simpleInterestNumerator(investment.principalPence, investment.yearRatePercent, days)),
  );
}

export function totalInterestAccruedPence(input: {
  live: readonly LiveInvestment[];
  /** Interest (profit, not principal) of the payouts made in the period. */
  paidOutInterestPence: readonly number[];
  today: Date;
  /** The filter's start, or null for all time. */
  since: Date | null;
}): number {
  const accruing = input.live.reduce(
    (sum, investment) => sum + investmentInterestPence(investment, input.today, input.since),
    0,
  );
  return accruing + input.paidOutInterestPence.reduce((sum, profit) => sum + profit, 0);
}
