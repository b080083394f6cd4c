import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { confirmDetailsChange, updateBankDetails, updateContactDetails, verifyEmail } from './service.ts';

/** The investor's own profile (seed 000 §6: investors only; admins have no My Profile, code 11). */
export function profileRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    updateContactDetails: async (request) => updateContactDetails(app, requireRole(request, 'INVESTOR'), request.body),
    confirmDetailsChange: async (request) =>
      confirmDetailsChange(app, requireRole(request, 'INVESTOR'), request.params.token),
    updateBankDetails: async (request) => updateBankDetails(app, requireRole(request, 'INVESTOR'), request.body),
    verifyEmail: async (request) => verifyEmail(app, request.body.token, request.ip),
  };
}
