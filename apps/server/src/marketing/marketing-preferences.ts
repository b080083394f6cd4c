import type { MarketingPreferences, MarketingPreferencesUpdate } from '@keystone/api';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { AppError } from '../errors/app-error.ts';
import { consumeOneTimeToken, invalidOneTimeToken, issueOneTimeToken } from '../one-time-tokens/service.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { findNewsSubscription, saveNewsSubscription } from './queries.ts';

// Soft opt-in (PECR reg. 22(3)): an investor hears of new projects until they say no, and every such e-mail offers
// the way out. No row means no choice made yet, so subscribed.
const subscribedUntilUnsubscribed = true;

export async function getMarketingPreferences(app: AppContext, user: AuthenticatedUser): Promise<MarketingPreferences> {
  const { db } = app;
  const saved = await findNewsSubscription(db, user.id);
  return { newsSubscription: saved ?? subscribedUntilUnsubscribed };
}

/**
 * `POST /marketing`: the signed-in user's choice, or, with an UNSUBSCRIBE_NEWS token from an e-mail and no sign-in,
 * its owner's unsubscription. The token is spent in the transaction that records it; wrong tokens count against the
 * client address as every e-mailed link's do.
 */
export async function updateMarketingPreferences(
  app: AppContext,
  user: AuthenticatedUser | null,
  update: MarketingPreferencesUpdate,
  clientAddress: string,
): Promise<MarketingPreferences> {
  const { db, clock } = app;
  if (update.token === undefined) {
    if (user === null) throw new AppError(6);
    return { newsSubscription: await saveNewsSubscription(db, user.id, update.newsSubscription) };
  }
  if (update.newsSubscription) {
    throw new AppError(2, { fieldErrors: [{ field: 'newsSubscription', message: 'A link only unsubscribes' }] });
  }
  const token = update.token;
  const attempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(app, attempts);
  const saved = await db.transaction().execute(async (trx) => {
    const { userId } = await consumeOneTimeToken(inTransaction(app, trx), clock.now(), token, 'UNSUBSCRIBE_NEWS');
    if (userId === null) throw invalidOneTimeToken();
    return saveNewsSubscription(trx, userId, false);
  });
  await forgiveAttempt(app, attempts);
  return { newsSubscription: saved };
}

/** The portal page a news e-mail's unsubscribe link opens; it confirms with no sign-in. */
export async function newsUnsubscribeLink(app: AppContext, userId: number): Promise<string> {
  const { config, clock } = app;
  const { token } = await issueOneTimeToken(app, clock.now(), { type: 'UNSUBSCRIBE_NEWS', userId });
  return `${config.publicUrl}/unsubscribe/${token}`;
}
