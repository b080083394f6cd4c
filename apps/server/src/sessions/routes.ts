import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { signIn, signOut } from './service.ts';

export function sessionRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    login: async (request, reply) => {
      const answer = await signIn(app, request.body, request.ip);
      await setSessionCookie(reply, request, app, answer.token);
      return answer;
    },
    logout: async (request, reply) => {
      await signOut(app, signedInUser(request));
      clearSessionCookie(reply, request, app);
      noContent(reply);
    },
  };
}
