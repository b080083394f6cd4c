import { projectStatuses, type AdminDashboard, type DashboardFilter, type ProjectSummaryPage } from '@keystone/api';
import { adminStatisticWindows, countStatistic, dashboardPeriodStart, moneyStatistic } from '@keystone/flows/dashboard';
import type { Db } from '../db/database.ts';
import {
  countProjectsByStatus,
  countProjectsSince,
  findLastProjects,
  sumInterestPaidOut,
  sumPledgedInvestment,
  sumRegisteredInvestors,
} from './queries.ts';

// The admin dashboard (seed 001 §2, §3 'Admin dashboard'), computed on every call from the users, the projects,
// the investments and the payouts: nothing is stored twice. The definitions are under `AdminDashboard` in the contract.

export interface AdminPeriod {
  filter: DashboardFilter;
  now: Date;
}

const projectsSince = ({ filter, now }: AdminPeriod) => dashboardPeriodStart(filter, now) ?? new Date(0);

export async function getAdminDashboard(db: Db, period: AdminPeriod): Promise<AdminDashboard> {
  const windows = adminStatisticWindows(period.filter, period.now);
  const byStatus = await countProjectsByStatus(db, windows.periodStart);
  const users = await sumRegisteredInvestors(db, windows);
  const interest = await sumInterestPaidOut(db, windows);
  const pledged = await sumPledgedInvestment(db, windows);
  return {
    projectsStatistic: projectStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    registeredUsers: countStatistic(users),
    interestPaidOut: moneyStatistic(interest),
    pledgedInvestment: moneyStatistic(pledged),
  };
}

export async function listAdminLastProjects(
  db: Db,
  page: AdminPeriod & { limit: number; offset: number },
): Promise<ProjectSummaryPage> {
  const since = projectsSince(page);
  const found = await findLastProjects(db, { since, limit: page.limit, offset: page.offset });
  return { projects: found.rows, count: found.count ?? (await countProjectsSince(db, since)) };
}
