import { normalizeFullName, validateNewPassword, validateRegistrationFullName } from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { welcomeEmail } from '../mail/templates.ts';
import { lockInvitationsOfAddress } from '../invitations/service.ts';
import { checkOneTimeToken, consumeOneTimeToken, invalidOneTimeToken } from '../one-time-tokens/service.ts';
import { hashPassword } from '../passwords/hashing.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { startSession, type SignInOrigin, type StartedSession } from '../sessions/service.ts';
import { emailVerificationLink } from '../profile/service.ts';
import { newsUnsubscribeLink } from '../marketing/marketing-preferences.ts';
import { accountExists } from '../users/service.ts';
import { insertInvestor } from './queries.ts';

interface Registration {
  fullName: string;
  password: string;
  token: string;
}

/**
 * Turns an invitation into an ACTIVE investor (KYC DRAFT) and signs them in: a session like any sign-in's (its row
 * on the devices page), but no new-browser e-mail, this being the account's first browser. The token is spent in the
 * transaction that creates the account: both happen or neither, and of two requests racing with one token only one
 * succeeds.
 */
export async function registerInvestor(
  app: AppContext,
  registration: Registration,
  origin: SignInOrigin,
): Promise<StartedSession> {
  const { db, config, clock } = app;
  const { clientAddress } = origin;
  assertFieldsValid(registration, { fullName: validateRegistrationFullName, password: validateNewPassword });
  const tokenAttempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(app, tokenAttempts);
  // Hashing takes a while: do it before the transaction, not while holding the token's row lock.
  const passwordHash = await hashPassword(registration.password);

  let investor: Awaited<ReturnType<typeof insertInvestor>>;
  try {
    const now = clock.now();
    investor = await db.transaction().execute(async (trx) => {
      const inTrx = inTransaction(app, trx);
      // The address first, as an invitation of it does (see lockInvitationsOfAddress), then the link: spent after
      // the lock, it is found void if an invitation just replaced it.
      const invited = await checkOneTimeToken(inTrx, now, registration.token, 'REGISTRY');
      await lockInvitationsOfAddress(inTrx, invited.email);
      const { email } = await consumeOneTimeToken(inTrx, now, registration.token, 'REGISTRY');
      if (email === null) throw invalidOneTimeToken();
      if (await accountExists(inTrx, email)) throw new AppError(12);
      const fullName = normalizeFullName(registration.fullName);
      const created = await insertInvestor(trx, { email, fullName, passwordHash, registeredAt: now });
      const links = {
        login: `${config.publicUrl}/login`,
        verifyEmail: await emailVerificationLink(inTrx, created.id, created.email),
        unsubscribeNews: await newsUnsubscribeLink(inTrx, created.id),
      };
      await queueMail(trx, welcomeEmail(created.email, fullName, links, created.id));
      return created;
    });
  } catch (error) {
    // Two different invitations of one address used at the same moment: the unique e-mail decides.
    if (isUniqueViolation(error)) throw new AppError(12, { cause: error });
    throw error;
  }
  app.mailOutbox.wake();
  await forgiveAttempt(app, tokenAttempts);

  return startSession(app, { user: investor, rememberMe: false, secondFactorAt: null, origin, registering: true });
}
