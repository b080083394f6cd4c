import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getCompetenceReview } from './service.ts';

/** The competence review of whoever is sent to KYC (every role but ADMIN, code 11). */
export function competenceRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getCompetenceReview: async (request) => getCompetenceReview(app, requireRole(request, 'INVESTOR', 'DEVELOPER').id),
  };
}
