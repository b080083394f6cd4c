import {
  DEMO_TODAY,
  adminDashboardOf,
  demoLoanBookOf,
  demoProjectList,
  firstPages,
  investorDashboardOf,
  projectSummary,
} from '../fixtures/index.ts';
import type { DashboardFilter } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { DASHBOARD_SECTIONS, dashboardPeriodStart, DEFAULT_DASHBOARD_FILTER } from '@keystone/flows/dashboard';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

const filterOf = (request: Request) =>
  (new URL(request.url).searchParams.get('filter') as DashboardFilter | null) ?? DEFAULT_DASHBOARD_FILTER;

/** When the request's period starts on DEMO_TODAY (flows' rule), or null for all time. */
const periodStartOf = (request: Request) => dashboardPeriodStart(filterOf(request), DEMO_TODAY);

/** The approved demo investor's whole dashboard for the request's `filter`. */
const dashboardFor = (request: Request) => investorDashboardOf('approvedInvestor', periodStartOf(request));

const requireInvestor = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? errorResponse(11) : null;
};
const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

/** The demo projects created in the request's period. */
function projectsCreatedIn(request: Request) {
  const since = periodStartOf(request);
  if (since === null) return demoProjectList;
  return demoProjectList.filter((project) => Date.parse(project.createdAt) >= since.getTime());
}

export const dashboardHandlers = {
  getInvestorDashboard: http.get('/dashboard/investor', ({ request, query, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const related = String(query.get('loadFirstPageRelated')) === 'true';
    const { investments, payouts, investedProjects, followedProjects, walletHistory, ...totals } =
      dashboardFor(request);
    return response(200).json(
      related
        ? firstPages({ ...totals, investments, payouts, investedProjects, followedProjects, walletHistory })
        : totals,
    );
  }),

  listDashboardInvestments: http.get('/dashboard/investor/investments', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).investments.investments, request, {
      defaultLimit: DASHBOARD_SECTIONS.investments.pageSize,
    });
    return response(200).json({ investments: page, count });
  }),

  listDashboardPayouts: http.get('/dashboard/investor/paid-out', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).payouts.payouts, request, {
      defaultLimit: DASHBOARD_SECTIONS.payouts.pageSize,
    });
    return response(200).json({ payouts: page, count });
  }),

  listDashboardFollowedProjects: http.get('/dashboard/investor/projects-follow', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).followedProjects.projects, request, {
      defaultLimit: DASHBOARD_SECTIONS.followedProjects.pageSize,
    });
    return response(200).json({ projects: page, count });
  }),

  listDashboardInvestedProjects: http.get('/dashboard/investor/projects-invested', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).investedProjects.projects, request, {
      defaultLimit: DASHBOARD_SECTIONS.investedProjects.pageSize,
    });
    return response(200).json({ projects: page, count });
  }),

  listDashboardWalletHistory: http.get('/dashboard/investor/wallet-history', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).walletHistory.transactions, request, {
      defaultLimit: DASHBOARD_SECTIONS.walletHistory.pageSize,
    });
    return response(200).json({ transactions: page, count });
  }),

  getAdminDashboard: http.get('/dashboard/admin', ({ request, response }) => {
    return requireAdmin(request) ?? response(200).json(adminDashboardOf(filterOf(request), DEMO_TODAY));
  }),

  getLoanBook: http.get('/loan-book', ({ response }) => response(200).json(demoLoanBookOf(DEMO_TODAY))),

  listAdminLastProjects: http.get('/dashboard/admin/last-projects', ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const newestFirst = [...projectsCreatedIn(request)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { page, count } = listPage(newestFirst.map(projectSummary), request, {
      defaultLimit: PAGE_SIZE.dashboardTables,
    });
    return response(200).json({ projects: page, count });
  }),
};
