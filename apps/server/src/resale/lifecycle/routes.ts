import type { AppContext } from '../../context/app-context.ts';
import { requireRole } from '../../auth/require-role.ts';
import type { ServiceHandlers } from '../../contract/operation-types.ts';
import { suspendResaleListing } from './service.ts';

/** What closes a listing other than a sale or the seller's cancel: the admin's suspension (admins only, code 11). */
export function resaleLifecycleRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    suspendResaleListing: async (request) => {
      const { id } = requireRole(request, 'ADMIN');
      return suspendResaleListing(app, { ...request.body, listingId: request.params.id, adminId: id });
    },
  };
}
