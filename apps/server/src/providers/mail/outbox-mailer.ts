import type { Db } from '../../db/database.ts';
import type { EmailMessage, Mailer } from './mailer.ts';
import { insertOutboxMessage } from './queries.ts';

/**
 * Without a mail server every message is kept in `email_outbox`, where the local mailbox page (/dev/mailbox) and
 * the end-to-end tests read it.
 */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    send: (message: EmailMessage) => insertOutboxMessage(db, message),
    async close() {},
  };
}
