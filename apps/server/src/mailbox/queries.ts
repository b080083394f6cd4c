import type { Db } from '../db/database.ts';

const columns = ['id', 'to_address', 'subject', 'text_body', 'html_body', 'template', 'created_at'] as const;

export function listOutbox(db: Db) {
  return db.selectFrom('email_outbox').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export type OutboxMessage = Awaited<ReturnType<typeof listOutbox>>[number];

export function latestOutboxMessageTo(db: Db, to: string) {
  return db
    .selectFrom('email_outbox')
    .select(columns)
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const smsColumns = ['id', 'to_number', 'body', 'template', 'created_at'] as const;

export function listSmsOutbox(db: Db) {
  return db.selectFrom('sms_outbox').select(smsColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export type OutboxSms = Awaited<ReturnType<typeof listSmsOutbox>>[number];

export function latestOutboxSmsTo(db: Db, to: string) {
  return db
    .selectFrom('sms_outbox')
    .select(smsColumns)
    .where('to_number', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
