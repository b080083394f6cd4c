import { dashboardFilters, type DashboardFilter } from '@keystone/api';
import { DASHBOARD_FILTER_LABELS } from '@keystone/flows/dashboard';
import { Button } from '@keystone/ui';

/** The period every figure and section is shown for (seed 000 §3 'dashboard filter'). */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: DashboardFilter;
  onChange: (filter: DashboardFilter) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
      {dashboardFilters.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={filter === value ? 'primary' : 'outline'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {DASHBOARD_FILTER_LABELS[filter]}
        </Button>
      ))}
    </div>
  );
}
