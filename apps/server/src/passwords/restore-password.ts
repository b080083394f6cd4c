import { validateForgotPasswordEmail, validateNewPassword } from '@keystone/flows/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { normaliseEmail } from '../auth/email.ts';
import { hashPassword } from '../auth/passwords.ts';
import { setPassword } from '../auth/queries.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { restorePasswordEmail } from '../mail/templates.ts';
import { consumeOneTimeToken, invalidOneTimeToken, issueOneTimeToken } from '../one-time-tokens/one-time-tokens.ts';
import { voidUnusedTokens } from '../one-time-tokens/queries.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { clearAttempts, countAttempt, forgiveAttempt } from '../rate-limit/rate-limiter.ts';
import { findActiveUserByEmail } from './queries.ts';

/**
 * Mails a reset link to an ACTIVE account. Unknown and NOT_ACTIVE addresses get the same silent success, and so
 * does a mail server failure (which is logged): the answer never tells whether an account exists.
 */
export async function sendRestorePasswordLink(
  { db, mailer, publicUrl }: AppContext,
  typedEmail: string,
  clientAddress: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const typed = typedEmail.trim();
  assertFieldsValid({ email: typed }, { email: validateForgotPasswordEmail });
  const email = normaliseEmail(typed);
  await countAttempt(
    db,
    { limit: rateLimits.restoreLinkPerAddress, subject: clientAddress },
    { limit: rateLimits.restoreLinkPerEmail, subject: email },
  );

  const user = await findActiveUserByEmail(db, email);
  if (!user) return;
  const { token } = await issueOneTimeToken(db, { type: 'RESTORE_PASSWORD', userId: user.id });
  try {
    await mailer.send(restorePasswordEmail(user.email, `${publicUrl}/login/new-password/${token}`, user.id));
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'reset link e-mail not sent');
  }
}

/**
 * Sets a new password with a reset link. In one transaction: the link is spent, the password and its stamp change
 * (ending every earlier session) and the account's other reset links stop working.
 */
export async function restorePassword(
  { db }: AppContext,
  request: { newPassword: string; token: string },
  clientAddress: string,
): Promise<void> {
  assertFieldsValid(request, { newPassword: validateNewPassword });
  const tokenAttempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(db, tokenAttempts);
  const passwordHash = await hashPassword(request.newPassword);

  const user = await db.transaction().execute(async (trx) => {
    const { userId } = await consumeOneTimeToken(trx, request.token, 'RESTORE_PASSWORD');
    if (userId === null) throw invalidOneTimeToken();
    const updated = await setPassword(trx, userId, passwordHash);
    await voidUnusedTokens(trx, 'RESTORE_PASSWORD', { userId });
    return updated;
  });

  await forgiveAttempt(db, tokenAttempts);
  // Whoever holds the mailbox has proved they own the account: earlier failed sign-ins no longer hold them back.
  await clearAttempts(db, { limit: rateLimits.signInPerEmail, subject: user.email });
}
