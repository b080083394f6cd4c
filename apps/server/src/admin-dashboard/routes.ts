import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { DEFAULT_DASHBOARD_FILTER } from '@keystone/flows/dashboard';
import {
  getAdminDashboard,
  getAdminResaleActivity,
  getConsumerJourneyFunnel,
  listAdminLastProjects,
} from './service.ts';

/** The admin dashboard (seed 001 §2 'Admin dashboard'): admins only; any other role is refused (code 11). */
export function adminDashboardRoutes(app: AppContext): Partial<ServiceHandlers> {
  const { clock } = app;
  return {
    getAdminDashboard: async (request) => {
      requireRole(request, 'ADMIN');
      return getAdminDashboard(app, { filter: request.query.filter ?? DEFAULT_DASHBOARD_FILTER, now: clock.now() });
    },
    getAdminResaleActivity: async (request) => {
      requireRole(request, 'ADMIN');
      return getAdminResaleActivity(app, {
        filter: request.query.filter ?? DEFAULT_DASHBOARD_FILTER,
        now: clock.now(),
      });
    },
    getConsumerJourneyFunnel: async (request) => {
      requireRole(request, 'ADMIN');
      return getConsumerJourneyFunnel(app, clock.now());
    },
    listAdminLastProjects: async (request) => {
      requireRole(request, 'ADMIN');
      const { filter, limit, offset } = request.query;
      return listAdminLastProjects(app, {
        filter: filter ?? DEFAULT_DASHBOARD_FILTER,
        now: clock.now(),
        limit: limit ?? PAGE_SIZE.dashboardTables,
        offset: offset ?? 0,
      });
    },
  };
}
