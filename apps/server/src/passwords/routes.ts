import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { setSessionCookie } from '../auth/session-cookie.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { changePassword, restorePassword, sendRestorePasswordLink } from './service.ts';

export function passwordRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    sendRestorePasswordLink: async (request, reply) => {
      await sendRestorePasswordLink(app, request.query.email, request.ip);
      noContent(reply);
    },
    restorePassword: async (request, reply) => {
      await restorePassword(app, request.body, request.ip);
      noContent(reply);
    },
    changePassword: async (request, reply) => {
      const answer = await changePassword(app, signedInUser(request), request.body);
      // The old cookie's token no longer works: the browser's session continues with the fresh one.
      await setSessionCookie(reply, request, app, answer.token);
      return answer;
    },
  };
}
