import type { ProjectSortColumn, ProjectStatus } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import { signedInUser, type AuthenticatedUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { AppError } from '../errors/app-error.ts';
import { sortableColumns, type ProjectReader } from './queries.ts';
import { followProject, getProject, listProjects, unfollowProject } from './service.ts';

// Seed 001 §2 'Project list': investors see cards, 12 a page, of what they can pledge to or soon will; admins the
// table, 20 a page, of every project.
const investorPageSize = 12;
const adminPageSize = 20;
const investorDefaultStatuses: readonly ProjectStatus[] = ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'];

/** The contract's enum already refuses other columns; this whitelist is what actually reaches the SQL. */
function sortColumn(column: string | undefined): ProjectSortColumn {
  if (column === undefined) return 'createdAt';
  if (!Object.hasOwn(sortableColumns, column)) {
    throw new AppError(2, {
      fieldErrors: [{ field: 'column', message: `Must be one of: ${Object.keys(sortableColumns).join(', ')}` }],
    });
  }
  return column as ProjectSortColumn;
}

function readerOf(user: AuthenticatedUser): ProjectReader {
  return { userId: user.id, isAdmin: user.role === 'ADMIN' };
}

/** Listing, reading and following projects (seed 001 §2 'Project list' and 'Project details'). */
export function projectReadRoutes(app: AppContext): Partial<ServiceHandlers> {
  const { db } = app;
  return {
    listProjects: async (request) => {
      const reader = readerOf(signedInUser(request));
      const { limit, offset = 0, status, searchTerm, column, direction = 'DESC' } = request.query;
      const asked = status === undefined ? [] : [status].flat();
      const statuses = reader.isAdmin ? asked : asked.length > 0 ? asked : investorDefaultStatuses;
      return listProjects(
        db,
        {
          limit: limit ?? (reader.isAdmin ? adminPageSize : investorPageSize),
          offset,
          column: sortColumn(column),
          direction,
          statuses,
          hideDrafts: !reader.isAdmin,
          ...(searchTerm === undefined ? {} : { searchTerm }),
        },
        reader,
      );
    },
    getProject: async (request) => getProject(db, request.params.id, readerOf(signedInUser(request))),
    followProject: async (request, reply) => {
      const investor = requireRole(request, 'INVESTOR');
      await followProject(db, investor.id, request.params.id);
      noContent(reply);
    },
    unfollowProject: async (request, reply) => {
      const investor = requireRole(request, 'INVESTOR');
      await unfollowProject(db, investor.id, request.params.id);
      noContent(reply);
    },
  };
}
