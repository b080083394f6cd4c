import type { AppContext } from '../app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { validateToken } from './validate-token.ts';

export function oneTimeTokenRoutes(context: AppContext): Pick<ServiceHandlers, 'validateToken'> {
  return {
    validateToken: async (request) => validateToken(context, request.body, request.ip),
  };
}
