import type { AutoInvestSource } from '@keystone/api';
import { liveMoneyPence } from '../../dashboard/live-money.ts';
import { findInvestmentsOf } from '../../dashboard/queries.ts';
import type { Db } from '../../db/database.ts';
import type { AutoInvestAuthoritiesStatus } from '../../db/schema.generated.ts';
import { isaBalancePence, walletBalancePence } from '../../ledger/queries.ts';

// What an investor's standing authority could invest now (getAutoInvest's `moneyWaitingPence`, and the most the
// allocation's planner asks for on their behalf): the cash in the account the rules pay from, no more than what is
// left below the total they keep invested. Live money is the dashboard's own definition (dashboard/live-money.ts).

/** The authority's facts money waiting depends on. */
export interface MoneyWaitingAuthority {
  userId: number;
  status: AutoInvestAuthoritiesStatus;
  source: AutoInvestSource;
  totalInvestedPence: number;
}

/** The rule itself, for a caller that already holds the figures (a planner reading many investors at once). */
export function moneyWaitingOf(figures: { cashPence: number; livePence: number; totalInvestedPence: number }): number {
  const room = figures.totalInvestedPence - figures.livePence;
  return Math.max(0, Math.min(figures.cashPence, room));
}

/** The cash in the account the rules pay from: the e-wallet, or the ISA (0 while no ISA is open). */
export async function cashOfSourcePence(db: Db, userId: number, source: AutoInvestSource): Promise<number> {
  return source === 'ISA' ? ((await isaBalancePence(db, userId)) ?? 0) : walletBalancePence(db, userId);
}

/** Money waiting for this authority now: 0 unless it is ACTIVE. `db` may be a transaction. */
export async function moneyWaitingPence(db: Db, authority: MoneyWaitingAuthority): Promise<number> {
  if (authority.status !== 'ACTIVE') return 0;
  const cashPence = await cashOfSourcePence(db, authority.userId, authority.source);
  const livePence = liveMoneyPence(await findInvestmentsOf(db, authority.userId));
  return moneyWaitingOf({ cashPence, livePence, totalInvestedPence: authority.totalInvestedPence });
}
