import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { getUserProfile } from './service.ts';

export function userRoutes({ db }: { db: Db }): Pick<ServiceHandlers, 'getCurrentUser'> {
  return {
    getCurrentUser: async (request) => getUserProfile(db, signedInUser(request).id),
  };
}
