import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { signIn } from './service.ts';

export function sessionRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    login: async (request) => signIn(app, request.body, request.ip),
  };
}
