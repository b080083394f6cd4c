import type { Role } from '@keystone/api';

export interface TokenClaims {
  userId: number;
  role: Role;
  expiresAt: Date;
}

/**
 * Reads the claims the portal routes by (the seed: "the role comes from the login token").
 * Not a verification: the server checks the signature on every call.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; role?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || typeof claims.role !== 'string' || typeof claims.exp !== 'number')
      return null;
    return { userId: Number(claims.sub), role: claims.role as Role, expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return null;
  }
}
