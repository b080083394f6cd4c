import type { AppContext } from '../../context/app-context.ts';
import { requireRole } from '../../auth/require-role.ts';
import type { ServiceHandlers } from '../../contract/operation-types.ts';
import {
  getAutoInvestSettings,
  getProjectAutoInvest,
  listAutoInvestAllocations,
  updateAutoInvestSettings,
  updateProjectAutoInvest,
} from './service.ts';

/** Issue 38: the investor's history of allocations; the admin's settings and each project's share. */
export function autoInvestAllocationRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listAutoInvestAllocations: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return listAutoInvestAllocations(app, id, request.query);
    },
    getAutoInvestSettings: async (request) => {
      requireRole(request, 'ADMIN');
      return getAutoInvestSettings(app);
    },
    updateAutoInvestSettings: async (request) => {
      requireRole(request, 'ADMIN');
      return updateAutoInvestSettings(app, request.body);
    },
    getProjectAutoInvest: async (request) => {
      requireRole(request, 'ADMIN');
      return getProjectAutoInvest(app, request.params.id);
    },
    updateProjectAutoInvest: async (request) => {
      requireRole(request, 'ADMIN');
      return updateProjectAutoInvest(app, request.params.id, request.body.sharePercent);
    },
  };
}
