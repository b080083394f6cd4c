import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './access-token.ts';

const claims = { userId: 7, role: 'INVESTOR', passwordChangedAt: new Date(0) } as const;

describe('verifyAccessToken, which remembers tokens it has verified', () => {
  it('still refuses a remembered token once it has expired', async () => {
    const secret = randomBytes(32);
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = await issueAccessToken(secret, claims, { issuedAt: new Date(), expiresAt });

    await expect(verifyAccessToken(secret, token)).resolves.toMatchObject({ userId: 7 });
    await new Promise((resolve) => setTimeout(resolve, (expiresAt + 1) * 1000 - Date.now()));

    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ code: 8 });
  });

  it('never takes a token verified with one secret as verified with another', async () => {
    const signer = randomBytes(32);
    const signed = await issueAccessToken(signer, claims, { issuedAt: new Date() });
    await expect(verifyAccessToken(signer, signed)).resolves.toMatchObject({ userId: 7 });

    await expect(verifyAccessToken(randomBytes(32), signed)).rejects.toMatchObject({ code: 8 });
  });
});
