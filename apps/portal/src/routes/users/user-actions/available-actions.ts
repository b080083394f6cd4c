import type { User } from '@keystone/api';
import type { UserAdminAction } from '../../../api/users.ts';

/** One of the admin's actions on a user, as the data module names its mutations. */
export type UserActionKind = UserAdminAction;

/**
 * KYC waits for the admin once the provider accepted it (IN_PROGRESS), or while the submitted procedure still shows
 * DRAFT; before the procedure is finished the server answers approve and reject with code 15.
 */
export function awaitsKycDecision(user: Pick<User, 'kycStatus' | 'kycProcedureFinished'>): boolean {
  return user.kycStatus === 'IN_PROGRESS' || (user.kycStatus === 'DRAFT' && user.kycProcedureFinished);
}

/**
 * The actions an admin is offered for a user, in the order they are shown. 'Reset questions' is offered while KYC is
 * not approved (seed 001 §2). Admins cannot deactivate themselves (the server answers code 10), so they are not offered it.
 */
export function availableUserActions(
  user: Pick<User, 'id' | 'status' | 'kycStatus' | 'kycProcedureFinished'>,
  signedInUserId: number | null,
): UserActionKind[] {
  const actions: UserActionKind[] = [];
  if (awaitsKycDecision(user)) actions.push('approveKyc', 'rejectKyc');
  if (user.kycStatus !== 'APPROVED') actions.push('resetQuestions');
  if (user.status === 'NOT_ACTIVE') actions.push('activate');
  else if (user.id !== signedInUserId) actions.push('deactivate');
  return actions;
}

export const USER_ACTION_LABELS: Readonly<Record<UserActionKind, string>> = {
  approveKyc: 'Approve KYC',
  rejectKyc: 'Reject KYC',
  resetQuestions: 'Reset questions',
  activate: 'Activate',
  deactivate: 'Deactivate',
};

/** What the admin is told once an action succeeded. */
export function actionSuccessText(kind: UserActionKind, name: string): string {
  switch (kind) {
    case 'approveKyc':
      return `KYC approved for ${name}.`;
    case 'rejectKyc':
      return `KYC rejected for ${name}.`;
    case 'resetQuestions':
      return `${name} can answer the competence questions again.`;
    case 'activate':
      return `${name} was activated.`;
    case 'deactivate':
      return `${name} was deactivated and signed out.`;
  }
}
