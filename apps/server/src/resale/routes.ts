import { requireRole } from '../auth/require-role.ts';
import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import {
  cancelResaleListing,
  createResaleListing,
  getResaleListing,
  getResaleQuote,
  getResaleSettings,
  listResaleListings,
  updateResaleSettings,
} from './service.ts';

/** The resale market's listings and the seller's fee (issue 37 §1). Buying: purchases/routes.ts. */
export function resaleRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getResaleQuote: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return getResaleQuote(app, {
        userId: id,
        investmentId: request.params.id,
        amountPence: request.query.amountPence,
      });
    },
    listResaleListings: async (request) => {
      const user = requireRole(request, 'INVESTOR', 'ADMIN');
      return listResaleListings(app, request.query, { id: user.id, admin: user.role === 'ADMIN' });
    },
    createResaleListing: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      const listing = await createResaleListing(app, { ...request.body, userId: id, ip: request.ip });
      reply.code(201);
      return listing;
    },
    getResaleListing: async (request) => {
      const user = requireRole(request, 'INVESTOR', 'ADMIN');
      return getResaleListing(app, request.params.id, { id: user.id, admin: user.role === 'ADMIN' });
    },
    cancelResaleListing: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return cancelResaleListing(app, { userId: id, listingId: request.params.id });
    },
    getResaleSettings: async (request) => {
      requireRole(request, 'ADMIN');
      return getResaleSettings(app);
    },
    updateResaleSettings: async (request) => {
      requireRole(request, 'ADMIN');
      return updateResaleSettings(app, request.body);
    },
  };
}
