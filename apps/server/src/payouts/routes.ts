import { PAGE_SIZE } from '@keystone/flows';
import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { calculateProjectProfit } from './calculate.ts';
import { listProjectPayments } from './list.ts';
import { makeProjectPayment, makeProjectPayments } from './pay.ts';
import { termOf } from './payout-project.ts';
import { fundProjectWallet, transferToLongWallet } from './project-wallet.ts';

/** The contract's pattern has checked it; Fastify reads header names in lower case. */
function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

/** Payments to a project's investors and the project's wallets (seed 001 'Project payments screen'); admin only. */
export function payoutRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listProjectPayments: async (request) => {
      requireRole(request, 'ADMIN');
      const { limit = PAGE_SIZE.projectPayments, offset = 0, longTerm } = request.query;
      return listProjectPayments(app, { projectId: request.params.id, term: termOf(longTerm), limit, offset });
    },
    calculateProjectProfit: async (request, reply) => {
      requireRole(request, 'ADMIN');
      await calculateProjectProfit(app, request.params.id, termOf(request.query.longTerm));
      noContent(reply);
    },
    makeProjectPayments: async (request, reply) => {
      const { id } = requireRole(request, 'ADMIN');
      await makeProjectPayments(app, request.params.id, termOf(request.query.longTerm), id);
      noContent(reply);
    },
    makeProjectPayment: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return makeProjectPayment(app, request.params.id, request.params.paymentId, id);
    },
    fundProjectWallet: async (request, reply) => {
      const { id } = requireRole(request, 'ADMIN');
      const answer = await fundProjectWallet(app, {
        projectId: request.params.id,
        adminId: id,
        ...request.body,
        idempotencyKey: idempotencyKey(request.headers),
      });
      reply.code(202);
      return answer;
    },
    transferToLongWallet: async (request, reply) => {
      const { id } = requireRole(request, 'ADMIN');
      await transferToLongWallet(app, {
        projectId: request.params.id,
        adminId: id,
        amountPence: request.body.amountPence,
        idempotencyKey: idempotencyKey(request.headers),
      });
      noContent(reply);
    },
  };
}
