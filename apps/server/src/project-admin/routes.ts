import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { createProject, deleteProject, exportProjectInvestors, updateProject } from './service.ts';

/** The admin's project operations (seed 001 §4–5); reading and following live in `projects/`. */
export function projectAdminRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
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
