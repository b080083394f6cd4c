import type { BankDetails } from '@keystone/api';
import { normaliseEmail } from '../auth/email.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { storageKeyFromFileUrl } from '../files/file-url.ts';
import { changeConfirmationEmail, verifyEmailEmail } from '../mail/templates.ts';
import { queueMail } from '../mail/queue-mail.ts';
import {
  consumeOneTimeToken,
  invalidOneTimeToken,
  issueOneTimeToken,
  voidUnusedTokens,
} from '../one-time-tokens/service.ts';
import type { EmailMessage } from '../providers/mail/mailer.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { getUserProfile } from '../users/service.ts';
import { assertFreshSecondFactor } from '../second-factors/step-up.ts';
import type { UserView } from '../users/user-view.ts';
import {
  emptyIfBlank,
  normalizeAccountNumber,
  normalizeSortCode,
  toE164Uk,
  validateProfileAccountNumber,
  validateProfileEmail,
  validateProfilePhone,
  validateProfileSortCode,
  validateProfileWebsite,
} from '@keystone/flows/rules';
import {
  emailTakenByAnother,
  findOwnPhotoUpload,
  lockContactDetails,
  markEmailVerified,
  updateProfile,
} from './queries.ts';

export interface ContactDetailsRequest {
  email?: string;
  phoneNumber?: string;
  website?: string;
  photo?: string;
}

/** What a CHANGE_CONFIRMATION token applies: the new values waiting for the link. */
interface PendingChange {
  phoneNumber?: string;
  email?: string;
}

const confirmationLink = (app: AppContext, token: string) => `${app.config.publicUrl}/platform/profile/${token}`;
const verificationLink = (app: AppContext, token: string) => `${app.config.publicUrl}/verify/${token}`;

/** The id of the caller's own PROFILE_PHOTO upload a URL names; code 9 for any other URL. */
async function ownPhotoId(db: Db, userId: number, url: string): Promise<number> {
  const key = storageKeyFromFileUrl(url);
  const file = key === undefined ? undefined : await findOwnPhotoUpload(db, key, userId);
  if (!file) throw new AppError(9, { fieldErrors: [{ field: 'photo', message: 'Illegal file url' }] });
  return file.id;
}

/**
 * `PUT /user/details`. The website and photo apply at once; a new phone or e-mail waits for the link mailed to the
 * registered address (a newer change voids the older link). A field left out, or equal to what is stored, is not
 * a change: saving the form again does not cancel a change that waits.
 */
export async function updateContactDetails(
  app: AppContext,
  caller: AuthenticatedUser,
  request: ContactDetailsRequest,
): Promise<UserView> {
  const values = {
    ...(request.email === undefined ? {} : { email: emptyIfBlank(request.email) }),
    ...(request.phoneNumber === undefined ? {} : { phoneNumber: emptyIfBlank(request.phoneNumber) }),
    ...(request.website === undefined ? {} : { website: emptyIfBlank(request.website) }),
  };
  assertFieldsValid(values, {
    ...('email' in values ? { email: validateProfileEmail } : {}),
    ...('phoneNumber' in values ? { phoneNumber: validateProfilePhone } : {}),
    ...('website' in values ? { website: validateProfileWebsite } : {}),
  });
  const { db } = app;
  const photoFileId = request.photo === undefined ? undefined : await ownPhotoId(db, caller.id, request.photo);

  try {
    await db.transaction().execute(async (trx) => {
      const current = await lockContactDetails(trx, caller.id);
      if (!current) throw new AppError(13);
      const newPhone = values.phoneNumber === undefined ? undefined : toE164Uk(values.phoneNumber);
      const newEmail = values.email === undefined ? undefined : normaliseEmail(values.email);
      const phoneChange = newPhone !== undefined && newPhone !== current.phone_number ? newPhone : undefined;
      const emailChange = newEmail !== undefined && newEmail !== current.email ? newEmail : undefined;
      // A new e-mail (where reset links go) asks for the second factor again (issue 36 §2), before anything is
      // written; the phone and website do not.
      if (emailChange !== undefined) await assertFreshSecondFactor(inTransaction(app, trx), caller);
      if (emailChange !== undefined && (await emailTakenByAnother(trx, emailChange, caller.id))) {
        throw new AppError(12, { fieldErrors: [{ field: 'email', message: 'User already exists' }] });
      }

      const pending: PendingChange = {};
      const awaitingPhone = phoneChange ?? current.awaiting_confirm_phone;
      const awaitingEmail = emailChange ?? current.awaiting_confirm_email;
      if (awaitingPhone !== null) pending.phoneNumber = awaitingPhone;
      if (awaitingEmail !== null) pending.email = awaitingEmail;

      await updateProfile(trx, caller.id, {
        ...(values.website === undefined ? {} : { website: values.website === '' ? null : values.website }),
        ...(photoFileId === undefined ? {} : { photo_file_id: photoFileId }),
        awaiting_confirm_phone: awaitingPhone,
        awaiting_confirm_email: awaitingEmail,
      });
      if (phoneChange === undefined && emailChange === undefined) return;

      const now = app.clock.now();
      await voidUnusedTokens(inTransaction(app, trx), now, 'CHANGE_CONFIRMATION', { userId: caller.id });
      const { token } = await issueOneTimeToken(inTransaction(app, trx), now, {
        type: 'CHANGE_CONFIRMATION',
        userId: caller.id,
        payload: { ...pending },
      });
      const changes = [
        ...(pending.phoneNumber === undefined ? [] : [`Phone number: ${pending.phoneNumber}`]),
        ...(pending.email === undefined ? [] : [`E-mail: ${pending.email}`]),
      ];
      await queueMail(trx, changeConfirmationEmail(current.email, changes, confirmationLink(app, token), caller.id));
    });
  } catch (error) {
    // Nobody could have taken an awaiting address from under a lock on another row: only the unique index knows.
    if (isUniqueViolation(error)) throw new AppError(12, { cause: error });
    throw error;
  }
  app.mailOutbox.wake();
  return getUserProfile(app, caller.id);
}

function pendingChangeOf(payload: Record<string, unknown>): PendingChange {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const phoneNumber = text(payload.phoneNumber);
  const email = text(payload.email);
  return { ...(phoneNumber === undefined ? {} : { phoneNumber }), ...(email === undefined ? {} : { email }) };
}

/**
 * `POST /user/confirm/{token}`: applies the change the link was mailed for, once. The token is spent in the
 * transaction that applies it, so of two racing confirmations only one applies it; a new e-mail taken meanwhile
 * by another account answers code 12 and leaves the link unused. The new address is unverified until the link
 * mailed to it is followed.
 */
export async function confirmDetailsChange(
  app: AppContext,
  caller: AuthenticatedUser,
  token: string,
): Promise<UserView> {
  const { db } = app;
  try {
    await db.transaction().execute(async (trx) => {
      const current = await lockContactDetails(trx, caller.id);
      if (!current) throw new AppError(13);
      const { payload } = await consumeOneTimeToken(
        inTransaction(app, trx),
        app.clock.now(),
        token,
        'CHANGE_CONFIRMATION',
        {
          ownerId: caller.id,
        },
      );
      const change = pendingChangeOf(payload);
      if (change.phoneNumber === undefined && change.email === undefined) throw invalidOneTimeToken();
      const newEmail = change.email !== current.email ? change.email : undefined;
      if (newEmail !== undefined && (await emailTakenByAnother(trx, newEmail, caller.id))) throw new AppError(12);
      await updateProfile(trx, caller.id, {
        ...(change.phoneNumber === undefined ? {} : { phone_number: change.phoneNumber }),
        ...(newEmail === undefined ? {} : { email: newEmail, email_verified_at: null }),
        awaiting_confirm_phone: null,
        awaiting_confirm_email: null,
      });
      if (newEmail !== undefined)
        await queueMail(trx, await emailVerificationFor(inTransaction(app, trx), caller.id, newEmail));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(12, { cause: error });
    throw error;
  }
  app.mailOutbox.wake();
  return getUserProfile(app, caller.id);
}

/**
 * Issues the link that verifies `email` as the account's address and answers the mail that carries it, for the
 * caller to queue in the same transaction. Older verification links of the account stop working.
 */
export async function emailVerificationFor(app: AppContext, userId: number, email: string): Promise<EmailMessage> {
  const now = app.clock.now();
  await voidUnusedTokens(app, now, 'EMAIL_VERIFICATION', { userId });
  const { token } = await issueOneTimeToken(app, now, {
    type: 'EMAIL_VERIFICATION',
    userId,
    email,
  });
  return verifyEmailEmail(email, verificationLink(app, token), userId);
}

/** The link of a new account's verification, for the welcome mail registration sends. */
export async function emailVerificationLink(app: AppContext, userId: number, email: string): Promise<string> {
  const { token } = await issueOneTimeToken(app, app.clock.now(), {
    type: 'EMAIL_VERIFICATION',
    userId,
    email,
  });
  return verificationLink(app, token);
}

/** `POST /auth/verify-email`: no sign-in, the link proves the mailbox. Wrong tokens count against the client. */
export async function verifyEmail(app: AppContext, token: string, clientAddress: string): Promise<{ email: string }> {
  const { db, clock } = app;
  const attempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(app, attempts);
  const now = clock.now();
  const email = await db.transaction().execute(async (trx) => {
    const used = await consumeOneTimeToken(inTransaction(app, trx), now, token, 'EMAIL_VERIFICATION');
    if (used.userId === null || used.email === null) throw invalidOneTimeToken();
    // The account's address changed since the mail: this link verifies nothing any more.
    if (!(await markEmailVerified(trx, used.userId, used.email, now))) throw invalidOneTimeToken();
    return used.email;
  });
  await forgiveAttempt(app, attempts);
  return { email };
}

/** `PUT /user/bank-details`: the seed's rules and words; withdrawals are paid to these details. */
export async function updateBankDetails(
  app: AppContext,
  caller: AuthenticatedUser,
  request: BankDetails,
): Promise<UserView> {
  const { db } = app;
  const values = { sortCode: emptyIfBlank(request.sortCode), accountNumber: emptyIfBlank(request.accountNumber) };
  assertFieldsValid(values, { sortCode: validateProfileSortCode, accountNumber: validateProfileAccountNumber });
  // Withdrawals are paid here: changing them asks for the second factor again (issue 36 §2).
  await assertFreshSecondFactor(app, caller);
  await updateProfile(db, caller.id, {
    sort_code: normalizeSortCode(values.sortCode),
    account_number: normalizeAccountNumber(values.accountNumber),
  });
  return getUserProfile(app, caller.id);
}
