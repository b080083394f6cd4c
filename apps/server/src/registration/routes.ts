import type { AppContext } from '../context/app-context.ts';
import { setSessionCookie } from '../auth/session-cookie.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { registerInvestor } from './service.ts';

export function registrationRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    register: async (request, reply) => {
      const answer = await registerInvestor(app, request.body, request.ip);
      await setSessionCookie(reply, request, app, answer.token);
      return answer;
    },
  };
}
