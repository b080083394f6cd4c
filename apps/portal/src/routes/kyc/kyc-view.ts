import type { User } from '@keystone/api';

/** The wizard shows while the KYC is a DRAFT whose procedure has not been started; the finished screen otherwise. */
export function showsWizard(user: Pick<User, 'kycStatus' | 'kycProcedureFinished'>): boolean {
  return user.kycStatus === 'DRAFT' && !user.kycProcedureFinished;
}
