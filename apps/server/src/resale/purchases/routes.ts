import { requireRole } from '../../auth/require-role.ts';
import type { AppContext } from '../../context/app-context.ts';
import { noContent } from '../../contract/no-content.ts';
import type { ServiceHandlers } from '../../contract/operation-types.ts';
import { finishResalePurchase, sendResalePurchaseSms, startResalePurchase } from './service.ts';

/** Buying a loan part (issue 37 §2–3): the start, the SMS signature code, the settlement. */
export function resalePurchaseRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    startResalePurchase: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      const answer = await startResalePurchase(app, { ...request.body, userId: id, ip: request.ip });
      reply.code(201);
      return answer;
    },
    sendResalePurchaseSms: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      await sendResalePurchaseSms(app, { userId: id, purchaseId: request.params.id, ip: request.ip });
      noContent(reply);
    },
    finishResalePurchase: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return finishResalePurchase(app, { ...request.body, userId: id, purchaseId: request.params.id, ip: request.ip });
    },
  };
}
