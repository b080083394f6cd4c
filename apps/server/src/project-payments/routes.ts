import { PAGE_SIZE } from '@keystone/flows';
import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { calculateProjectProfit, listProjectPayments, makeProjectPayment, makeProjectPayments } from './service.ts';

/** Payments to a project's investors (seed 001 'Project payments screen'); admin only. */
export function projectPaymentRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listProjectPayments: async (request) => {
      requireRole(request, 'ADMIN');
      const { limit = PAGE_SIZE.projectPayments, offset = 0, term = 'SHORT' } = request.query;
      return listProjectPayments(app, { projectId: request.params.id, term, limit, offset });
    },
    calculateProjectProfit: async (request, reply) => {
      requireRole(request, 'ADMIN');
      await calculateProjectProfit(app, request.params.id, request.query.term ?? 'SHORT');
      noContent(reply);
    },
    makeProjectPayments: async (request, reply) => {
      const { id } = requireRole(request, 'ADMIN');
      await makeProjectPayments(app, request.params.id, request.query.term ?? 'SHORT', id);
      noContent(reply);
    },
    makeProjectPayment: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return makeProjectPayment(app, request.params.id, request.params.paymentId, id);
    },
  };
}
