import type { Updateable } from 'kysely';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import type { UserKycDocumentsKind, Users } from '../db/schema.generated.ts';
import type { EmailMessage } from '../providers/mail/mailer.ts';
import { AppError } from '../errors/app-error.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { accountDeactivatedEmail, accountNotice, accountReactivatedEmail } from '../mail/templates.ts';
import {
  countUsers,
  findAccountByEmail,
  findKycDocumentKeysOf,
  findUserById,
  findUserPage,
  lockUserForReview,
  updateUser,
  type UserListPage,
} from './queries.ts';
import { toUserView, type UserView } from './user-view.ts';

/** Whether an account already has this e-mail (stored trimmed and lower-case: see auth/email.ts). */
export async function accountExists(app: AppContext, email: string): Promise<boolean> {
  const { db } = app;
  return (await findAccountByEmail(db, email)) !== undefined;
}

/** A user's profile as the contract's User; code 13 if there is no such user. */
export async function getUserProfile(app: AppContext, userId: number): Promise<UserView> {
  const { db } = app;
  const row = await findUserById(db, userId);
  if (!row) throw new AppError(13);
  return toUserView(row);
}

/** The storage key of each KYC document the user has uploaded, by kind. */
export async function kycDocumentKeys(app: AppContext, userId: number): Promise<Map<UserKycDocumentsKind, string>> {
  const { db } = app;
  return (await findKycDocumentKeysOf(db, [userId])).get(userId) ?? new Map();
}

export async function listUsers(app: AppContext, page: UserListPage): Promise<{ users: UserView[]; count: number }> {
  const { db } = app;
  const rows = await findUserPage(db, page);
  const first = rows[0];
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const count = first ? Number(first.matching_count) : page.offset === 0 ? 0 : await countUsers(db, page);
  return { users: rows.map(toUserView), count };
}

type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUserForReview>>>;

/**
 * One admin action on one user, in one transaction: lock the row, let `decide` refuse (by throwing) or say what
 * changes, write it, queue the e-mail `notify` makes of the change (if any), and answer the user as they are now.
 */
export async function changeUser(
  app: AppContext,
  userId: number,
  decide: (user: LockedUser) => Updateable<Users>,
  notify: (changed: UserView, before: LockedUser) => EmailMessage | undefined = () => undefined,
  /** What else the change writes in its transaction (a record of it), never kept without it. */
  record: (trx: Db, before: LockedUser) => Promise<void> = async () => {},
): Promise<UserView> {
  const { db } = app;
  return db.transaction().execute(async (trx) => {
    const user = await lockUserForReview(trx, userId);
    if (!user) throw new AppError(13);
    await updateUser(trx, userId, decide(user));
    await record(trx, user);
    const changed = await getUserProfile(inTransaction(app, trx), userId);
    const message = notify(changed, user);
    if (message) await queueMail(trx, message);
    return changed;
  });
}

/** The user is e-mailed only when the status changed: activating an active account tells them nothing new. */
export async function activateUser(app: AppContext, userId: number): Promise<UserView> {
  const { clock, config, mailOutbox, sessionCache } = app;
  const decidedAt = clock.now();
  const user = await changeUser(
    app,
    userId,
    () => ({ status: 'ACTIVE' }),
    (changed, before) =>
      before.status === 'ACTIVE'
        ? undefined
        : accountReactivatedEmail(accountNotice(changed, decidedAt), `${config.publicUrl}/login`),
  );
  sessionCache.invalidate(userId);
  mailOutbox.wake();
  return user;
}

/**
 * The user's still-valid tokens stop working at once: this process forgets the user's cached session check here,
 * every other one on the notification the status change sends on commit (migration 031). The user is e-mailed
 * when the status changed, with the support address to ask why.
 */
export async function deactivateUser(app: AppContext, admin: AuthenticatedUser, userId: number): Promise<UserView> {
  const { clock, config, mailOutbox, sessionCache } = app;
  // An admin locking themselves out could leave the platform with nobody to undo it.
  if (userId === admin.id) throw new AppError(10);
  const decidedAt = clock.now();
  const user = await changeUser(
    app,
    userId,
    () => ({ status: 'NOT_ACTIVE' }),
    (changed, before) =>
      before.status === 'ACTIVE'
        ? accountDeactivatedEmail(accountNotice(changed, decidedAt), config.supportEmail)
        : undefined,
  );
  sessionCache.invalidate(userId);
  mailOutbox.wake();
  return user;
}
