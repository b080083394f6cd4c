import type { ProjectStatusCount } from '@keystone/api';
import { PROJECT_STATUS_LABELS } from '@keystone/flows/projects';
import { Card, CardContent, CardHeader, CardTitle, EmptyState } from '@keystone/ui';
import { LazyStatisticChart } from './lazy-statistic-chart.tsx';

/** How many projects are in each status: a bar chart, and the same numbers as a list for every reader. */
export function ProjectsByStatus({ counts }: { counts: readonly ProjectStatusCount[] }) {
  const shown = counts.filter((row) => row.count > 0);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card aria-labelledby="projects-by-status-title" className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="projects-by-status-title">
            Projects <span className="font-normal text-muted-foreground">({total})</span>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <LazyStatisticChart
              label="Projects per status; the list below says the same"
              bars={shown.map((row) => ({ label: PROJECT_STATUS_LABELS[row.status], value: row.count }))}
              format={(count) => String(count)}
              className="h-40"
            />
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {shown.map((row) => (
                <div key={row.status} className="contents">
                  <dt>{PROJECT_STATUS_LABELS[row.status]}</dt>
                  <dd className="text-right tabular-nums">{row.count}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
