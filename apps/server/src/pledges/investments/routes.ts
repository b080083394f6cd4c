import { requireRole } from '../../auth/require-role.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { ServiceHandlers } from '../../contract/operation-types.ts';
import { finishPledge } from './service.ts';

/** Signing and paying (seed 001 §4): a pledge becomes its investments. */
export function pledgeInvestmentRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    finishPledge: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return finishPledge(app, { ...request.body, userId: id, pledgeId: request.params.id, ip: request.ip });
    },
  };
}
