import { normalizeFullName, validateNewPassword, validateRegistrationFullName } from '@keystone/flows/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { welcomeEmail } from '../mail/templates.ts';
import { lockInvitationsOfAddress } from '../invitations/service.ts';
import { checkOneTimeToken, consumeOneTimeToken, invalidOneTimeToken } from '../one-time-tokens/service.ts';
import { hashPassword } from '../passwords/hashing.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import type { SignIn } from '../sessions/service.ts';
import { emailVerificationLink } from '../profile/service.ts';
import { newsUnsubscribeLink } from '../marketing/news-preferences.ts';
import { accountExists, getUserProfile } from '../users/service.ts';
import { insertInvestor } from './queries.ts';

interface Registration {
  fullName: string;
  password: string;
  token: string;
}

/**
 * Turns an invitation into an ACTIVE investor (KYC DRAFT) and signs them in. The token is spent in the transaction
 * that creates the account: both happen or neither, and of two requests racing with one token only one succeeds.
 */
export async function registerInvestor(
  app: AppContext,
  registration: Registration,
  clientAddress: string,
  log: FastifyBaseLogger,
): Promise<SignIn> {
  const { db, config, clock, providers } = app;
  assertFieldsValid(registration, { fullName: validateRegistrationFullName, password: validateNewPassword });
  const tokenAttempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(db, tokenAttempts);
  // Hashing takes a while: do it before the transaction, not while holding the token's row lock.
  const passwordHash = await hashPassword(registration.password);

  let investor: Awaited<ReturnType<typeof insertInvestor>>;
  try {
    investor = await db.transaction().execute(async (trx) => {
      // The address first, as an invitation of it does (see lockInvitationsOfAddress), then the link: spent after
      // the lock, it is found void if an invitation just replaced it.
      const invited = await checkOneTimeToken(trx, registration.token, 'REGISTRY');
      await lockInvitationsOfAddress(trx, invited.email);
      const { email } = await consumeOneTimeToken(trx, registration.token, 'REGISTRY');
      if (email === null) throw invalidOneTimeToken();
      if (await accountExists(trx, email)) throw new AppError(12);
      return insertInvestor(trx, { email, fullName: normalizeFullName(registration.fullName), passwordHash });
    });
  } catch (error) {
    // Two different invitations of one address used at the same moment: the unique e-mail decides.
    if (isUniqueViolation(error)) throw new AppError(12, { cause: error });
    throw error;
  }
  await forgiveAttempt(db, tokenAttempts);

  const fullName = normalizeFullName(registration.fullName);
  try {
    const verifyEmail = await emailVerificationLink(app, investor.id, investor.email);
    const unsubscribeNews = await newsUnsubscribeLink(app, investor.id);
    const links = { login: `${config.publicUrl}/login`, verifyEmail, unsubscribeNews };
    await providers.mail.send(welcomeEmail(investor.email, fullName, links, investor.id));
  } catch (error) {
    // The account exists and the investor is signed in; a lost welcome must not turn that into a failure.
    log.error({ err: error, userId: investor.id }, 'welcome e-mail not sent');
  }

  const token = await issueAccessToken(
    config.jwtSecret,
    { userId: investor.id, role: investor.role, passwordChangedAt: investor.password_changed_at },
    { issuedAt: clock.now() },
  );
  return { token, user: await getUserProfile(db, investor.id) };
}
