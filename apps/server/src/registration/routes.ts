import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { registerInvestor } from './service.ts';

export function registrationRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    register: async (request) => registerInvestor(app, request.body, request.ip, request.log),
  };
}
