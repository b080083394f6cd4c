import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import {
  createProjectUpdate,
  editProjectUpdate,
  listProjectUpdateRevisions,
  listProjectUpdates,
  listUpdatesFeed,
} from './service.ts';

/** Issue 34 §2: the admin posts and edits a project's updates; investors read those written for them. */
export function projectUpdateRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listProjectUpdates: async (request) => {
      const user = signedInUser(request);
      const reader = { userId: user.id, isAdmin: user.role === 'ADMIN' };
      return listProjectUpdates(app, request.params.id, reader, request.query.offset ?? 0);
    },
    listProjectUpdateRevisions: async (request) => {
      const user = signedInUser(request);
      const reader = { userId: user.id, isAdmin: user.role === 'ADMIN' };
      const { id: projectId, updateId } = request.params;
      return listProjectUpdateRevisions(app, { projectId, updateId }, reader);
    },
    listUpdatesFeed: async (request) => {
      const investor = requireRole(request, 'INVESTOR');
      return listUpdatesFeed(app, investor.id, request.query.offset ?? 0);
    },
    createProjectUpdate: async (request, reply) => {
      const admin = requireRole(request, 'ADMIN');
      reply.code(201);
      return createProjectUpdate(app, admin, request.params.id, request.body);
    },
    editProjectUpdate: async (request) => {
      const admin = requireRole(request, 'ADMIN');
      const { id: projectId, updateId } = request.params;
      return editProjectUpdate(app, admin, { projectId, updateId }, request.body);
    },
  };
}
