import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { sessionStarted, signInOrigin } from '../sessions/routes.ts';
import { registerInvestor } from './service.ts';

export function registrationRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    register: async (request, reply) => {
      const started = await registerInvestor(app, request.body, signInOrigin(app, request));
      // The device cookie too: the next sign-in from this browser is not a new browser's.
      return sessionStarted(app, request, reply, started);
    },
  };
}
