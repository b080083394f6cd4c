import type { Project, ProjectSortColumn, SortDirection } from '@keystone/api';
import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import {
  displayedTermDates,
  INVEST_STRATEGY_LABELS,
  isProjectDeletable,
  pledgeProgress,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_TONES,
  PROJECT_TYPE_LABELS,
  projectStrategies,
} from '@keystone/flows/projects';
import { Badge, Button, DataTable, type DataTableColumn } from '@keystone/ui';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { sortableColumns } from '../../../lists/use-list-address.ts';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { DeleteProject } from './delete-project.tsx';

function strategiesText(project: Project): string {
  const labels = projectStrategies(project).map((strategy) => INVEST_STRATEGY_LABELS[strategy]);
  return labels.length > 0 ? labels.join(', ') : '—';
}

/** The short term's dates, each kept whole so a narrow column breaks between them. */
function ProjectDates({ project }: { project: Project }) {
  const { start, end } = displayedTermDates(project, 'short');
  return (
    <>
      <span className="whitespace-nowrap">{start ? formatDate(start) : '—'} –</span>{' '}
      <span className="whitespace-nowrap">{end ? formatDate(end) : '—'}</span>
    </>
  );
}

/**
 * Seed 001 §2's columns, in its order, each with the contract's sort column. Issue 32: the table ran past the right
 * edge at 1440 px; long words now wrap (a title, the type, the status, the strategies) and the actions stack, so the
 * table form fits from `cardsBelow` (64rem) up.
 */
const COLUMNS: ReadonlyArray<Omit<DataTableColumn<Project>, 'sort'> & { column: ProjectSortColumn }> = [
  { column: 'id', header: 'ID', cell: (project) => project.id },
  {
    column: 'title',
    header: 'Name',
    role: 'primary',
    className: 'min-w-36 font-medium wrap-anywhere',
    cell: (project) => project.title,
  },
  {
    column: 'projectType',
    header: 'Type',
    cell: (project) => PROJECT_TYPE_LABELS[project.projectType],
  },
  { column: 'strategy', header: 'Strategy', cell: strategiesText },
  {
    column: 'status',
    header: 'Status',
    role: 'status',
    cell: (project) => (
      <Badge tone={PROJECT_STATUS_TONES[project.status]} className="whitespace-normal">
        {PROJECT_STATUS_LABELS[project.status]}
      </Badge>
    ),
  },
  {
    column: 'shortFundingTargetPence',
    header: 'Total Requirement',
    role: 'money',
    className: 'whitespace-nowrap tabular-nums',
    cell: (project) => formatMoney(project.shortFundingTargetPence),
  },
  {
    column: 'fundedPercent',
    header: 'Progress',
    className: 'tabular-nums',
    cell: (project) => formatPercent(pledgeProgress(project)),
  },
  {
    column: 'shortStartDate',
    header: 'Project Dates',
    className: 'min-w-28 tabular-nums',
    cell: (project) => <ProjectDates project={project} />,
  },
];

interface ProjectsTableProps {
  projects: readonly Project[];
  column: ProjectSortColumn;
  direction: SortDirection;
  onSort: (column: ProjectSortColumn, direction: SortDirection) => void;
  onOutcome: (outcome: ActionOutcome) => void;
  /** Another page or order is on its way; the rows shown are the previous ones. */
  refreshing: boolean;
}

/** The admin's project table (seed 001 §2): every column sorts; on a phone each project is a card. */
export function ProjectsTable({ projects, column, direction, onSort, onOutcome, refreshing }: ProjectsTableProps) {
  return (
    <DataTable
      caption="Projects"
      cardsBelow="xl"
      refreshing={refreshing}
      rows={projects}
      rowKey={(project) => project.id}
      columns={[
        ...sortableColumns(COLUMNS, { column, direction, onSort }),
        {
          header: 'Actions',
          role: 'actions',
          cell: (project: Project) => (
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/platform/projects/edit/${project.id}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                  <span className="sr-only"> {project.title}</span>
                </Link>
              </Button>
              {isProjectDeletable(project.status) && <DeleteProject project={project} onOutcome={onOutcome} />}
            </div>
          ),
        },
      ]}
    />
  );
}
