import type { Db } from '../db/database.ts';
import type { EmailMessage } from '../providers/mail/mailer.ts';
import { insertOutboxMessage } from '../providers/mail/queries.ts';

/**
 * Writes an e-mail to the outbox inside the transaction of the change it tells about: it goes out once that commits
 * and never if it rolls back. Make it the transaction's last statement (it takes the lock that keeps the outbox in
 * commit order), and wake the outbox after the commit (`app.mailOutbox.wake()`) so that it leaves at once.
 */
export function queueMail(trx: Db, message: EmailMessage): Promise<void> {
  return insertOutboxMessage(trx, message);
}
