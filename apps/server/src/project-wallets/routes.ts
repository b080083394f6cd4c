import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { fundProjectWallet, transferToLongWallet } from './service.ts';

/** The contract's pattern has checked it; Fastify reads header names in lower case. */
function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

/** A project's term wallets (seed 001 'Project payments screen'): the developer's repayment in, short to long; admin only. */
export function projectWalletRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
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
