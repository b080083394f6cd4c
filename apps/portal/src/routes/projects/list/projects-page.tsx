import { Button, EmptyState, LoadingSkeleton, Pager, SkeletonCard, SkeletonTable } from '@keystone/ui';
import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useProjects } from '../../../api/projects.ts';
import { useSession } from '../../../session/index.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { useListAddress } from '../../../lists/use-list-address.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../../lists/action-outcome.tsx';
import { ProjectCard } from './project-card.tsx';
import {
  projectsPageCount,
  listProjectsApiQuery,
  readProjectsListQuery,
  writeProjectsListQuery,
  type ProjectsViewer,
} from './projects-list-query.ts';
import { ProjectsFilters } from './projects-filters.tsx';

// Investors, most of the readers, never download the admin's table and its delete dialog.
const ProjectsTable = lazy(() => import('./projects-table.tsx').then((m) => ({ default: m.ProjectsTable })));

/**
 * `/platform/projects` (seed 001 §2 'Project list'): investors browse cards, 12 a page; admins run the table of every
 * project, 20 a page, sortable, with create, edit and delete. Page, search, statuses and sort live in the address.
 */
export function ProjectsPage() {
  const { user } = useSession();
  // The platform guard has the user before this screen shows; a story may render it a moment sooner.
  if (!user) return <LoadingSkeleton />;
  return <ProjectList viewer={user.role === 'ADMIN' ? 'admin' : 'investor'} />;
}

const cardGrid = 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3';

/** Where the cards (or the admin's table) will be, as many as a page holds on a wide screen. */
function ProjectsSkeleton({ viewer }: { viewer: ProjectsViewer }) {
  return (
    <LoadingSkeleton>
      {viewer === 'admin' ? (
        <SkeletonTable rows={10} />
      ) : (
        <div className={cardGrid}>
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <SkeletonCard key={card} />
          ))}
        </div>
      )}
    </LoadingSkeleton>
  );
}

function ProjectList({ viewer }: { viewer: ProjectsViewer }) {
  const { query, show } = useListAddress(
    (params) => readProjectsListQuery(params, viewer),
    (next) => writeProjectsListQuery(next, viewer),
  );
  const list = useProjects(listProjectsApiQuery(query, viewer));
  const { outcome, report, clear } = useActionOutcome();
  const refreshing = list.isPlaceholderData;

  return (
    <section aria-labelledby="projects-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="projects-title" className="text-2xl font-semibold text-foreground">
          Project list
        </h1>
        {viewer === 'admin' && (
          <Button asChild>
            <Link to="/platform/projects/create">
              <Plus aria-hidden="true" />
              Create project
            </Link>
          </Button>
        )}
      </div>
      <ProjectsFilters
        viewer={viewer}
        search={query.search}
        status={query.status}
        onSearch={(search) => show({ search }, { replace: true })}
        onStatusChange={(status) => show({ status })}
      />
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {list.isPending ? (
        <ProjectsSkeleton viewer={viewer} />
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.projects.length === 0 ? (
        <EmptyState />
      ) : viewer === 'admin' ? (
        <Suspense fallback={<ProjectsSkeleton viewer="admin" />}>
          <ProjectsTable
            projects={list.data.projects}
            column={query.column}
            direction={query.direction}
            onSort={(column, direction) => show({ column, direction })}
            onOutcome={report}
            refreshing={refreshing}
          />
        </Suspense>
      ) : (
        <ul
          aria-label="Projects"
          aria-busy={refreshing || undefined}
          className={`${cardGrid} ${refreshing ? 'opacity-60' : ''}`}
        >
          {list.data.projects.map((project, index) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          aria-label="Project list pages"
          page={query.page}
          pageCount={projectsPageCount(list.data.count, viewer)}
          onPageChange={(page) => show({ page })}
        />
      )}
    </section>
  );
}
