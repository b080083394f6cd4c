import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A change made with the session cookie must come from the portal's own pages. SameSite=Strict already keeps the
 * cookie off other sites' requests; this second lock refuses (403 code 10) any unsafe call whose browser says it
 * came from elsewhere: `Sec-Fetch-Site: same-origin`, or else an `Origin` equal to the public address, is required.
 * Bearer-token calls are exempt: a browser never adds an Authorization header on another site's behalf.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  if (safeMethods.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    if (fetchSite === 'same-origin') return;
    throw new AppError(10);
  }
  if (request.headers.origin === new URL(publicUrl).origin) return;
  throw new AppError(10);
}
