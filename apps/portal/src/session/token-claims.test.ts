import { describe, expect, it } from 'vitest';
import { readTokenClaims } from './token-claims.ts';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('readTokenClaims', () => {
  it('reads the user id, role and expiry', () => {
    expect(readTokenClaims(token({ sub: '7', role: 'ADMIN', exp: 1_800_000_000 }))).toEqual({
      userId: 7,
      role: 'ADMIN',
      expiresAt: new Date(1_800_000_000_000),
    });
  });

  it('rejects tokens that are not JWTs or lack the claims', () => {
    expect(readTokenClaims('not-a-token')).toBeNull();
    expect(readTokenClaims('a.!!!.c')).toBeNull();
    expect(readTokenClaims(token({ sub: 7, role: 'ADMIN', exp: 1 }))).toBeNull();
  });
});
