// Total interest accrued, as the investor dashboard shows it (the formula is also in openapi.yaml,
// InvestorDashboard.totalInterestAccruedPence):
//
//   Σ over live investments  round(principal × yearly rate % / 100 × days held / 365)
//   + Σ interest already paid out (the profit of each payout, as the payout recorded it)
//
// A live investment is one whose money reached the project and has not been paid back yet. Days held are whole
// days (24 h) from when the money reached the project, or from the filter's start if later, to now; the yearly
// rate is the project's expected rate for the investment's term and strategy. Simple interest, each investment
// rounded to the penny, as the payouts themselves are calculated.

const dayMs = 86_400_000;

export interface LiveInvestment {
  principalPence: number;
  /** Percent a year: 9 for 9%. */
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
  return Math.round((investment.principalPence * investment.yearRatePercent * days) / (100 * 365));
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
