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
