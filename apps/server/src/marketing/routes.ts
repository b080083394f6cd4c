import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { deleteFaq, listFaq, saveFaq } from './faq-service.ts';
import { getMarketingPreferences, updateMarketingPreferences } from './marketing-preferences.ts';
import { sendContactRequest } from './service.ts';

export function marketingRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    sendContactRequest: async (request, reply) => {
      await sendContactRequest(app, signedInUser(request), request.body);
      noContent(reply);
    },
    listFaq: async (request) => listFaq(app, request.query),
    saveFaq: async (request) => {
      requireRole(request, 'ADMIN');
      return saveFaq(app, request.body);
    },
    deleteFaq: async (request, reply) => {
      requireRole(request, 'ADMIN');
      await deleteFaq(app, request.params.id);
      noContent(reply);
    },
    getMarketingPreferences: async (request) => getMarketingPreferences(app, signedInUser(request)),
    updateMarketingPreferences: async (request) =>
      updateMarketingPreferences(app, request.auth, request.body, request.ip),
  };
}
