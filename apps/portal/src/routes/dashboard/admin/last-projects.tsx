import type { DashboardFilter } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES } from '@keystone/flows/projects';
import { Badge, Card, CardContent, CardHeader, CardTitle, EmptyState, Pager, DataTable, Spinner } from '@keystone/ui';
import { Link } from 'react-router';
import { useLastProjects } from '../../../api/dashboard.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';

/** The projects created in the period, newest first, 8 to a page, each linked to its details. */
export function LastProjects({
  filter,
  page,
  onPageChange,
}: {
  filter: DashboardFilter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const limit = PAGE_SIZE.dashboardTables;
  const projects = useLastProjects({ filter, limit, offset: (page - 1) * limit });
  const count = projects.data?.count ?? 0;
  return (
    <Card aria-labelledby="last-projects-title" className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="last-projects-title">
            Last projects <span className="font-normal text-muted-foreground">({count})</span>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {projects.isPending ? (
          <Spinner className="mx-auto my-6" />
        ) : projects.isError ? (
          <LoadFailure error={projects.error} onRetry={() => void projects.refetch()} />
        ) : projects.data.projects.length === 0 ? (
          <EmptyState />
        ) : (
          <DataTable
            caption="Last projects"
            cardsBelow="sm"
            rows={projects.data.projects}
            rowKey={(project) => project.id}
            columns={[
              {
                header: 'Title',
                role: 'primary',
                cell: (project) => (
                  <Link to={`/platform/projects/${project.id}`} className="text-primary underline underline-offset-2">
                    {project.title}
                  </Link>
                ),
              },
              {
                header: 'Status',
                role: 'status',
                cell: (project) => (
                  <Badge tone={PROJECT_STATUS_TONES[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
                ),
              },
            ]}
          />
        )}
        <Pager
          aria-label="Last projects pages"
          page={page}
          pageCount={Math.max(1, Math.ceil(count / limit))}
          onPageChange={onPageChange}
        />
      </CardContent>
    </Card>
  );
}
