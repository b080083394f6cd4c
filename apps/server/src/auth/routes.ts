import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { signIn } from './service.ts';

export function authRoutes({ db, jwtSecret }: { db: Db; jwtSecret: Uint8Array }): Pick<ServiceHandlers, 'login'> {
  return {
    login: async (request) => signIn(db, jwtSecret, request.body),
  };
}
