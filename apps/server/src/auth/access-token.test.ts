import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './access-token.ts';

const claims = { userId: 7, role: 'INVESTOR', passwordChangedAt: new Date(0) } as const;
const hourMs = 60 * 60 * 1000;

describe('verifyAccessToken, which remembers tokens it has verified', () => {
  it('still refuses a remembered token once it has expired', async () => {
    const secret = randomBytes(32);
    const issuedAt = new Date('2026-11-29T10:00:00Z');
    const expiresAt = Math.floor(issuedAt.getTime() / 1000) + 2;
    const token = await issueAccessToken(secret, claims, { issuedAt, expiresAt });

    await expect(verifyAccessToken(secret, token, issuedAt)).resolves.toMatchObject({ userId: 7 });

    await expect(verifyAccessToken(secret, token, new Date((expiresAt + 1) * 1000))).rejects.toMatchObject({
      code: 8,
    });
  });

  it('refuses a remembered token with a byte changed, in its claims or its signature', async () => {
    const secret = randomBytes(32);
    const now = new Date('2026-11-29T10:00:00Z');
    const token = await issueAccessToken(secret, claims, { issuedAt: now });
    await expect(verifyAccessToken(secret, token, now)).resolves.toMatchObject({ userId: 7, role: 'INVESTOR' });
    const [header = '', payload = '', signature = ''] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'ADMIN' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;

    await expect(verifyAccessToken(secret, `${header}.${admin}.${signature}`, now)).rejects.toMatchObject({ code: 8 });
    await expect(verifyAccessToken(secret, `${header}.${payload}.${flipped}`, now)).rejects.toMatchObject({ code: 8 });
  });

  it('never takes a token verified with one secret as verified with another', async () => {
    const signer = randomBytes(32);
    const now = new Date();
    const signed = await issueAccessToken(signer, claims, { issuedAt: now });
    await expect(verifyAccessToken(signer, signed, now)).resolves.toMatchObject({ userId: 7 });

    await expect(verifyAccessToken(randomBytes(32), signed, now)).rejects.toMatchObject({ code: 8 });
  });

  // Issue 32: with the test clock nine hours behind, every sign-in answered 401 code 8, the token issued on the
  // app's clock and checked on the system's.
  it('checks a token on the clock it is given, not the system clock', async () => {
    const secret = randomBytes(32);
    const nineHoursAgo = new Date(Date.now() - 9 * hourMs);
    const token = await issueAccessToken(secret, claims, { issuedAt: nineHoursAgo });

    await expect(verifyAccessToken(secret, token, nineHoursAgo)).resolves.toMatchObject({ userId: 7 });
    await expect(verifyAccessToken(secret, token, new Date(nineHoursAgo.getTime() + 9 * hourMs))).rejects.toMatchObject(
      { code: 8 },
    );
  });
});
