import { ISA_MOVEMENTS_PAGE_SIZE } from '@keystone/flows/isa';
import { requireRole } from '../auth/require-role.ts';
import type { AppContext } from '../context/app-context.ts';
import { idempotencyKey } from '../contract/idempotency-key.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { fileViewer } from '../files/viewer.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import {
  declareOtherIsaSubscriptions,
  getIsa,
  isaApplicationPdf,
  listIsaMovements,
  openIsa,
  subscribeToIsa,
  withdrawFromIsa,
} from './service.ts';

/** The investor's Innovative Finance ISA (issue 35 §2). */
export function isaRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getIsa: async (request) => getIsa(app, requireRole(request, 'INVESTOR').id),
    openIsa: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return openIsa(app, { ...request.body, userId: id, ip: request.ip });
    },
    getIsaApplicationDocument: async (request, reply) =>
      sendPdf(reply, await isaApplicationPdf(app, fileViewer(request), request.query.userId), request.query.download),
    declareOtherIsaSubscriptions: async (request) =>
      declareOtherIsaSubscriptions(app, requireRole(request, 'INVESTOR').id, request.body.amountPence),
    subscribeToIsa: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return subscribeToIsa(app, { ...request.body, userId: id, idempotencyKey: idempotencyKey(request.headers) });
    },
    withdrawFromIsa: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return withdrawFromIsa(app, { ...request.body, userId: id, idempotencyKey: idempotencyKey(request.headers) });
    },
    listIsaMovements: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      const { limit, offset } = request.query;
      return listIsaMovements(app, id, { limit: limit ?? ISA_MOVEMENTS_PAGE_SIZE, offset: offset ?? 0 });
    },
  };
}
