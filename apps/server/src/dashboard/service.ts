import type { AppContext } from '../context/app-context.ts';
import type {
  DashboardFilter,
  DashboardInvestmentPage,
  DashboardPayoutPage,
  DashboardProjectPage,
  DashboardRepaymentNews,
  InvestorDashboard,
  WalletTransactionPage,
} from '@keystone/api';
import {
  DASHBOARD_SECTIONS,
  dashboardPeriodStart,
  moneyInPlatformShares,
  totalInterestAccruedPence,
} from '@keystone/flows/dashboard';
import { termWindowOf } from '@keystone/flows/payouts';
import { walletBalancePence } from '../ledger/queries.ts';
import { isLiveInvestment } from './live-money.ts';
import { nextPaymentOf, type LiveInvestment } from '../repayment-schedule/service.ts';
import {
  countFollowed,
  countWalletHistory,
  findFollowedPage,
  findInvestmentsOf,
  findPayoutsOf,
  findWalletHistoryPage,
  type InvestmentRow,
  type PayoutRow,
} from './queries.ts';

// The investor dashboard, computed on every call from the ledger, the investments, the payouts and the follows:
// no figure is stored twice. The formulas are flows' (accrued interest, shares), described in openapi.yaml.

export interface Period {
  filter: DashboardFilter;
  today: Date;
}

export interface PageRequest extends Period {
  limit: number;
  offset: number;
}

const since = ({ filter, today }: Period) => dashboardPeriodStart(filter, today);
const inPeriod = (at: Date, start: Date | null) => start === null || at >= start;
const pageOf = <T>(rows: readonly T[], { limit, offset }: { limit: number; offset: number }) =>
  rows.slice(offset, offset + limit);

function investmentPage(investments: readonly InvestmentRow[], page: PageRequest): DashboardInvestmentPage {
  const start = since(page);
  const rows = investments.filter((investment) => inPeriod(investment.createdAt, start));
  return {
    investments: pageOf(rows, page).map((row) => ({
      id: row.id,
      projectId: row.projectId,
      projectName: row.projectName,
      status: row.status,
      timestamp: row.createdAt.toISOString(),
      amountPence: row.amountPence,
      source: row.source,
      repaymentState: row.repaymentState,
      repaymentStateSince: row.repaymentStateSince?.toISOString() ?? null,
    })),
    count: rows.length,
  };
}

/** Projects with an investment in the period that has not failed, the most recently invested first. */
function investedProjectPage(investments: readonly InvestmentRow[], page: PageRequest): DashboardProjectPage {
  const start = since(page);
  const projects = new Map<number, DashboardProjectPage['projects'][number]>();
  for (const row of investments) {
    if (row.status === 'FAILED' || !inPeriod(row.createdAt, start) || projects.has(row.projectId)) continue;
    projects.set(row.projectId, { projectId: row.projectId, projectName: row.projectName, status: row.projectStatus });
  }
  const rows = [...projects.values()];
  return { projects: pageOf(rows, page), count: rows.length };
}

function payoutPage(payouts: readonly PayoutRow[], page: { limit: number; offset: number }): DashboardPayoutPage {
  return {
    payouts: pageOf(payouts, page).map(({ projectId, projectName, totalPence, isaPence }) => ({
      projectId,
      projectName,
      amountPence: totalPence,
      isaPence,
    })),
    count: payouts.length,
  };
}

/** A page that came back empty has no row to carry the count: from the start there is nothing; past the end, count. */
const countPastTheEnd = (page: { offset: number }, count: () => Promise<number>) =>
  page.offset === 0 ? Promise.resolve(0) : count();

export async function listInvestments(
  app: AppContext,
  userId: number,
  page: PageRequest,
): Promise<DashboardInvestmentPage> {
  const { db } = app;
  return investmentPage(await findInvestmentsOf(db, userId), page);
}

export async function listInvestedProjects(
  app: AppContext,
  userId: number,
  page: PageRequest,
): Promise<DashboardProjectPage> {
  const { db } = app;
  return investedProjectPage(await findInvestmentsOf(db, userId), page);
}

export async function listPayouts(app: AppContext, userId: number, page: PageRequest): Promise<DashboardPayoutPage> {
  const { db } = app;
  return payoutPage(await findPayoutsOf(db, userId, since(page)), page);
}

export async function listFollowedProjects(
  app: AppContext,
  userId: number,
  page: PageRequest,
): Promise<DashboardProjectPage> {
  const { db } = app;
  const start = since(page);
  const found = await findFollowedPage(db, userId, { since: start, limit: page.limit, offset: page.offset });
  return {
    projects: found.rows,
    count: found.count ?? (await countPastTheEnd(page, () => countFollowed(db, userId, start))),
  };
}

export async function listWalletHistory(
  app: AppContext,
  userId: number,
  page: PageRequest,
): Promise<WalletTransactionPage> {
  const { db } = app;
  const start = since(page);
  const found = await findWalletHistoryPage(db, userId, { since: start, limit: page.limit, offset: page.offset });
  return {
    transactions: found.rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() })),
    count: found.count ?? (await countPastTheEnd(page, () => countWalletHistory(db, userId, start))),
  };
}

/** Investments whose money reached the project and is not paid back yet, with the date their term pays. */
function dueInvestments(investments: readonly InvestmentRow[]): LiveInvestment[] {
  return investments.flatMap((row) => {
    const window = termWindowOf(row.termDates);
    const hasTerm = window !== undefined && (row.term === 'SHORT' || row.allowLongTerm);
    if (row.status !== 'SUCCEEDED' || row.repaid || !hasTerm) return [];
    return [
      { id: row.id, projectId: row.projectId, projectName: row.projectName, term: row.term, dueDate: window.endDate },
    ];
  });
}

/** One entry per project of the investor's (not failed) whose loan is not on time, the most recent change first. */
function repaymentNewsOf(investments: readonly InvestmentRow[]): DashboardRepaymentNews[] {
  const byProject = new Map<number, DashboardRepaymentNews>();
  for (const row of investments) {
    if (row.status === 'FAILED' || row.repaymentState === 'ON_TIME' || byProject.has(row.projectId)) continue;
    byProject.set(row.projectId, {
      projectId: row.projectId,
      projectName: row.projectName,
      state: row.repaymentState,
      since: row.repaymentStateSince?.toISOString() ?? null,
    });
  }
  return [...byProject.values()].sort((a, b) => (b.since ?? '').localeCompare(a.since ?? ''));
}

export async function getInvestorDashboard(
  app: AppContext,
  userId: number,
  period: Period & { loadFirstPageRelated: boolean },
): Promise<InvestorDashboard> {
  const { db } = app;
  const start = since(period);
  const investments = await findInvestmentsOf(db, userId);
  const payouts = await findPayoutsOf(db, userId, start);
  const balance = await walletBalancePence(db, userId);

  const live = investments.filter(isLiveInvestment);
  const byProject = new Map<number, { projectId: number; projectName: string; sumPence: number }>();
  // Oldest first, so the chart keeps its order as new projects are added.
  for (const row of [...live].reverse()) {
    const project = byProject.get(row.projectId) ?? {
      projectId: row.projectId,
      projectName: row.projectName,
      sumPence: 0,
    };
    project.sumPence += row.amountPence;
    byProject.set(row.projectId, project);
  }

  const totals: InvestorDashboard = {
    pledgedInvestmentPence: investments
      .filter((row) => row.status !== 'FAILED' && inPeriod(row.createdAt, start))
      .reduce((sum, row) => sum + row.amountPence, 0),
    totalInterestAccruedPence: totalInterestAccruedPence({
      live: live.map((row) => ({
        principalPence: row.amountPence,
        yearRatePercent: row.yearRatePercent,
        heldSince: row.paidAt ?? row.createdAt,
      })),
      paidOutInterestPence: payouts.map((payout) => payout.profitPence),
      today: period.today,
      since: start,
    }),
    walletBalancePence: balance,
    myMoneyInPlatform: moneyInPlatformShares([...byProject.values()]),
  };
  const nextPayment = await nextPaymentOf(app, dueInvestments(investments));
  if (nextPayment) totals.nextPayment = nextPayment;
  const news = repaymentNewsOf(investments);
  if (news.length > 0) totals.repaymentNews = news;
  if (!period.loadFirstPageRelated) return totals;

  const first = (section: keyof typeof DASHBOARD_SECTIONS): PageRequest => ({
    ...period,
    limit: DASHBOARD_SECTIONS[section].pageSize,
    offset: 0,
  });
  return {
    ...totals,
    investments: investmentPage(investments, first('investments')),
    payouts: payoutPage(payouts, first('payouts')),
    investedProjects: investedProjectPage(investments, first('investedProjects')),
    followedProjects: await listFollowedProjects(app, userId, first('followedProjects')),
    walletHistory: await listWalletHistory(app, userId, first('walletHistory')),
  };
}
