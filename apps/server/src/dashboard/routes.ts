import type { DashboardFilter } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { DEFAULT_DASHBOARD_FILTER, DASHBOARD_SECTIONS } from '@keystone/flows/dashboard';
import {
  getInvestorDashboard,
  listFollowedProjects,
  listInvestedProjects,
  listInvestments,
  listPayouts,
  listWalletHistory,
} from './service.ts';

/** The investor dashboard (seed 000 §3, §7): the investor's own figures only; any other role is refused (code 11). */
export function dashboardRoutes(app: AppContext): Partial<ServiceHandlers> {
  const { clock } = app;
  const period = (filter: DashboardFilter | undefined) => ({
    filter: filter ?? DEFAULT_DASHBOARD_FILTER,
    today: clock.now(),
  });
  const page = (
    query: { filter?: DashboardFilter; limit?: number; offset?: number },
    section: keyof typeof DASHBOARD_SECTIONS,
  ) => ({
    ...period(query.filter),
    limit: query.limit ?? DASHBOARD_SECTIONS[section].pageSize,
    offset: query.offset ?? 0,
  });
  return {
    getInvestorDashboard: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      const { filter, loadFirstPageRelated = false } = request.query;
      return getInvestorDashboard(app, id, { ...period(filter), loadFirstPageRelated });
    },
    listDashboardInvestments: async (request) =>
      listInvestments(app, requireRole(request, 'INVESTOR').id, page(request.query, 'investments')),
    listDashboardPayouts: async (request) =>
      listPayouts(app, requireRole(request, 'INVESTOR').id, page(request.query, 'payouts')),
    listDashboardInvestedProjects: async (request) =>
      listInvestedProjects(app, requireRole(request, 'INVESTOR').id, page(request.query, 'investedProjects')),
    listDashboardFollowedProjects: async (request) =>
      listFollowedProjects(app, requireRole(request, 'INVESTOR').id, page(request.query, 'followedProjects')),
    listDashboardWalletHistory: async (request) =>
      listWalletHistory(app, requireRole(request, 'INVESTOR').id, page(request.query, 'walletHistory')),
  };
}
