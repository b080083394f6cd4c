import { assertFreshSecondFactor } from '../second-factors/step-up.ts';
import type { PasswordChange, PasswordRestore } from '@keystone/api';
import { validateForgotPasswordEmail, validateNewPassword } from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import { endLiveSessions } from '../auth/queries.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { queueMail } from '../mail/queue-mail.ts';
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
import { findActiveUserByEmail, lockPasswordOf, recordResetRequest, setPassword, takeResetRequest } from './queries.ts';
import { forgetAccountFailures } from '../rate-limit/sign-in-throttle.ts';

/**
 * A signed-in user changes their password. A wrong current password is code 7 (the session stays: it is not a
 * sign-in failure) and counts towards the account's limit. Every earlier token stops working; the caller gets a
 * fresh one for the same session (its `jti`: the devices page still lists it as this one) that expires when theirs
 * would have, so this session carries on and no other does: the others are signed out in the same transaction.
 *
 * The current password is checked against the user's row locked in the transaction that changes it: checked
 * before the transaction, several changes sent at once with the same current password all passed and all changed
 * it, the last one committed winning. Now the first changes it and the others find it changed: code 7.
 */
export async function changePassword(
  app: AppContext,
  caller: AuthenticatedUser,
  request: PasswordChange,
): Promise<{ token: string }> {
  const { db, config, clock, sessionCache } = app;
  assertFieldsValid(request, { newPassword: validateNewPassword });
  // A new password asks for the second factor again (issue 36 §2), before the current one is even checked.
  await assertFreshSecondFactor(app, caller);
  const attempts = { limit: rateLimits.passwordChangePerUser, subject: String(caller.id) };
  await countAttempt(app, attempts);
  // Hashing takes a while: do it before the transaction, not while holding the user's row lock.
  const passwordHash = await hashPassword(request.newPassword);

  const user = await db.transaction().execute(async (trx) => {
    const stored = await lockPasswordOf(trx, caller.id);
    if (!stored || !(await verifyPassword(stored.password_hash, request.currentPassword))) throw new AppError(7);
    const updated = await setPassword(trx, caller.id, passwordHash);
    // A reset link mailed before the change would undo it.
    await voidUnusedTokens(inTransaction(app, trx), clock.now(), 'RESTORE_PASSWORD', { userId: caller.id });
    // Their tokens no longer work (the password stamp): the devices page no longer lists them either.
    await endLiveSessions(trx, caller.id, clock.now(), { exceptSessionId: caller.sessionId });
    return updated;
  });
  // This process forgets the old stamp at once; the others on the trigger's notification (migration 031).
  sessionCache.invalidate(caller.id);
  await clearAttempts(app, attempts);

  const token = await issueAccessToken(
    config.jwtSecret,
    {
      userId: user.id,
      role: user.role,
      passwordChangedAt: user.password_changed_at,
      remembered: caller.remembered,
    },
    { issuedAt: clock.now(), expiresAt: caller.sessionExpiresAt, sessionId: caller.sessionId },
  );
  return { token };
}

/**
 * Asks for a reset link. The answer only records the request, the same work whoever the address belongs to, so its
 * time tells nothing either: the outbox worker mails the link (mailRequestedResetLinks). Unknown and NOT_ACTIVE
 * addresses get the same silent success.
 */
export async function sendRestorePasswordLink(
  app: AppContext,
  typedEmail: string,
  clientAddress: string,
): Promise<void> {
  const { db, mailOutbox } = app;
  const typed = typedEmail.trim();
  assertFieldsValid({ email: typed }, { email: validateForgotPasswordEmail });
  const email = normaliseEmail(typed);
  await countAttempt(
    app,
    { limit: rateLimits.restoreLinkPerAddress, subject: clientAddress },
    { limit: rateLimits.restoreLinkPerEmail, subject: email },
  );
  await recordResetRequest(db, email);
  mailOutbox.wake();
}

/**
 * Turns each recorded request into a reset link mailed to the ACTIVE account with that address, if there is one:
 * the link and its mail in one transaction. Several server processes may share the work; each request is taken once.
 */
export async function mailRequestedResetLinks(app: AppContext): Promise<void> {
  const { db, config, clock } = app;
  for (;;) {
    const handled = await db.transaction().execute(async (trx) => {
      const request = await takeResetRequest(trx);
      if (!request) return false;
      const user = await findActiveUserByEmail(trx, request.email);
      if (!user) return true;
      const { token } = await issueOneTimeToken(inTransaction(app, trx), clock.now(), {
        type: 'RESTORE_PASSWORD',
        userId: user.id,
      });
      await queueMail(
        trx,
        restorePasswordEmail(user.email, `${config.publicUrl}/login/new-password/${token}`, user.id),
      );
      return true;
    });
    if (!handled) return;
  }
}

/**
 * Sets a new password with a reset link. In one transaction: the link is spent, the password and its stamp change
 * (ending every earlier session) and the account's other reset links stop working.
 */
export async function restorePassword(app: AppContext, request: PasswordRestore, clientAddress: string): Promise<void> {
  const { db, clock, sessionCache } = app;
  assertFieldsValid(request, { newPassword: validateNewPassword });
  const tokenAttempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(app, tokenAttempts);
  const passwordHash = await hashPassword(request.newPassword);

  const now = clock.now();
  const user = await db.transaction().execute(async (trx) => {
    // The account's row first, then its tokens, the order a change of password takes them: spending the link
    // first deadlocked (500) against a change, or against a reset with another of the account's links, each
    // holding what the other wanted. Spending it after the lock also finds it void if a reset just won.
    const { userId } = await checkOneTimeToken(inTransaction(app, trx), now, request.token, 'RESTORE_PASSWORD');
    if (userId === null) throw invalidOneTimeToken();
    await lockPasswordOf(trx, userId);
    await consumeOneTimeToken(inTransaction(app, trx), now, request.token, 'RESTORE_PASSWORD');
    const updated = await setPassword(trx, userId, passwordHash);
    await voidUnusedTokens(inTransaction(app, trx), now, 'RESTORE_PASSWORD', { userId });
    // Every session's token stopped working with the old password: none is listed on the devices page any more.
    await endLiveSessions(trx, userId, now);
    return updated;
  });
  sessionCache.invalidate(user.id);

  await forgiveAttempt(app, tokenAttempts);
  // Whoever holds the mailbox has proved they own the account: earlier failed sign-ins no longer hold them back.
  await forgetAccountFailures(db, user.email);
}
