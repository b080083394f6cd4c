import type { AppContext } from '../context/app-context.ts';
import {
  type AdminResaleActivity,
  consumerJourneyFunnelSteps,
  projectStatuses,
  type AdminDashboard,
  type ConsumerJourneyFunnel,
  type ConsumerJourneyFunnelStep,
  type DashboardFilter,
  type ProjectSummaryPage,
} from '@keystone/api';
import { COOLING_OFF_MS } from '@keystone/flows/consumer-journey';
import { adminStatisticWindows, countStatistic, dashboardPeriodStart, moneyStatistic } from '@keystone/flows/dashboard';
import { getLoanBook } from '../loan-book/service.ts';
import {
  countProjectsByStatus,
  countJourneyFunnel,
  countProjectsSince,
  findLastProjects,
  sumInterestPaidOut,
  sumPledgedInvestment,
  sumRegisteredInvestors,
  sumResaleActivity,
} from './queries.ts';

// The admin dashboard (seed 001 §2, §3 'Admin dashboard'), computed on every call from the users, the projects,
// the investments and the payouts: nothing is stored twice. The definitions are under `AdminDashboard` in the contract.

export interface AdminPeriod {
  filter: DashboardFilter;
  now: Date;
}

const projectsSince = ({ filter, now }: AdminPeriod) => dashboardPeriodStart(filter, now) ?? new Date(0);

export async function getAdminDashboard(app: AppContext, period: AdminPeriod): Promise<AdminDashboard> {
  const { db } = app;
  const windows = adminStatisticWindows(period.filter, period.now);
  const byStatus = await countProjectsByStatus(db, windows.periodStart);
  const users = await sumRegisteredInvestors(db, windows);
  const interest = await sumInterestPaidOut(db, windows);
  const pledged = await sumPledgedInvestment(db, windows);
  // The public loan book's stored copy, read by the same function as GET /loan-book: one source for both.
  const loanBook = await getLoanBook(app);
  return {
    projectsStatistic: projectStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    registeredUsers: countStatistic(users),
    interestPaidOut: moneyStatistic(interest),
    pledgedInvestment: moneyStatistic(pledged),
    loanBook,
  };
}

export async function listAdminLastProjects(
  app: AppContext,
  page: AdminPeriod & { limit: number; offset: number },
): Promise<ProjectSummaryPage> {
  const { db } = app;
  const since = projectsSince(page);
  const found = await findLastProjects(db, { since, limit: page.limit, offset: page.offset });
  return { projects: found.rows, count: found.count ?? (await countProjectsSince(db, since)) };
}

/**
 * The consumer journey over the last 30 days by the server's clock (issue 24 §7): how many distinct investors
 * reached each step, in the order a journey goes. A cooling-off counts as ended once its 24 hours ran out in the
 * window, whether or not the investor came back to have its end logged.
 */
export async function getConsumerJourneyFunnel(app: AppContext, now: Date): Promise<ConsumerJourneyFunnel> {
  const { db } = app;
  const from = dashboardPeriodStart('MONTH', now) ?? now;
  const row = await countJourneyFunnel(db, {
    from,
    to: now,
    startedFrom: new Date(from.getTime() - COOLING_OFF_MS),
    startedTo: new Date(now.getTime() - COOLING_OFF_MS),
  });
  const counts: Record<ConsumerJourneyFunnelStep, string | number | null> = {
    WARNING_SHOWN: row.warning_shown,
    WARNING_CONTINUED: row.warning_continued,
    WARNING_LEFT: row.warning_left,
    COOLING_OFF_ENDED: row.cooling_off_ended,
    CONFIRMED: row.confirmed,
    CONFIRM_LEFT: row.confirm_left,
    FIRST_PLEDGE: row.first_pledge,
  };
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    steps: consumerJourneyFunnelSteps.map((step) => ({ step, investors: Number(counts[step] ?? 0) })),
  };
}

/**
 * The resale market on the admin dashboard (issue 37 §3): what is for sale now, and in the filter's period (from
 * `dashboardPeriodStart`, as the last projects' table) the purchases settled, the capital sold, the listings
 * suspended and the fee income from the ledger's revenue account.
 */
export async function getAdminResaleActivity(app: AppContext, period: AdminPeriod): Promise<AdminResaleActivity> {
  return sumResaleActivity(app.db, projectsSince(period));
}
