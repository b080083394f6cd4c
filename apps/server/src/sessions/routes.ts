import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { knownDeviceId, setDeviceCookie } from '../auth/device-cookie.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { signIn, signOut } from './service.ts';

export function sessionRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    login: async (request, reply) => {
      const { device, ...answer } = await signIn(app, request.body, {
        clientAddress: request.ip,
        knownDeviceId: (userId) => knownDeviceId(app.config.jwtSecret, request.headers.cookie, userId),
      });
      await setSessionCookie(reply, request, app, answer.token);
      setDeviceCookie(reply, request, app, device);
      return answer;
    },
    logout: async (request, reply) => {
      await signOut(app, signedInUser(request));
      clearSessionCookie(reply, request, app);
      noContent(reply);
    },
  };
}
