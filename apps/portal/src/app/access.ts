import type { KycStatus, Role, User, UserStatus } from '@keystone/api';
import { requiresSecondFactor } from '@keystone/flows/second-factor';

/**
 * Who may open a platform route (seed 000 §2 and seed 001 §2, "Access rules"); `signed-in`: anyone signed in, KYC
 * approved or not (Help, which an investor may need most while passing KYC).
 */
export type RouteAccess = 'platform' | 'kyc' | 'admin' | 'investor' | 'signed-in';

export interface Viewer {
  role: Role;
  status: UserStatus;
  kycStatus: KycStatus;
}

const hasDashboard = (role: Role) => role === 'ADMIN' || role === 'INVESTOR';

/** Where `/` sends a visitor: nobody signed in to sign-in, admins and investors to the dashboard, any other role to KYC. */
export function entryPath(role: Role | null): string {
  if (!role) return '/login';
  return hasDashboard(role) ? '/platform/dashboard' : '/platform/kyc';
}

/** Where a signed-in, ACTIVE viewer is sent instead of a route with the given access; null lets them in. */
export function platformRedirect(access: RouteAccess, viewer: Viewer): string | null {
  if (access === 'signed-in') return null;
  const kycDone = viewer.kycStatus === 'APPROVED' && hasDashboard(viewer.role);
  if (access === 'kyc') return viewer.role === 'ADMIN' || kycDone ? '/' : null;
  // Admins are never forced into KYC; everyone else stays on it until it is approved.
  if (viewer.role !== 'ADMIN' && !kycDone) return '/platform/kyc';
  if (access === 'admin' && viewer.role !== 'ADMIN') return '/';
  if (access === 'investor' && viewer.role !== 'INVESTOR') return '/';
  return null;
}

/** The sign-in page remembers where a visitor was heading; only same-site platform paths are honoured. */
export function returnPathAfterSignIn(from: string | null | undefined): string {
  return from && from.startsWith('/platform') && !from.startsWith('//') ? from : '/';
}

/** The Security page (issue 36): second factors; where an admin without one is kept. */
export const SECURITY_PATH = '/platform/security';
/** The Devices page (issue 36): where the account is signed in. */
export const DEVICES_PATH = '/platform/devices';

/** A user whose role needs a second factor (flows `requiresSecondFactor`: admins) and who has none. */
export function mustSetUpSecondFactor(user: Pick<User, 'role' | 'secondFactorMethods'>): boolean {
  return requiresSecondFactor(user.role) && user.secondFactorMethods.length === 0;
}

/**
 * Where such a user is sent instead of any platform page but the Security page, so they set one up before anything
 * else (the server refuses their other calls with code 59 anyway); null lets them through.
 */
export function secondFactorRedirect(
  user: Pick<User, 'role' | 'secondFactorMethods'>,
  pathname: string,
): string | null {
  return mustSetUpSecondFactor(user) && pathname !== SECURITY_PATH ? SECURITY_PATH : null;
}
