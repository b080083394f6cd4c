import type { InvestmentRow } from './queries.ts';

// The one definition of the investor's live money (the dashboard's "my money in the platform"): an investment that
// succeeded, whose money reached the project (paid) and has not been paid back. Auto-invest's money waiting counts
// against the same figure (auto-invest/authority/money-waiting.ts).

export type LiveMoneyRow = Pick<InvestmentRow, 'status' | 'repaid' | 'paidAt' | 'amountPence'>;

/** Whether the investment's money is in a project now. */
export function isLiveInvestment(row: Pick<InvestmentRow, 'status' | 'repaid' | 'paidAt'>): boolean {
  return row.status === 'SUCCEEDED' && !row.repaid && row.paidAt !== null;
}

/** The investor's money in projects now: the sum of their live investments, in pence. */
export function liveMoneyPence(rows: readonly LiveMoneyRow[]): number {
  return rows.filter(isLiveInvestment).reduce((sum, row) => sum + row.amountPence, 0);
}
