import { SIGNED_IN_COOKIE } from '@keystone/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { verifyAccessToken } from './access-token.ts';

/**
 * The browser's session: HttpOnly, so no script (nor an injected one) can read it; SameSite=Strict, so another
 * site cannot make the browser send it; only under /api, where it is needed.
 */
export const SESSION_COOKIE = 'keystone_session';
const cookiePath = '/api';

/**
 * Secure whenever the portal is served over https (its public address, or this very request behind a trusted
 * proxy); a local http server could not set a Secure cookie at all.
 */
export function secure(request: FastifyRequest, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || request.protocol === 'https';
}

function serialise(value: string, attributes: readonly string[]): string {
  return [`${SESSION_COOKIE}=${value}`, `Path=${cookiePath}`, 'HttpOnly', 'SameSite=Strict', ...attributes].join('; ');
}

/** The script-readable companion (no secret in it): the portal asks GET /user only when it is there. */
function serialiseSignedIn(value: '1' | '', attributes: readonly string[]): string {
  return [`${SIGNED_IN_COOKIE}=${value}`, 'Path=/', 'SameSite=Strict', ...attributes].join('; ');
}

/**
 * Starts the browser's session with a freshly issued token. A remembered sign-in keeps its cookie until the token
 * expires (30 days); otherwise it is a session cookie, gone when the browser closes (seed 000 §7).
 */
export async function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  app: AppContext,
  token: string,
): Promise<void> {
  const { config, clock } = app;
  const now = clock.now();
  const claims = await verifyAccessToken(config.jwtSecret, token, now);
  const attributes: string[] = [];
  if (claims.remembered) {
    const maxAge = Math.max(0, claims.expiresAt - Math.floor(now.getTime() / 1000));
    attributes.push(`Max-Age=${maxAge}`);
  }
  if (secure(request, config.publicUrl)) attributes.push('Secure');
  reply.header('set-cookie', [serialise(encodeURIComponent(token), attributes), serialiseSignedIn('1', attributes)]);
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, app: AppContext) {
  const { config } = app;
  const attributes = ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  if (secure(request, config.publicUrl)) attributes.push('Secure');
  reply.header('set-cookie', [serialise('', attributes), serialiseSignedIn('', attributes)]);
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
      // Not percent-encoded as the server writes it: verification will refuse it with code 8.
      return value;
    }
  }
  return undefined;
}
