import type { FastifyRequest } from 'fastify';
import { authenticate, type AuthenticatedUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';

/** The portal keeps its sign-in token in this cookie (apps/portal/src/session/token-cookie.ts). */
const TOKEN_COOKIE = 'keystone_token';

/**
 * Who is asking for a file. Links opened in a new tab and `<img>` send no Authorization header, so without a bearer
 * token the portal's own cookie is taken instead. It is SameSite=Strict: another site cannot make a browser send it.
 * It is checked exactly as a bearer token is (8 invalid or expired, 19 not active); with neither, code 6.
 */
export async function fileViewer(request: FastifyRequest, { db, config }: AppContext): Promise<AuthenticatedUser> {
  if (request.auth !== null) return request.auth;
  const token = cookieValue(request.headers.cookie, TOKEN_COOKIE);
  if (token === undefined) throw new AppError(6);
  return authenticate(db, config.jwtSecret, token);
}

/** One cookie of a Cookie header (RFC 6265 `name=value; name=value`), or undefined when it is absent or empty. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (value === '') return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      // Not percent-encoded as the portal writes it: verification will refuse it with code 8.
      return value;
    }
  }
  return undefined;
}
