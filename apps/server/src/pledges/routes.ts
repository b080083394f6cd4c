import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getPledgeLimits, getValidPledgeSum, sendPledgeSms, startPledge } from './service.ts';

/** Pledging (seed 001 §2–5 'Pledge flow'): the limits, the start with the draft agreement, the SMS code. */
export function pledgeRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getPledgeLimits: async (request) => {
      requireRole(request, 'INVESTOR');
      return getPledgeLimits(app, request.params.id);
    },
    getValidPledgeSum: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return getValidPledgeSum(app, { ...request.query, userId: id });
    },
    startPledge: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      const answer = await startPledge(app, { ...request.body, userId: id, ip: request.ip });
      reply.code(201);
      return answer;
    },
    sendPledgeSms: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      await sendPledgeSms(app, { userId: id, pledgeId: request.params.id, ip: request.ip });
      noContent(reply);
    },
  };
}
