import type { Db } from '../db/database.ts';
import type { EmailMessage, Mailer } from './mailer.ts';

/**
 * Without a mail server every message is kept in `email_outbox`, where the local mailbox page (/dev/mailbox) and
 * the end-to-end tests read it.
 */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: EmailMessage) {
      await db
        .insertInto('email_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          template: message.template ?? 'MESSAGE',
          user_id: message.userId ?? null,
        })
        .execute();
    },
    async close() {},
  };
}
