import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { sendContactRequest } from './service.ts';

export function marketingRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    sendContactRequest: async (request, reply) => {
      await sendContactRequest(app, signedInUser(request), request.body);
      noContent(reply);
    },
  };
}
