import type { ProjectSortColumn } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows';
import { INVESTOR_DEFAULT_PROJECT_STATUSES } from '@keystone/flows/projects';
import type { AppContext } from '../context/app-context.ts';
import { signedInUser, type AuthenticatedUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { AppError } from '../errors/app-error.ts';
import { attachmentContentDisposition } from '../files/content-disposition.ts';
import { fileViewer } from '../files/viewer.ts';
import { sortableColumns, type ProjectReader } from './queries.ts';
import {
  createProject,
  deleteProject,
  exportProjectInvestors,
  followProject,
  getProject,
  listProjects,
  projectDocumentsZip,
  unfollowProject,
  updateProject,
} from './service.ts';

// Seed 001 §2 'Project list': investors see cards of what they can pledge to or soon will; admins the table of every
// project.
const investorPageSize = PAGE_SIZE.investorProjects;
const adminPageSize = PAGE_SIZE.adminLists;

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

/**
 * Projects: listing, reading and following (seed 001 §2 'Project list' and 'Project details'), and the admin's
 * create, edit, delete and investor export (§4–5).
 */
export function projectRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listProjects: async (request) => {
      const reader = readerOf(signedInUser(request));
      const { limit, offset = 0, status, searchTerm, column, direction = 'DESC' } = request.query;
      const asked = status === undefined ? [] : [status].flat();
      const statuses = reader.isAdmin ? asked : asked.length > 0 ? asked : INVESTOR_DEFAULT_PROJECT_STATUSES;
      return listProjects(
        app,
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
    getProject: async (request) => getProject(app, request.params.id, readerOf(signedInUser(request))),
    // Opened as a link, like a file: the session cookie signs it in when no bearer token comes (code 6 with neither).
    downloadProjectDocuments: async (request, reply) => {
      const reader = readerOf(fileViewer(request));
      const { fileName, zip } = await projectDocumentsZip(app, request.params.id, reader, request.log);
      reply.headers({
        'content-type': 'application/zip',
        'content-disposition': attachmentContentDisposition(fileName),
        // Hidden documents reach admins only, and visibility can change: no cache keeps a copy.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return zip;
    },
    followProject: async (request, reply) => {
      const investor = requireRole(request, 'INVESTOR');
      await followProject(app, investor.id, request.params.id);
      noContent(reply);
    },
    unfollowProject: async (request, reply) => {
      const investor = requireRole(request, 'INVESTOR');
      await unfollowProject(app, investor.id, request.params.id);
      noContent(reply);
    },
    createProject: async (request, reply) => {
      const admin = requireRole(request, 'ADMIN');
      reply.code(201);
      return createProject(app, admin, request.body);
    },
    updateProject: async (request) => {
      const admin = requireRole(request, 'ADMIN');
      return updateProject(app, admin, request.params.id, request.body);
    },
    deleteProject: async (request, reply) => {
      requireRole(request, 'ADMIN');
      await deleteProject(app, request.params.id);
      noContent(reply);
    },
    exportProjectInvestors: async (request, reply) => {
      requireRole(request, 'ADMIN');
      const { fileName, csv } = await exportProjectInvestors(app, request.params.id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      // Investors' names and e-mails: no shared cache keeps them.
      reply.header('cache-control', 'private, no-store');
      return csv;
    },
  };
}
