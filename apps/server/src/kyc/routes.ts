import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import {
  approveKyc,
  rejectKyc,
  resetAnswerAttempts,
  restartKycProcedure,
  startKycProcedure,
  updateKycInformation,
} from './service.ts';

/** The investor's KYC information and procedure, and the admins' review of it (ADMIN only, code 11 for anyone else). */
export function kycRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    updateCurrentUser: async (request) =>
      updateKycInformation(app, {
        userId: signedInUser(request).id,
        body: request.body,
        validateQuestions: request.query.validateQuestions === true,
      }),
    startKycProcedure: async (request) => startKycProcedure(app, signedInUser(request).id),
    restartKycProcedure: async (request) => restartKycProcedure(app, signedInUser(request).id),
    approveUserKyc: async (request) => approveKyc(app, requireRole(request, 'ADMIN'), request.params.id),
    rejectUserKyc: async (request) => rejectKyc(app, requireRole(request, 'ADMIN'), request.params.id, request.body),
    resetUserAnswerAttempts: async (request) => {
      requireRole(request, 'ADMIN');
      return resetAnswerAttempts(app, request.params.id);
    },
  };
}
