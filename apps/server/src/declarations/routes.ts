import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getInvestorDeclaration, signInvestorDeclaration } from './service.ts';

/** The investor's categorisation declaration (issue 24 §4): read it, and sign it. */
export function declarationRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getInvestorDeclaration: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return getInvestorDeclaration(app, id);
    },
    signInvestorDeclaration: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      const answer = await signInvestorDeclaration(app, { ...request.body, userId: id, ip: request.ip });
      reply.code(201);
      return answer;
    },
  };
}
