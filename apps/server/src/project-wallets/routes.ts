import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { idempotencyKey } from '../contract/idempotency-key.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { fundProjectWallet, transferToLongWallet } from './service.ts';

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
