import type { Db } from '../../db/database.ts';
import type { SmsMessage } from './sms-sender.ts';

export async function insertOutboxSms(db: Db, message: SmsMessage): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ to_number: message.to, body: message.body, template: message.template, user_id: message.userId ?? null })
    .execute();
}
