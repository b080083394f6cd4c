import type { DashboardFilter } from '@keystone/api';
import { dashboardEmptyText, DEFAULT_DASHBOARD_FILTER, type DashboardPart } from '@keystone/flows/dashboard';
import { EmptyState } from '@keystone/ui';
import { Inbox } from 'lucide-react';

/**
 * A part of the dashboard with nothing to show: the seed's 'No search result' (with its magnifier) where a period
 * found nothing, and what will appear there on an account that has none yet.
 */
export function DashboardEmpty({
  part,
  filter = DEFAULT_DASHBOARD_FILTER,
}: {
  part: DashboardPart;
  /** The period shown; none for a part the period does not narrow. */
  filter?: DashboardFilter;
}) {
  const { kind, title, description } = dashboardEmptyText(part, filter);
  if (kind === 'noResult') return <EmptyState title={title} />;
  return (
    <EmptyState
      data-empty="nothing-yet"
      title={title}
      description={description}
      icon={<Inbox aria-hidden="true" className="size-8" />}
    />
  );
}
