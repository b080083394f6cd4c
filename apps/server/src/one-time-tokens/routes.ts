import type { AppContext } from '../app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/rate-limiter.ts';
import { checkOneTimeToken } from './one-time-tokens.ts';

export function oneTimeTokenRoutes({ db }: AppContext): Pick<ServiceHandlers, 'validateToken'> {
  return {
    validateToken: async (request) => {
      const { token, tokenType } = request.body;
      const attempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: request.ip };
      await countAttempt(db, attempts);
      const usable = await checkOneTimeToken(db, token, tokenType);
      await forgiveAttempt(db, attempts);
      return { valid: true, tokenType, email: usable.email };
    },
  };
}
