import { demoAdminDashboard, demoInvestorDashboard, demoProjectList, projectSummary } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

const { investments, payouts, investedProjects, followedProjects, walletHistory, ...totals } = demoInvestorDashboard;

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

export const dashboardHandlers = {
  getInvestorDashboard: http.get('/dashboard/investor', ({ request, query, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const related = String(query.get('loadFirstPageRelated')) === 'true';
    return response(200).json(related ? demoInvestorDashboard : totals);
  }),

  listDashboardInvestments: http.get('/dashboard/investor/investments', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(investments?.investments ?? [], request, { defaultLimit: 8 });
    return response(200).json({ investments: page, count });
  }),

  listDashboardPayouts: http.get('/dashboard/investor/paid-out', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(payouts?.payouts ?? [], request, { defaultLimit: 15 });
    return response(200).json({ payouts: page, count });
  }),

  listDashboardFollowedProjects: http.get('/dashboard/investor/projects-follow', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(followedProjects?.projects ?? [], request, { defaultLimit: 8 });
    return response(200).json({ projects: page, count });
  }),

  listDashboardInvestedProjects: http.get('/dashboard/investor/projects-invested', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(investedProjects?.projects ?? [], request, { defaultLimit: 8 });
    return response(200).json({ projects: page, count });
  }),

  listDashboardWalletHistory: http.get('/dashboard/investor/wallet-history', ({ request, response }) => {
    const refused = requireInvestor(request);
    if (refused) return refused;
    const { page, count } = listPage(walletHistory?.transactions ?? [], request, { defaultLimit: 15 });
    return response(200).json({ transactions: page, count });
  }),

  getAdminDashboard: http.get('/dashboard/admin', ({ request, response }) => {
    return requireAdmin(request) ?? response(200).json(demoAdminDashboard);
  }),

  listAdminLastProjects: http.get('/dashboard/admin/last-projects', ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const newestFirst = [...demoProjectList].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { page, count } = listPage(newestFirst.map(projectSummary), request, { defaultLimit: 8 });
    return response(200).json({ projects: page, count });
  }),
};
