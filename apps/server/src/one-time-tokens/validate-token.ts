import type { AppContext } from '../app-context.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/rate-limiter.ts';
import type { IssuableTokenType } from './lifetimes.ts';
import { checkOneTimeToken } from './one-time-tokens.ts';

/**
 * Tells the portal whether an e-mailed link still works (and for which address) without using it up. Wrong tokens
 * count against the client address; a right one takes its attempt back.
 */
export async function validateToken(
  { db }: AppContext,
  request: { token: string; tokenType: IssuableTokenType },
  clientAddress: string,
): Promise<{ valid: true; tokenType: IssuableTokenType; email: string }> {
  const attempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(db, attempts);
  const usable = await checkOneTimeToken(db, request.token, request.tokenType);
  await forgiveAttempt(db, attempts);
  return { valid: true, tokenType: request.tokenType, email: usable.email };
}
