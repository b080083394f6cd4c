import type { User, UserStatus } from '@keystone/api';
import type { StatusTone } from './tones.ts';

export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  ACTIVE: 'Active',
  NOT_ACTIVE: 'Not active',
};

export const USER_STATUS_TONES: Readonly<Record<UserStatus, StatusTone>> = { ACTIVE: 'success', NOT_ACTIVE: 'warning' };

/** How a screen or an e-mail names a user: the full name, else the e-mail (a new investor may have no name yet). */
export function userDisplayName(user: Pick<User, 'fullName' | 'email'>): string {
  return user.fullName?.trim() || user.email;
}
