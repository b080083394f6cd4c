import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { getUserProfile } from './service.ts';
import { updateKycInformation } from './update-kyc.ts';

export function userRoutes({ db }: { db: Db }): Pick<ServiceHandlers, 'getCurrentUser' | 'updateCurrentUser'> {
  return {
    getCurrentUser: async (request) => getUserProfile(db, signedInUser(request).id),
    updateCurrentUser: async (request) =>
      updateKycInformation(db, {
        userId: signedInUser(request).id,
        body: request.body,
        validateQuestions: request.query.validateQuestions === true,
      }),
  };
}
