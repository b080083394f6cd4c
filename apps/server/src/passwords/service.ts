import { validateForgotPasswordEmail, validateNewPassword } from '@keystone/flows/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { restorePasswordEmail } from '../mail/templates.ts';
import {
  checkOneTimeToken,
  consumeOneTimeToken,
  invalidOneTimeToken,
  issueOneTimeToken,
  voidUnusedTokens,
} from '../one-time-tokens/service.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { clearAttempts, countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { hashPassword, verifyPassword } from './hashing.ts';
import { findActiveUserByEmail, lockPasswordOf, setPassword } from './queries.ts';
import { forgetAccountFailures } from '../rate-limit/sign-in-throttle.ts';

/**
 * A signed-in user changes their password. A wrong current password is code 7 (the session stays: it is not a
 * sign-in failure) and counts towards the account's limit. Every earlier token stops working; the caller gets a
 * fresh one that expires when theirs would have, so this session carries on and no other does.
 *
 * The current password is checked against the user's row locked in the transaction that changes it: checked
 * before the transaction, several changes sent at once with the same current password all passed and all changed
 * it, the last one committed winning. Now the first changes it and the others find it changed: code 7.
 */
export async function changePassword(
  { db, config, clock }: AppContext,
  caller: AuthenticatedUser,
  request: { currentPassword: string; newPassword: string },
): Promise<{ token: string }> {
  assertFieldsValid(request, { newPassword: validateNewPassword });
  const attempts = { limit: rateLimits.passwordChangePerUser, subject: String(caller.id) };
  await countAttempt(db, attempts);
  // Hashing takes a while: do it before the transaction, not while holding the user's row lock.
  const passwordHash = await hashPassword(request.newPassword);

  const user = await db.transaction().execute(async (trx) => {
    const stored = await lockPasswordOf(trx, caller.id);
    if (!stored || !(await verifyPassword(stored.password_hash, request.currentPassword))) throw new AppError(7);
    const updated = await setPassword(trx, caller.id, passwordHash);
    // A reset link mailed before the change would undo it.
    await voidUnusedTokens(trx, 'RESTORE_PASSWORD', { userId: caller.id });
    return updated;
  });
  await clearAttempts(db, attempts);

  const token = await issueAccessToken(
    config.jwtSecret,
    {
      userId: user.id,
      role: user.role,
      passwordChangedAt: user.password_changed_at,
      remembered: caller.remembered,
    },
    { issuedAt: clock.now(), expiresAt: caller.sessionExpiresAt },
  );
  return { token };
}

/**
 * Mails a reset link to an ACTIVE account. Unknown and NOT_ACTIVE addresses get the same silent success, and so
 * does a mail server failure (which is logged): the answer never tells whether an account exists.
 */
export async function sendRestorePasswordLink(
  { db, config, providers }: AppContext,
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
    await providers.mail.send(
      restorePasswordEmail(user.email, `${config.publicUrl}/login/new-password/${token}`, user.id),
    );
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
    // The account's row first, then its tokens, the order a change of password takes them: spending the link
    // first deadlocked (500) against a change, or against a reset with another of the account's links, each
    // holding what the other wanted. Spending it after the lock also finds it void if a reset just won.
    const { userId } = await checkOneTimeToken(trx, request.token, 'RESTORE_PASSWORD');
    if (userId === null) throw invalidOneTimeToken();
    await lockPasswordOf(trx, userId);
    await consumeOneTimeToken(trx, request.token, 'RESTORE_PASSWORD');
    const updated = await setPassword(trx, userId, passwordHash);
    await voidUnusedTokens(trx, 'RESTORE_PASSWORD', { userId });
    return updated;
  });

  await forgiveAttempt(db, tokenAttempts);
  // Whoever holds the mailbox has proved they own the account: earlier failed sign-ins no longer hold them back.
  await forgetAccountFailures(db, user.email);
}
