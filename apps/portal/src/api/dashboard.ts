import type { DashboardFilter } from '@keystone/api';
import { WALLET_PENDING_REFRESH_MS } from '@keystone/flows';
import { hasPendingWalletMovement } from '@keystone/flows/dashboard';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from './use-api.ts';

export { invalidateDashboards } from './dashboard-keys.ts';

/** The investor's figures for a period, with every section's first page, watched while a deposit settles. */
export function useInvestorDashboard(filter: DashboardFilter) {
  return useApi().useQuery(
    'get',
    '/dashboard/investor',
    { params: { query: { filter, loadFirstPageRelated: true } } },
    {
      placeholderData: keepPreviousData,
      // A deposit settles at the payment provider a while after it is asked for: watch until it does.
      refetchInterval: (query) => (hasPendingWalletMovement(query.state.data) ? WALLET_PENDING_REFRESH_MS : false),
    },
  );
}

/** One page of an investor dashboard section; page 1 came with the dashboard, so only later pages are asked for. */
interface SectionPage {
  filter: DashboardFilter;
  limit: number;
  offset: number;
}
const laterPage = (page: number) => ({ enabled: page > 1, placeholderData: keepPreviousData });

export function useDashboardInvestments(query: SectionPage, page: number) {
  return useApi().useQuery('get', '/dashboard/investor/investments', { params: { query } }, laterPage(page));
}

export function useDashboardPayouts(query: SectionPage, page: number) {
  return useApi().useQuery('get', '/dashboard/investor/paid-out', { params: { query } }, laterPage(page));
}

export function useDashboardInvestedProjects(query: SectionPage, page: number) {
  return useApi().useQuery('get', '/dashboard/investor/projects-invested', { params: { query } }, laterPage(page));
}

export function useDashboardFollowedProjects(query: SectionPage, page: number) {
  return useApi().useQuery('get', '/dashboard/investor/projects-follow', { params: { query } }, laterPage(page));
}

export function useDashboardWalletHistory(query: SectionPage, page: number) {
  return useApi().useQuery('get', '/dashboard/investor/wallet-history', { params: { query } }, laterPage(page));
}

/** The admin's figures and chart for a period. */
export function useAdminDashboard(filter: DashboardFilter) {
  return useApi().useQuery(
    'get',
    '/dashboard/admin',
    { params: { query: { filter } } },
    { placeholderData: keepPreviousData },
  );
}

/** The projects created in the period, newest first, a page at a time. */
export function useLastProjects(query: SectionPage) {
  return useApi().useQuery(
    'get',
    '/dashboard/admin/last-projects',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** How many investors reached each step of the consumer journey over the last 30 days (issue 24 §7). */
export function useConsumerJourneyFunnel() {
  return useApi().useQuery('get', '/dashboard/admin/consumer-journey-funnel');
}
