import {
  DEMO_TODAY,
  demoAdminDashboard,
  demoProjectList,
  firstPages,
  investorDashboardOf,
  projectSummary,
} from '../fixtures/index.ts';
import { projectStatuses } from '@keystone/api';
import type { AdminDashboard, DashboardFilter } from '@keystone/api';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

const dayMs = 86_400_000;
// The mocks' approximation of the filter's periods (flows' dashboardPeriodStart is the rule; the api package cannot
// import flows): whole days back from DEMO_TODAY.
const periodDays: { readonly [filter in DashboardFilter]: number | null } = {
  MONTH: 30,
  HALF_YEAR: 183,
  YEAR: 365,
  ALL_TIME: null,
};

/** The approved demo investor's whole dashboard for the request's `filter`. */
function dashboardFor(request: Request) {
  const asked = new URL(request.url).searchParams.get('filter') as DashboardFilter | null;
  const days = periodDays[asked ?? 'ALL_TIME'] ?? null;
  return investorDashboardOf('approvedInvestor', days === null ? null : new Date(DEMO_TODAY.getTime() - days * dayMs));
}

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

const filterOf = (request: Request) =>
  (new URL(request.url).searchParams.get('filter') as DashboardFilter | null) ?? 'ALL_TIME';

/** The demo projects created in the request's period. */
function projectsCreatedIn(request: Request) {
  const days = periodDays[filterOf(request)];
  if (days === null) return demoProjectList;
  const since = DEMO_TODAY.getTime() - days * dayMs;
  return demoProjectList.filter((project) => Date.parse(project.createdAt) >= since);
}

// The demo data has no registrations or payouts spread over time: a shorter period shows a fixed share of the
// all-time figures, so each filter answers its own numbers.
const periodShare: { readonly [filter in DashboardFilter]: number } = {
  MONTH: 0.1,
  HALF_YEAR: 0.4,
  YEAR: 0.7,
  ALL_TIME: 1,
};

/** The admin dashboard for the request's `filter`: every status once, as the contract says. */
function adminDashboardFor(request: Request): AdminDashboard {
  const share = periodShare[filterOf(request)];
  const projects = projectsCreatedIn(request);
  const { registeredUsers, interestPaidOut, pledgedInvestment } = demoAdminDashboard;
  return {
    projectsStatistic: projectStatuses.map((status) => ({
      status,
      count: projects.filter((project) => project.status === status).length,
    })),
    registeredUsers: { ...registeredUsers, periodValue: Math.round(registeredUsers.periodValue * share) },
    interestPaidOut: { ...interestPaidOut, periodValuePence: Math.round(interestPaidOut.periodValuePence * share) },
    pledgedInvestment: {
      ...pledgedInvestment,
      periodValuePence: Math.round(pledgedInvestment.periodValuePence * share),
    },
  };
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
    const { page, count } = listPage(dashboardFor(request).investments.investments, request, { defaultLimit: 8 });
    return response(200).json({ investments: page, count });
  }),

  listDashboardPayouts: http.get('/dashboard/investor/paid-out', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).payouts.payouts, request, { defaultLimit: 15 });
    return response(200).json({ payouts: page, count });
  }),

  listDashboardFollowedProjects: http.get('/dashboard/investor/projects-follow', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).followedProjects.projects, request, { defaultLimit: 8 });
    return response(200).json({ projects: page, count });
  }),

  listDashboardInvestedProjects: http.get('/dashboard/investor/projects-invested', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).investedProjects.projects, request, { defaultLimit: 8 });
    return response(200).json({ projects: page, count });
  }),

  listDashboardWalletHistory: http.get('/dashboard/investor/wallet-history', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(dashboardFor(request).walletHistory.transactions, request, { defaultLimit: 15 });
    return response(200).json({ transactions: page, count });
  }),

  getAdminDashboard: http.get('/dashboard/admin', ({ request, response }) => {
    return requireAdmin(request) ?? response(200).json(adminDashboardFor(request));
  }),

  listAdminLastProjects: http.get('/dashboard/admin/last-projects', ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const newestFirst = [...projectsCreatedIn(request)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { page, count } = listPage(newestFirst.map(projectSummary), request, { defaultLimit: 8 });
    return response(200).json({ projects: page, count });
  }),
};
