import type { Invite, InviteRequest } from '@keystone/api';
import {
  normalizeFullName,
  validateFullName,
  validateInviteEmail,
  validateRegisterInterestEmail,
} from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { invitationEmail, invitationRequestReceivedEmail } from '../mail/templates.ts';
import { issueOneTimeToken, voidUnusedTokens } from '../one-time-tokens/service.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt } from '../rate-limit/service.ts';
import { accountExists } from '../users/service.ts';
import {
  lockInvitationsOf,
  markInvitationRequestConfirmed,
  markInvitationRequestInvited,
  recordInvitationRequest,
  takeUnconfirmedInvitationRequest,
} from './queries.ts';

/**
 * A visitor registers interest. New, repeated and already-registered addresses all get the same silent success:
 * the answer must not tell anyone whether an address has an account.
 */
export async function requestInvitation(app: AppContext, request: InviteRequest, clientAddress: string): Promise<void> {
  const { db, mailOutbox } = app;
  const email = request.email.trim();
  assertFieldsValid(
    { fullName: request.fullName, email },
    { fullName: validateFullName, email: validateRegisterInterestEmail },
  );
  await countAttempt(app, { limit: rateLimits.inviteRequestPerAddress, subject: clientAddress });
  await recordInvitationRequest(db, normaliseEmail(email), normalizeFullName(request.fullName));
  mailOutbox.wake();
}

/**
 * Tells each newly recorded request, by e-mail, that it arrived and what happens next: the mail and its mark in one
 * transaction, so it goes once and only for a request that is stored. Run by the outbox worker before each delivery
 * round, so the request's answer takes no longer for a new address than for a known one.
 */
export async function mailInvitationRequestConfirmations(app: AppContext): Promise<void> {
  const { db, clock } = app;
  for (;;) {
    const handled = await db.transaction().execute(async (trx) => {
      const request = await takeUnconfirmedInvitationRequest(trx);
      if (!request) return false;
      await markInvitationRequestConfirmed(trx, request.id, clock.now());
      await queueMail(trx, invitationRequestReceivedEmail(request.email, request.full_name));
      return true;
    });
    if (!handled) return;
  }
}

/**
 * An admin invites an address: a REGISTRY token replaces any unused earlier one, and the link is queued in the same
 * transaction (never a link to a token that was rolled back).
 */
export async function inviteInvestor(app: AppContext, admin: AuthenticatedUser, request: Invite): Promise<void> {
  const { db, config, clock, mailOutbox } = app;
  const typed = request.email.trim();
  assertFieldsValid({ email: typed }, { email: validateInviteEmail });
  const email = normaliseEmail(typed);

  await db.transaction().execute(async (trx) => {
    await lockInvitationsOf(trx, email);
    if (await accountExists(inTransaction(app, trx), email)) throw new AppError(12);
    const now = clock.now();
    await voidUnusedTokens(inTransaction(app, trx), now, 'REGISTRY', { email });
    const issued = await issueOneTimeToken(inTransaction(app, trx), now, {
      type: 'REGISTRY',
      email,
      createdBy: admin.id,
    });
    await markInvitationRequestInvited(trx, email, issued.id, now);
    await queueMail(trx, invitationEmail(email, `${config.publicUrl}/login/${issued.token}`));
  });
  mailOutbox.wake();
}

/**
 * Holds the address's invitation lock until the transaction ends. Inviting an address and registering it both take
 * it before touching the address's invitations, so the two happen one after the other: otherwise an invitation
 * that found no account just before a registration committed left a live link to an address with an account.
 */
export function lockInvitationsOfAddress(app: AppContext, email: string): Promise<void> {
  const trx = app.db;
  return lockInvitationsOf(trx, email);
}
