import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

const algorithm = 'HS256';
const issuer = 'keystone';
export const accessTokenLifetimeSeconds = 60 * 60;
const roles: ReadonlySet<string> = new Set<Role>(['ADMIN', 'INVESTOR', 'DEVELOPER']);

export interface AccessTokenClaims {
  userId: number;
  role: Role;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  /** Seconds since the epoch. */
  issuedAt: number;
}

export function issueAccessToken(secret: Uint8Array, claims: AccessTokenClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
    .sign(secret);
}

/** Checks signature (HS256 only), issuer and expiry; any failure is code 8. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<VerifiedAccessToken> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [algorithm],
      issuer,
      requiredClaims: ['sub', 'iat', 'exp', 'role'],
    });
    const userId = Number(payload.sub);
    if (!/^[1-9][0-9]*$/.test(payload.sub ?? '') || !Number.isSafeInteger(userId)) throw new AppError(8);
    if (typeof payload.role !== 'string' || !roles.has(payload.role)) throw new AppError(8);
    return { userId, role: payload.role as Role, issuedAt: payload.iat ?? 0 };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) throw new AppError(8, { cause: error });
    throw error;
  }
}
