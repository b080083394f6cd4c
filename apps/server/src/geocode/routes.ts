import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { geocodeAddress } from './service.ts';

/** The project editor's address search, through the server so no third-party origin or key reaches the browser. */
export function geocodeRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    geocodeAddress: async (request) => {
      requireRole(request, 'ADMIN');
      return geocodeAddress(app, request.query.address);
    },
  };
}
