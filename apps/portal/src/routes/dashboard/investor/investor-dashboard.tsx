import type { DashboardFilter } from '@keystone/api';
import type { DashboardSection } from '@keystone/flows/dashboard';
import { LoadingSkeleton, Skeleton, SkeletonTable } from '@keystone/ui';
import { Link, useSearchParams } from 'react-router';
import { useAutoInvest } from '../../../api/auto-invest.ts';
import { useInvestorDashboard } from '../../../api/dashboard.ts';
import { FundWalletTrigger, WithdrawTrigger } from '../../../wallet/index.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { TAX_STATEMENTS_PATH, TAX_STATEMENTS_TEXTS } from '../../tax-statements/tax-statements-texts.ts';
import { readDashboardView, withFilter, withPage, writeDashboardView, type DashboardView } from './dashboard-view.ts';
import { AutoInvestCard } from './auto-invest-card.tsx';
import { FigureCards } from './figure-cards.tsx';
import { MoneyInPlatform } from './money-in-platform.tsx';
import { NextPaymentCard } from './next-payment-card.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { RepaymentNewsCard } from './repayment-news-card.tsx';
import {
  FollowedProjectsSection,
  InvestedProjectsSection,
  InvestmentsSection,
  PayoutsSection,
  WalletHistorySection,
} from './sections.tsx';

/**
 * The investor dashboard (seed 000 §3): three figures, 'my money in platform' as a chart and a table, and five
 * paged sections, for the period chosen. The period and each section's page live in the address. One request on
 * arrival (the dashboard with every first page); a section asks for its own page only past page 1.
 */
export function InvestorDashboard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readDashboardView(searchParams);
  const dashboard = useInvestorDashboard(view.filter);
  // Asked for beside the dashboard, not after it: the auto-invest card below reads the same answer.
  useAutoInvest();
  const show = (next: DashboardView) => setSearchParams(writeDashboardView(next));
  const changePage = (section: DashboardSection, page: number) => show(withPage(view, section, page));
  const sectionProps = (section: DashboardSection) => ({
    filter: view.filter,
    page: view.pages[section],
    onPageChange: changePage,
  });

  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="dashboard-title" className="text-2xl font-semibold text-foreground">
          Investor dashboard
        </h1>
        <div className="flex gap-2">
          <FundWalletTrigger />
          <WithdrawTrigger />
        </div>
      </div>
      <PeriodFilter value={view.filter} onChange={(filter: DashboardFilter) => show(withFilter(filter))} />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div
          className={`flex flex-col gap-6 ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={dashboard.isPlaceholderData || undefined}
        >
          <FigureCards dashboard={dashboard.data} />
          <RepaymentNewsCard news={dashboard.data.repaymentNews} />
          <NextPaymentCard next={dashboard.data.nextPayment} />
          <AutoInvestCard />
          <MoneyInPlatform rows={dashboard.data.myMoneyInPlatform} />
          <div className="grid gap-6 xl:grid-cols-2">
            <InvestmentsSection
              firstPage={dashboard.data.investments ?? { investments: [], count: 0 }}
              {...sectionProps('investments')}
            />
            <PayoutsSection
              firstPage={dashboard.data.payouts ?? { payouts: [], count: 0 }}
              {...sectionProps('payouts')}
            />
            <InvestedProjectsSection
              firstPage={dashboard.data.investedProjects ?? { projects: [], count: 0 }}
              {...sectionProps('investedProjects')}
            />
            <FollowedProjectsSection
              firstPage={dashboard.data.followedProjects ?? { projects: [], count: 0 }}
              {...sectionProps('followedProjects')}
            />
          </div>
          <WalletHistorySection
            firstPage={dashboard.data.walletHistory ?? { transactions: [], count: 0 }}
            {...sectionProps('walletHistory')}
          />
          <p className="text-sm text-muted-foreground">
            <Link to={TAX_STATEMENTS_PATH} className="font-medium text-primary underline underline-offset-2">
              {TAX_STATEMENTS_TEXTS.dashboardLink}
            </Link>
            {': '}
            {TAX_STATEMENTS_TEXTS.dashboardLinkHint}
          </p>
        </div>
      )}
    </section>
  );
}

/** The dashboard's shape while it loads: three figures, the money chart and the sections' tables. */
function DashboardSkeleton() {
  return (
    <LoadingSkeleton>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-28 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-28 rounded-lg" />
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-80 rounded-lg" />
      <div className="grid gap-6 xl:grid-cols-2">
        {[0, 1, 2, 3].map((section) => (
          <SkeletonTable key={section} rows={5} />
        ))}
      </div>
    </LoadingSkeleton>
  );
}
