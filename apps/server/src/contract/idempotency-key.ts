import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';

/**
 * The request's Idempotency-Key, if it sent one. The contract's pattern has checked it; Fastify reads header names
 * in lower case.
 */
export function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

/**
 * What a key is stored with to recognise its request again: sha256 (hex) of the operation and the values that
 * define the request (its body and query, the path's ids), whatever order they were written in.
 */
export function requestFingerprint(operation: string, request: Readonly<Record<string, string | number>>): string {
  const values = Object.keys(request)
    .sort()
    .map((name) => [name, request[name]]);
  return createHash('sha256')
    .update(JSON.stringify([operation, values]))
    .digest('hex');
}

/**
 * A key already answered is answered again only for the request it was first used with: a different request under
 * it, another operation's included (a withdrawal's key on a deposit), is refused with code 41 (a client would
 * otherwise believe the second request was made). A key stored without a fingerprint (before migration 022) keeps
 * its answer for its own operation.
 */
export function assertSameRequest(
  stored: { operation: string; request_fingerprint: string | null } | undefined,
  request: { operation: string; fingerprint: string },
): void {
  if (stored === undefined) return;
  if (stored.operation !== request.operation) throw new AppError(41);
  if (stored.request_fingerprint !== null && stored.request_fingerprint !== request.fingerprint) {
    throw new AppError(41);
  }
}
