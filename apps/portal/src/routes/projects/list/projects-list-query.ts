import {
  projectSortColumns,
  projectStatuses,
  sortDirections,
  type operations,
  type ProjectSortColumn,
  type ProjectStatus,
  type SortDirection,
} from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { INVESTOR_DEFAULT_PROJECT_STATUSES } from '@keystone/flows/projects';
import { oneOf, pageFrom, searchFrom } from '../../../lists/use-list-address.ts';

/** Who reads the list: investors see cards of what they may see, admins the table of every project. */
export type ProjectsViewer = 'investor' | 'admin';

/** What the project list shows; every part lives in the address so back, forward, reload and a shared link keep it. */
export interface ProjectsListQuery {
  /** From 1. */
  page: number;
  search: string;
  /** The statuses chosen; none chosen shows every status the viewer may see. */
  status: readonly ProjectStatus[];
  /** The admin's table only; investors' cards come in the server's order. */
  column: ProjectSortColumn;
  direction: SortDirection;
}

export type ListProjectsApiQuery = NonNullable<operations['listProjects']['parameters']['query']>;

/** Investors never see DRAFT projects, so they are not offered to filter by it. */
export const statusesFor = (viewer: ProjectsViewer): readonly ProjectStatus[] =>
  viewer === 'admin' ? projectStatuses : projectStatuses.filter((status) => status !== 'DRAFT');

/** Seed 001 §2: investors start on what they can pledge to or soon will, admins on everything, newest first. */
export const defaultProjectsListQuery = (viewer: ProjectsViewer): ProjectsListQuery => ({
  page: 1,
  search: '',
  status: viewer === 'admin' ? [] : INVESTOR_DEFAULT_PROJECT_STATUSES,
  column: 'createdAt',
  direction: 'DESC',
});

export const projectsPageSize = (viewer: ProjectsViewer): number =>
  viewer === 'admin' ? PAGE_SIZE.adminLists : PAGE_SIZE.investorProjects;

const sameStatuses = (a: readonly ProjectStatus[], b: readonly ProjectStatus[]) =>
  a.length === b.length && a.every((status) => b.includes(status));

/**
 * Reads the list's state from the address. The statuses are joined by `+` (`?status=COMING_SOON+AVAILABLE_TO_PLEDGE`),
 * which the address decodes as spaces; a typed `%2B` is read too. No `status` key is the viewer's default, an empty one
 * (`?status=`) is every status. Anything unreadable (a hand-edited URL) falls back to the default.
 */
export function readProjectsListQuery(params: URLSearchParams, viewer: ProjectsViewer): ProjectsListQuery {
  const fallback = defaultProjectsListQuery(viewer);
  const asked = params.get('status');
  const allowed = statusesFor(viewer);
  const status =
    asked === null ? fallback.status : allowed.filter((candidate) => asked.split(/[\s+]+/).includes(candidate));
  const sorted = viewer === 'admin';
  return {
    page: pageFrom(params.get('page')),
    search: searchFrom(params.get('search')),
    status: asked !== null && asked.trim() !== '' && status.length === 0 ? fallback.status : status,
    column: (sorted && oneOf(projectSortColumns, params.get('column'))) || fallback.column,
    direction: (sorted && oneOf(sortDirections, params.get('direction'))) || fallback.direction,
  };
}

/** The address for a list state: defaults are left out, so the plain `/platform/projects` is the default list. */
export function writeProjectsListQuery(query: ProjectsListQuery, viewer: ProjectsViewer): URLSearchParams {
  const fallback = defaultProjectsListQuery(viewer);
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  const search = query.search.trim();
  if (search) params.set('search', search);
  // Joined by a space, which the address writes as `+`.
  if (!sameStatuses(query.status, fallback.status)) params.set('status', query.status.join(' '));
  if (query.column !== fallback.column || query.direction !== fallback.direction) {
    params.set('column', query.column);
    params.set('direction', query.direction);
  }
  return params;
}

/**
 * `GET /projects` parameters for a list state. None chosen means every status: for an investor that is asked for by
 * name, as the server answers an investor who names none with the default two.
 */
export function listProjectsApiQuery(query: ProjectsListQuery, viewer: ProjectsViewer): ListProjectsApiQuery {
  const limit = projectsPageSize(viewer);
  const status = query.status.length > 0 || viewer === 'admin' ? query.status : statusesFor(viewer);
  return {
    limit,
    offset: (query.page - 1) * limit,
    ...(status.length > 0 ? { status: [...status] } : {}),
    ...(query.search ? { searchTerm: query.search } : {}),
    ...(viewer === 'admin' ? { column: query.column, direction: query.direction } : {}),
  };
}

export const projectsPageCount = (count: number, viewer: ProjectsViewer): number =>
  Math.max(1, Math.ceil(count / projectsPageSize(viewer)));
