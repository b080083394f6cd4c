import type { DashboardFilter } from '@keystone/api';
import { DASHBOARD_SECTIONS, dashboardPageCount, type DashboardSection } from '@keystone/flows/dashboard';
import { Card, CardContent, CardHeader, CardTitle, Pager, Spinner } from '@keystone/ui';
import type { ReactNode } from 'react';
import { DashboardEmpty } from './dashboard-empty.tsx';

interface SectionFrameProps {
  section: DashboardSection;
  /** Rows in the whole section for the period, over every page. */
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  /** This page's rows are on their way. */
  loading: boolean;
  /** The page has no rows: the section says why (see `DashboardEmpty`). */
  empty: boolean;
  /** The period shown: a narrowed one that found nothing is a search that found nothing. */
  filter: DashboardFilter;
  children: ReactNode;
}

/** One of the dashboard's five paged sections: its heading with the count, its rows (or why none) and its pages. */
export function SectionFrame({
  section,
  count,
  page,
  onPageChange,
  loading,
  empty,
  filter,
  children,
}: SectionFrameProps) {
  const { title } = DASHBOARD_SECTIONS[section];
  const titleId = `dashboard-${section}-title`;
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>
            {title} <span className="font-normal text-muted-foreground">({count})</span>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {loading ? (
          <Spinner className="mx-auto my-6" />
        ) : empty ? (
          <DashboardEmpty part={section} filter={filter} />
        ) : (
          children
        )}
        <Pager
          aria-label={`${title} pages`}
          page={page}
          pageCount={dashboardPageCount(section, count)}
          onPageChange={onPageChange}
        />
      </CardContent>
    </Card>
  );
}
