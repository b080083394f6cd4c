import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { changePassword, restorePassword, sendRestorePasswordLink } from './service.ts';

export function passwordRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    sendRestorePasswordLink: async (request, reply) => {
      await sendRestorePasswordLink(app, request.query.email, request.ip, request.log);
      noContent(reply);
    },
    restorePassword: async (request, reply) => {
      await restorePassword(app, request.body, request.ip);
      noContent(reply);
    },
    changePassword: async (request) => changePassword(app, signedInUser(request), request.body),
  };
}
