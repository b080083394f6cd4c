import { describe, expect, it } from 'vitest';
import { hasSignedInCookie } from './signed-in-cookie.ts';

describe('hasSignedInCookie', () => {
  it('finds the signed-in cookie among others', () => {
    expect(hasSignedInCookie('theme=dark; keystone_signed_in=1; other=x')).toBe(true);
    expect(hasSignedInCookie('keystone_signed_in=1')).toBe(true);
  });

  it('is false without it, or when it was cleared', () => {
    expect(hasSignedInCookie('')).toBe(false);
    expect(hasSignedInCookie('theme=dark')).toBe(false);
    expect(hasSignedInCookie('keystone_signed_in=')).toBe(false);
    expect(hasSignedInCookie('not_keystone_signed_in=1')).toBe(false);
  });
});
