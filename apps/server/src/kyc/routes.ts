import type { AppContext } from '../context/app-context.ts';
import type { FastifyRequest } from 'fastify';
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

/**
 * The KYC information and procedure of whoever is sent to KYC (every role but ADMIN: an admin has none, so code 11),
 * and the admins' review of it (ADMIN only, code 11 for anyone else).
 */
export function kycRoutes(app: AppContext): Partial<ServiceHandlers> {
  const kycApplicant = (request: FastifyRequest) => requireRole(request, 'INVESTOR', 'DEVELOPER');
  return {
    updateCurrentUser: async (request) =>
      updateKycInformation(app, {
        userId: kycApplicant(request).id,
        ip: request.ip,
        body: request.body,
        validateQuestions: request.query.validateQuestions === true,
      }),
    startKycProcedure: async (request) => startKycProcedure(app, kycApplicant(request).id),
    restartKycProcedure: async (request) => restartKycProcedure(app, kycApplicant(request).id),
    approveUserKyc: async (request) => approveKyc(app, requireRole(request, 'ADMIN'), request.params.id),
    rejectUserKyc: async (request) => rejectKyc(app, requireRole(request, 'ADMIN'), request.params.id, request.body),
    resetUserAnswerAttempts: async (request) =>
      resetAnswerAttempts(app, requireRole(request, 'ADMIN'), request.params.id, { ...request.body, ip: request.ip }),
  };
}
