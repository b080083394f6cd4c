import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { validateToken } from './service.ts';

export function oneTimeTokenRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    validateToken: async (request) => validateToken(app, request.body, request.ip),
  };
}
