import type { Db } from '../../db/database.ts';
import type { EmailMessage } from './mailer.ts';

export async function insertOutboxMessage(db: Db, message: EmailMessage): Promise<void> {
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
}
