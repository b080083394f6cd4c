import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { restartKycProcedure, startKycProcedure } from './procedure.ts';
import type { KycProvider } from './provider.ts';

export function kycRoutes({ db, provider }: { db: Db; provider: KycProvider }): Pick<
  ServiceHandlers,
  'startKycProcedure' | 'restartKycProcedure'
> {
  return {
    startKycProcedure: async (request) => startKycProcedure(db, provider, signedInUser(request).id),
    restartKycProcedure: async (request) => restartKycProcedure(db, signedInUser(request).id),
  };
}
