import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, recoveryCodeHash, sealSecret } from './secret-box.ts';
import { matchingTotpStep, otpauthUri, totpCode, totpStep } from './totp.ts';
import { newRecoveryCodes, shownRecoveryCodes } from './recovery-codes.ts';
import { validateRecoveryCode } from '@keystone/flows/second-factor';

describe('the secret box', () => {
  const key = randomBytes(32);
  const secret = new Uint8Array(randomBytes(20));

  it('opens what it sealed, with a fresh nonce each time', () => {
    const first = sealSecret(key, 7, secret);
    const second = sealSecret(key, 7, secret);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openSecret(key, 7, first)).toEqual(secret);
    expect(openSecret(key, 7, second)).toEqual(secret);
  });

  it('refuses a box altered, moved to another user, or opened under another key', () => {
    const box = sealSecret(key, 7, secret);
    const [version, nonce, sealed = '', tag] = box.split('.');
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret(key, 7, [version, nonce, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => openSecret(key, 8, box)).toThrow();
    expect(() => openSecret(randomBytes(32), 7, box)).toThrow();
    expect(() => openSecret(key, 7, 'v2.a.b.c')).toThrow('not a sealed second-factor secret');
  });

  it('hashes recovery codes per user and per key', () => {
    const hash = recoveryCodeHash(key, 7, '7KQ2MXD94T');
    expect(hash.byteLength).toBe(32);
    expect(recoveryCodeHash(key, 7, '7KQ2MXD94T')).toEqual(hash);
    expect(recoveryCodeHash(key, 8, '7KQ2MXD94T')).not.toEqual(hash);
    expect(recoveryCodeHash(randomBytes(32), 7, '7KQ2MXD94T')).not.toEqual(hash);
  });
});

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1, the last 6 of its 8 digits.
  const rfcSecret = new TextEncoder().encode('12345678901234567890');
  it.each([
    ['1970-01-01T00:00:59Z', '287082'],
    ['2005-03-18T01:58:29Z', '081804'],
    ['2009-02-13T23:31:30Z', '005924'],
    ['2033-05-18T03:33:20Z', '279037'],
  ])('gives the RFC’s code at %s', (at, code) => {
    expect(totpCode(rfcSecret, totpStep(new Date(at)))).toBe(code);
  });

  it('finds the step of a code one step either side, never two, and never one already used', () => {
    const at = new Date('2026-11-30T10:00:15Z');
    const now = totpStep(at);
    for (const offset of [-1, 0, 1]) {
      expect(matchingTotpStep(rfcSecret, totpCode(rfcSecret, now + offset), at, new Set())).toBe(now + offset);
    }
    for (const offset of [-2, 2])
      expect(matchingTotpStep(rfcSecret, totpCode(rfcSecret, now + offset), at, new Set())).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, totpCode(rfcSecret, now), at, new Set([now]))).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, totpCode(rfcSecret, now + 1), at, new Set([now]))).toBe(now + 1);
    // A clock set back (a test's) refuses only the steps really used: an earlier step never used still signs in.
    expect(matchingTotpStep(rfcSecret, totpCode(rfcSecret, now - 1), at, new Set([now + 2880]))).toBe(now - 1);
  });

  it('writes the otpauth address every authenticator app reads', () => {
    expect(otpauthUri('ann+isa@example.co.uk', rfcSecret)).toBe(
      'otpauth://totp/Keystone:ann%2Bisa%40example.co.uk?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Keystone&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it('are ten different codes of Crockford’s letters and digits, shown in two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    for (const shown of shownRecoveryCodes(codes)) {
      expect(shown).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(validateRecoveryCode(shown)).toBeUndefined();
    }
  });
});
