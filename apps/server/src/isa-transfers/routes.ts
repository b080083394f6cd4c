import { ISA_TRANSFERS_PAGE_SIZE } from '@keystone/flows/isa-transfers';
import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { idempotencyKey } from '../contract/idempotency-key.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import {
  cancelIsaTransfer,
  listIsaTransfers,
  recordIsaTransfer,
  rejectIsaTransfer,
  requestIsaTransfer,
} from './service.ts';

/** ISA transfers (issue 35 §2): the investor asks and may cancel; the admin records or rejects. */
export function isaTransferRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    requestIsaTransfer: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return requestIsaTransfer(app, { ...request.body, userId: id });
    },
    listIsaTransfers: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return listIsaTransfers(app, {
        userId: id,
        limit: request.query.limit ?? ISA_TRANSFERS_PAGE_SIZE,
        offset: request.query.offset ?? 0,
      });
    },
    cancelIsaTransfer: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return cancelIsaTransfer(app, { userId: id, id: request.params.id });
    },
    listAllIsaTransfers: async (request) => {
      requireRole(request, 'ADMIN');
      return listIsaTransfers(app, {
        status: request.query.status,
        limit: request.query.limit ?? ISA_TRANSFERS_PAGE_SIZE,
        offset: request.query.offset ?? 0,
      });
    },
    recordIsaTransfer: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return recordIsaTransfer(app, {
        ...request.body,
        adminId: id,
        id: request.params.id,
        idempotencyKey: idempotencyKey(request.headers),
      });
    },
    rejectIsaTransfer: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return rejectIsaTransfer(app, { ...request.body, adminId: id, id: request.params.id });
    },
  };
}
