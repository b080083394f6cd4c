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
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortableHead,
} from '@keystone/ui';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { askedSortDirection, shownSortDirection } from '../../../lists/use-list-address.ts';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { DeleteProject } from './delete-project.tsx';

/** Seed 001 §2's columns, in its order, each with the contract's sort column. */
const COLUMNS: ReadonlyArray<{ column: ProjectSortColumn; title: string }> = [
  { column: 'id', title: 'ID' },
  { column: 'title', title: 'Name' },
  { column: 'projectType', title: 'Type' },
  { column: 'strategy', title: 'Strategy' },
  { column: 'status', title: 'Status' },
  { column: 'shortFundingTargetPence', title: 'Total Requirement' },
  { column: 'fundedPercent', title: 'Progress' },
  { column: 'shortStartDate', title: 'Project Dates' },
];

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

// The actions stay in sight at the right edge while a narrow screen scrolls the table sideways.
const stickyActions = 'sticky right-0 shadow-[inset_1px_0_0_var(--color-border)]';

interface ProjectsTableProps {
  projects: readonly Project[];
  column: ProjectSortColumn;
  direction: SortDirection;
  onSort: (column: ProjectSortColumn, direction: SortDirection) => void;
  onOutcome: (outcome: ActionOutcome) => void;
  /** Another page or order is on its way; the rows shown are the previous ones. */
  refreshing: boolean;
}

/** The admin's project table (seed 001 §2): every column sorts; on a phone it scrolls sideways in its own box. */
export function ProjectsTable({ projects, column, direction, onSort, onOutcome, refreshing }: ProjectsTableProps) {
  return (
    <Table aria-busy={refreshing || undefined} className={refreshing ? 'opacity-60' : undefined}>
      <TableCaption className="sr-only">Projects</TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ column: key, title }) => (
            <TableSortableHead
              key={key}
              direction={key === column ? shownSortDirection(direction) : undefined}
              onSort={(next) => onSort(key, askedSortDirection(next))}
            >
              {title}
            </TableSortableHead>
          ))}
          <TableHead className={`${stickyActions} bg-muted`}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id}>
            <TableCell>{project.id}</TableCell>
            <TableCell className="min-w-48 font-medium">{project.title}</TableCell>
            <TableCell className="whitespace-nowrap">{PROJECT_TYPE_LABELS[project.projectType]}</TableCell>
            <TableCell className="min-w-32">{strategiesText(project)}</TableCell>
            <TableCell>
              <Badge tone={PROJECT_STATUS_TONES[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatMoney(project.shortFundingTargetPence, { wholePounds: true })}
            </TableCell>
            <TableCell className="tabular-nums">{formatPercent(pledgeProgress(project))}</TableCell>
            <TableCell className="min-w-28 tabular-nums">
              <ProjectDates project={project} />
            </TableCell>
            <TableCell className={`${stickyActions} bg-background`}>
              <div className="flex items-center gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={`/platform/projects/edit/${project.id}`}>
                    <Pencil aria-hidden="true" />
                    <span className="max-sm:sr-only">Edit</span>
                    <span className="sr-only"> {project.title}</span>
                  </Link>
                </Button>
                {isProjectDeletable(project.status) && <DeleteProject project={project} onOutcome={onOutcome} />}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
