import type { Db } from '../db/database.ts';
import type { EmailMessage } from '../providers/mail/mailer.ts';
import { insertOutboxMessage, insertOutboxMessages } from '../providers/mail/queries.ts';

/**
 * Writes an e-mail to the outbox inside the transaction of the change it tells about: it goes out once that commits
 * and never if it rolls back. Make it the transaction's last statement (it takes the lock that keeps the outbox in
 * commit order), and wake the outbox after the commit (`app.mailOutbox.wake()`) so that it leaves at once.
 */
export function queueMail(trx: Db, message: EmailMessage): Promise<void> {
  return insertOutboxMessage(trx, message);
}

/** Many e-mails of one change at once (a notification's fan-out page), with the same guarantees as `queueMail`. */
export function queueMails(trx: Db, messages: readonly EmailMessage[]): Promise<void> {
  return insertOutboxMessages(trx, messages);
}
