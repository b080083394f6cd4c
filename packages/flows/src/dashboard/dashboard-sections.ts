import type { InvestorDashboard } from '@keystone/api';
import { PAGE_SIZE } from '../constants.ts';

// The investor dashboard's five paged sections: their headings, page sizes (seed 000 §7, §9) and the address's
// query names for their pages (seed 000 §2, spelt as the seed spells them: `paidsouts`).

export type DashboardSection = 'investments' | 'payouts' | 'investedProjects' | 'followedProjects' | 'walletHistory';

export interface DashboardSectionFacts {
  title: string;
  pageSize: number;
  /** The query parameter holding the section's page (from 1) in `/platform/dashboard?…`. */
  pageParam: string;
}

export const DASHBOARD_SECTIONS: { readonly [section in DashboardSection]: DashboardSectionFacts } = {
  investments: { title: 'Investment history', pageSize: PAGE_SIZE.dashboardTables, pageParam: 'investments' },
  payouts: { title: 'Paid-out history', pageSize: PAGE_SIZE.payoutHistory, pageParam: 'paidsouts' },
  investedProjects: { title: 'Invested projects', pageSize: PAGE_SIZE.dashboardTables, pageParam: 'invested' },
  followedProjects: { title: 'Followed projects', pageSize: PAGE_SIZE.dashboardTables, pageParam: 'followed' },
  walletHistory: { title: 'Wallet history', pageSize: PAGE_SIZE.walletHistory, pageParam: 'history' },
};

export const DASHBOARD_SECTION_ORDER: readonly DashboardSection[] = [
  'investments',
  'payouts',
  'investedProjects',
  'followedProjects',
  'walletHistory',
];

/** How many pages `count` rows fill (at least one, so an empty section still shows page 1 of 1). */
export const dashboardPageCount = (section: DashboardSection, count: number): number =>
  Math.max(1, Math.ceil(count / DASHBOARD_SECTIONS[section].pageSize));

/** The offset of a page (from 1) of a section. */
export const dashboardPageOffset = (section: DashboardSection, page: number): number =>
  (Math.max(1, Math.floor(page)) - 1) * DASHBOARD_SECTIONS[section].pageSize;

/** A deposit or withdrawal on the dashboard's first wallet-history page still waits for the payment provider. */
export function hasPendingWalletMovement(dashboard: InvestorDashboard | undefined): boolean {
  return dashboard?.walletHistory?.transactions.some((row) => row.status === 'PENDING') ?? false;
}
