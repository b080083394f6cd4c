import { dashboardFilters, type DashboardFilter } from '@keystone/api';
import { DEFAULT_DASHBOARD_FILTER } from '@keystone/flows/dashboard';
import { LoadingSkeleton, Skeleton, SkeletonTable } from '@keystone/ui';
import { useSearchParams } from 'react-router';
import { useAdminDashboard } from '../../../api/dashboard.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { PeriodFilter } from '../investor/period-filter.tsx';
import { ConsumerJourneyFunnel } from './consumer-journey-funnel.tsx';
import { LastProjects } from './last-projects.tsx';
import { LoanBookSummary } from './loan-book-summary.tsx';
import { ProjectsByStatus } from './projects-by-status.tsx';
import { ResaleActivity } from './resale-activity.tsx';
import { StatisticCards } from './statistic-cards.tsx';

/** The address's view: `filter` (left out for ALL_TIME) and `projects`, the last projects' page (left out for 1). */
function readView(params: URLSearchParams) {
  const filter = dashboardFilters.find((candidate) => candidate === params.get('filter')) ?? DEFAULT_DASHBOARD_FILTER;
  const asked = params.get('projects');
  const page = asked !== null && /^\d{1,9}$/.test(asked) ? Math.max(1, Number(asked)) : 1;
  return { filter, page };
}

function writeView(view: { filter: DashboardFilter; page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (view.filter !== DEFAULT_DASHBOARD_FILTER) params.set('filter', view.filter);
  if (view.page > 1) params.set('projects', String(view.page));
  return params;
}

/**
 * The admin dashboard (seed 001 §2 'Admin dashboard'): the platform's figures for the period chosen, each with a small
 * chart, and the last projects. The period and the projects' page live in the address.
 */
export function AdminDashboard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams);
  const dashboard = useAdminDashboard(view.filter);
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <h1 id="dashboard-title" className="text-2xl font-semibold text-foreground">
        Admin dashboard
      </h1>
      <PeriodFilter value={view.filter} onChange={(filter) => setSearchParams(writeView({ filter, page: 1 }))} />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div
          className={`flex flex-col gap-6 ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={dashboard.isPlaceholderData || undefined}
        >
          <StatisticCards dashboard={dashboard.data} />
          <div className="grid gap-6 xl:grid-cols-2">
            <ProjectsByStatus counts={dashboard.data.projectsStatistic} />
            <LastProjects
              filter={view.filter}
              page={view.page}
              onPageChange={(page) => setSearchParams(writeView({ ...view, page }))}
            />
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            <ConsumerJourneyFunnel />
            <ResaleActivity filter={view.filter} />
          </div>
          <LoanBookSummary book={dashboard.data.loanBook} />
        </div>
      )}
    </section>
  );
}

/** The dashboard's shape while it loads: the three statistics, then the chart beside the newest projects. */
function DashboardSkeleton() {
  return (
    <LoadingSkeleton>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-36 rounded-lg" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-80 rounded-lg" />
        <SkeletonTable rows={5} />
      </div>
    </LoadingSkeleton>
  );
}
