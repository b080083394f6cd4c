import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { finishPledge } from './finish.ts';
import { getValidPledgeSum, sendPledgeSms, startPledge } from './service.ts';

/** Pledging (seed 001 §2–5 'Pledge flow'): limits, start with the draft agreement, the SMS code, sign and pay. */
export function pledgeRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getValidPledgeSum: async (request) => {
      requireRole(request, 'INVESTOR');
      const { projectId, shortAmountPence, longAmountPence = 0 } = request.query;
      return getValidPledgeSum(app, { projectId, shortAmountPence, longAmountPence });
    },
    startPledge: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      const { projectId, investStrategy, shortAmountPence, longAmountPence = 0 } = request.body;
      const answer = await startPledge(app, {
        userId: id,
        projectId,
        strategy: investStrategy,
        shortAmountPence,
        longAmountPence,
        ip: request.ip,
      });
      reply.code(201);
      return answer;
    },
    sendPledgeSms: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      await sendPledgeSms(app, { userId: id, pledgeId: request.params.id, ip: request.ip });
      noContent(reply);
    },
    finishPledge: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return finishPledge(app, { userId: id, pledgeId: request.params.id, ...request.body, ip: request.ip });
    },
  };
}
