import type {
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationUnsubscribed,
} from '@keystone/api';
import { notificationKinds } from '@keystone/api';
import {
  defaultNotificationPreferences,
  isPersonalEvent,
  NOTIFICATION_PAGE_SIZE,
  validateNotificationDelivery,
  type NotificationEvent,
} from '@keystone/flows/notifications';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { mailDeliveryQueue } from '../mail/delivery-job.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { deliverToRecipients, textOf } from './delivery.ts';
import { notificationFanOutQueue } from './fan-out-job.ts';
import {
  findNotificationPage,
  findPreferences,
  findRecipientPage,
  insertNotificationEvent,
  markAllRead,
  markRead,
  savePreferences,
} from './queries.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * The one entry point: tells the people an event concerns, in the portal and by e-mail, as each chose. Call it
 * inside the transaction of the change (`announce(inTransaction(app, trx), event)`), so that a change rolled back
 * tells nobody. An event about one person is written at once; an event about a project writes only the event and a
 * fan-out job in the same transaction, so the caller answers at once however many investors there are. `key`
 * makes a second announcement of the same event (a retried daily job) a no-op; `at` is the change's time.
 */
export async function announce(
  app: AppContext,
  event: NotificationEvent,
  options: { key?: string; at?: Date } = {},
): Promise<void> {
  if (app.writesHistory) return;
  if (!app.db.isTransaction) {
    await app.db.transaction().execute((trx) => announce(inTransaction(app, trx), event, options));
    return;
  }
  const { db, clock } = app;
  // The change's own time when the caller has read it already: one reading of the clock per operation.
  const now = options.at ?? clock.now();
  const eventId = await insertNotificationEvent(db, {
    kind: event.kind,
    payload: event,
    key: options.key ?? null,
    createdAt: now,
  });
  if (eventId === undefined) return;
  if (isPersonalEvent(event)) {
    const recipients = await findRecipientPage(db, event.kind, { userId: event.userId }, { afterUserId: 0, limit: 1 });
    const text = await textOf(app, event);
    const { mailed } = await deliverToRecipients(
      app,
      { id: eventId, kind: event.kind, text, createdAt: now },
      recipients,
    );
    // The delivery round is asked for in the same transaction: it exists exactly when the e-mail does.
    if (mailed > 0) await app.jobs.send(mailDeliveryQueue, {}, { trx: db });
    return;
  }
  await app.jobs.send(notificationFanOutQueue, { eventId }, { trx: db });
}

/** `GET /notifications`: the caller's own, newest first. */
export async function listNotifications(
  app: AppContext,
  user: AuthenticatedUser,
  query: { limit?: number; offset?: number },
): Promise<NotificationPage> {
  const { db } = app;
  const page = await findNotificationPage(db, user.id, {
    limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
  return {
    items: page.items.map((row): Notification => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
      readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    })),
    count: page.count,
    unread: page.unread,
  };
}

/** Another user's notification is not found, as one that does not exist (code 42). */
export async function markNotificationRead(app: AppContext, user: AuthenticatedUser, id: number): Promise<void> {
  const { db, clock } = app;
  if (!(await markRead(db, user.id, id, clock.now()))) throw new AppError(42);
}

export async function markAllNotificationsRead(app: AppContext, user: AuthenticatedUser): Promise<void> {
  const { db, clock } = app;
  await markAllRead(db, user.id, clock.now());
}

export async function getNotificationPreferences(app: AppContext, userId: number): Promise<NotificationPreferences> {
  const { db } = app;
  const saved = await findPreferences(db, userId);
  const chosen = (kind: NotificationKind, channel: 'PORTAL' | 'EMAIL') =>
    saved.find((row) => row.kind === kind && row.channel === channel)?.delivery;
  return {
    preferences: defaultNotificationPreferences().map((row) => ({
      kind: row.kind,
      portal: chosen(row.kind, 'PORTAL') ?? row.portal,
      email: chosen(row.kind, 'EMAIL') ?? row.email,
    })),
  };
}

/** `PUT /notifications/preferences`: each row checked by flows' rule, named by its place; kinds left out stay. */
export async function updateNotificationPreferences(
  app: AppContext,
  user: AuthenticatedUser,
  update: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { db } = app;
  const fieldErrors = update.preferences.flatMap((row, index) =>
    (['portal', 'email'] as const).flatMap((channel) => {
      const message = validateNotificationDelivery(row.kind, channel, row[channel]);
      return message === undefined ? [] : [{ field: `preferences[${index}].${channel}`, message }];
    }),
  );
  const kinds = update.preferences.map((row) => row.kind);
  if (new Set(kinds).size !== kinds.length) {
    fieldErrors.push({ field: 'preferences', message: 'Each kind may appear once' });
  }
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
  await savePreferences(
    db,
    update.preferences.flatMap((row) => [
      { user_id: user.id, kind: row.kind, channel: 'PORTAL' as const, delivery: row.portal },
      { user_id: user.id, kind: row.kind, channel: 'EMAIL' as const, delivery: row.email },
    ]),
  );
  return getNotificationPreferences(app, user.id);
}

/**
 * `POST /notifications/unsubscribe` and RFC 8058's one-click POST: the signed token's owner stops the kind's
 * e-mail, with no sign-in. Wrong tokens count against the client address as every e-mailed link's do.
 */
export async function unsubscribeNotifications(
  app: AppContext,
  token: string,
  clientAddress: string,
): Promise<NotificationUnsubscribed> {
  const { db, config } = app;
  const attempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(app, attempts);
  const owner = readUnsubscribeToken(config.jwtSecret, token);
  if (owner === undefined || !notificationKinds.includes(owner.kind)) throw new AppError(8, { status: 400 });
  // A service e-mail cannot be off: the link of one never exists, and a forged kind changes nothing.
  if (validateNotificationDelivery(owner.kind, 'email', 'OFF') === undefined) {
    await savePreferences(db, [{ user_id: owner.userId, kind: owner.kind, channel: 'EMAIL', delivery: 'OFF' }]);
  }
  await forgiveAttempt(app, attempts);
  return { kind: owner.kind };
}
