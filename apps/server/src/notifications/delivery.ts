import type { NotificationKind } from '@keystone/api';
import {
  NOTIFICATION_KIND_LABELS,
  notificationText,
  SERVICE_EMAIL_KINDS,
  type NotificationEvent,
  type NotificationText,
} from '@keystone/flows/notifications';
import type { AppContext } from '../context/app-context.ts';
import { queueMails } from '../mail/queue-mail.ts';
import { notificationEmail } from '../mail/templates.ts';
import { findProjectTitle, insertNotifications, type Recipient } from './queries.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** The words of an event, with the project's title read when it names one. */
export async function textOf(app: AppContext, event: NotificationEvent): Promise<NotificationText> {
  const projectTitle = 'projectId' in event ? await findProjectTitle(app.db, event.projectId) : undefined;
  return notificationText(event, projectTitle === undefined ? {} : { projectTitle });
}

export interface AnnouncedEvent {
  id: number;
  kind: NotificationKind;
  text: NotificationText;
  createdAt: Date;
}

/**
 * Writes the notifications of one page of recipients and queues the e-mails of those who want them at once, in the
 * app's transaction. A recipient already written for this event (a retried page) is skipped, e-mail and all, so a
 * page done twice tells nobody twice. The portal's row is written even when its channel is off: it is the key.
 * Answers how many e-mails it queued (the caller asks for a delivery round after its commit).
 */
export async function deliverToRecipients(
  app: AppContext,
  event: AnnouncedEvent,
  recipients: readonly Recipient[],
): Promise<{ mailed: number }> {
  const { db, config } = app;
  const written = await insertNotifications(
    db,
    recipients.map((recipient) => ({
      event_id: event.id,
      user_id: recipient.id,
      kind: event.kind,
      title: event.text.title,
      body: event.text.body,
      link: event.text.link,
      created_at: event.createdAt,
      in_portal: recipient.portal !== 'OFF',
      digest_pending: recipient.emailDelivery === 'DAILY_DIGEST',
    })),
  );
  // A service e-mail (the KYC decision's, the pledge's confirmation) is sent by the decision itself.
  if (SERVICE_EMAIL_KINDS.includes(event.kind)) return { mailed: 0 };
  const mails = recipients
    .filter((recipient) => written.has(recipient.id) && recipient.emailDelivery === 'IMMEDIATELY')
    .map((recipient) => {
      const token = unsubscribeToken(config.jwtSecret, recipient.id, event.kind);
      return notificationEmail(
        recipient.email,
        event.text,
        {
          open: event.text.link === null ? null : `${config.publicUrl}${event.text.link}`,
          unsubscribePage: `${config.publicUrl}/unsubscribe/notifications/${token}`,
          oneClick: `${config.publicUrl}/api/notifications/unsubscribe/one-click/${token}`,
        },
        NOTIFICATION_KIND_LABELS[event.kind],
        recipient.id,
      );
    });
  await queueMails(db, mails);
  return { mailed: mails.length };
}
