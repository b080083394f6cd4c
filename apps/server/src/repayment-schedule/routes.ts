import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getInvestmentSchedule, getProjectSchedule } from './service.ts';

/** The repayment schedule (issue 34 §1): an investor's own investment, and a project's summed for the admin. */
export function repaymentScheduleRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getInvestmentSchedule: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return getInvestmentSchedule(app, id, request.params.id);
    },
    getProjectSchedule: async (request) => {
      requireRole(request, 'ADMIN');
      return getProjectSchedule(app, request.params.id);
    },
  };
}
