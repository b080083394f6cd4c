import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * Who is asking for a file. Links opened in a new tab and `<img>` send no Authorization header, but they do send
 * the portal's session cookie (Path=/api, SameSite=Strict), which the authentication hook has already checked as it
 * checks a bearer token (8 invalid or expired, 19 not active); with neither, code 6.
 */
export function fileViewer(request: FastifyRequest): AuthenticatedUser {
  if (request.auth === null) throw new AppError(6);
  return request.auth;
}
