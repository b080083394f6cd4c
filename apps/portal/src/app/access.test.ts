import { describe, expect, it } from 'vitest';
import {
  entryPath,
  platformRedirect,
  returnPathAfterSignIn,
  secondFactorRedirect,
  SECURITY_PATH,
  type Viewer,
} from './access.ts';

const viewer = (role: Viewer['role'], kycStatus: Viewer['kycStatus']): Viewer => ({
  role,
  kycStatus,
  status: 'ACTIVE',
});

describe('entryPath', () => {
  it('sends a visitor who is not signed in to sign in', () => expect(entryPath(null)).toBe('/login'));
  it('sends admins and investors to the dashboard', () => {
    expect(entryPath('ADMIN')).toBe('/platform/dashboard');
    expect(entryPath('INVESTOR')).toBe('/platform/dashboard');
  });
  it('sends any other role to KYC', () => expect(entryPath('DEVELOPER')).toBe('/platform/kyc'));
});

describe('platformRedirect', () => {
  it('keeps investors without approved KYC on the KYC page', () => {
    for (const kyc of ['DRAFT', 'IN_PROGRESS', 'REJECTED'] as const) {
      expect(platformRedirect('platform', viewer('INVESTOR', kyc))).toBe('/platform/kyc');
      expect(platformRedirect('investor', viewer('INVESTOR', kyc))).toBe('/platform/kyc');
      expect(platformRedirect('kyc', viewer('INVESTOR', kyc))).toBeNull();
    }
  });

  it('lets anyone signed in open Help, KYC approved or not', () => {
    for (const kyc of ['DRAFT', 'IN_PROGRESS', 'REJECTED', 'APPROVED'] as const) {
      expect(platformRedirect('signed-in', viewer('INVESTOR', kyc))).toBeNull();
      expect(platformRedirect('signed-in', viewer('DEVELOPER', kyc))).toBeNull();
    }
    expect(platformRedirect('signed-in', viewer('ADMIN', 'DRAFT'))).toBeNull();
  });

  it('sends approved investors away from KYC', () => {
    expect(platformRedirect('kyc', viewer('INVESTOR', 'APPROVED'))).toBe('/');
    expect(platformRedirect('platform', viewer('INVESTOR', 'APPROVED'))).toBeNull();
  });

  it('never forces admins into KYC and keeps them off it', () => {
    expect(platformRedirect('platform', viewer('ADMIN', 'DRAFT'))).toBeNull();
    expect(platformRedirect('admin', viewer('ADMIN', 'DRAFT'))).toBeNull();
    expect(platformRedirect('kyc', viewer('ADMIN', 'DRAFT'))).toBe('/');
  });

  it('keeps investors off admin pages and admins off investor pages', () => {
    expect(platformRedirect('admin', viewer('INVESTOR', 'APPROVED'))).toBe('/');
    expect(platformRedirect('investor', viewer('ADMIN', 'APPROVED'))).toBe('/');
  });

  it('lets other roles use only KYC, even when approved, so / and /platform/kyc never loop', () => {
    expect(platformRedirect('platform', viewer('DEVELOPER', 'APPROVED'))).toBe('/platform/kyc');
    expect(platformRedirect('kyc', viewer('DEVELOPER', 'APPROVED'))).toBeNull();
  });
});

describe('returnPathAfterSignIn', () => {
  it('returns to the remembered platform page', () =>
    expect(returnPathAfterSignIn('/platform/users?page=2')).toBe('/platform/users?page=2'));
  it('ignores anything that is not a platform path', () => {
    expect(returnPathAfterSignIn('https://evil.example/platform')).toBe('/');
    expect(returnPathAfterSignIn('//evil.example')).toBe('/');
    expect(returnPathAfterSignIn(null)).toBe('/');
  });
});

describe('secondFactorRedirect', () => {
  it('keeps an admin without a second factor on the Security page, and lets one with a factor anywhere', () => {
    const bare = { role: 'ADMIN' as const, secondFactorMethods: [] };
    expect(secondFactorRedirect(bare, '/platform/dashboard')).toBe(SECURITY_PATH);
    expect(secondFactorRedirect(bare, '/platform/devices')).toBe(SECURITY_PATH);
    expect(secondFactorRedirect(bare, SECURITY_PATH)).toBeNull();
    expect(secondFactorRedirect({ role: 'ADMIN', secondFactorMethods: ['TOTP'] }, '/platform/users')).toBeNull();
  });

  it('never sends an investor, whose second step is their choice', () => {
    expect(secondFactorRedirect({ role: 'INVESTOR', secondFactorMethods: [] }, '/platform/dashboard')).toBeNull();
  });
});
