/**
 * The request's Idempotency-Key, if it sent one. The contract's pattern has checked it; Fastify reads header names
 * in lower case.
 */
export function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}
