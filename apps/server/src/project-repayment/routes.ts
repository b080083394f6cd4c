import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { idempotencyKey } from '../contract/idempotency-key.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import {
  changeRepaymentState,
  getProjectRepayment,
  getRepaymentSettings,
  payRecoveryShares,
  recordRecovery,
  updateRepaymentSettings,
} from './service.ts';

/** A project's repayment (issue 34 §3): its state and history, the admin's moves and recoveries; admin only. */
export function projectRepaymentRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getProjectRepayment: async (request) => {
      requireRole(request, 'ADMIN');
      return getProjectRepayment(app, request.params.id);
    },
    changeRepaymentState: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return changeRepaymentState(app, { ...request.body, projectId: request.params.id, adminId: id });
    },
    recordRecovery: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return recordRecovery(app, {
        projectId: request.params.id,
        adminId: id,
        amountPence: request.body.amountPence,
        idempotencyKey: idempotencyKey(request.headers),
      });
    },
    payRecoveryShares: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return payRecoveryShares(app, { projectId: request.params.id, userId: request.params.userId, adminId: id });
    },
    getRepaymentSettings: async (request) => {
      requireRole(request, 'ADMIN');
      return getRepaymentSettings(app);
    },
    updateRepaymentSettings: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return updateRepaymentSettings(app, { ...request.body, adminId: id });
    },
  };
}
