import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmailMessage } from './mailer.ts';

/** Any fixed number, the same in every process: the key of the lock that puts outbox rows in commit order. */
const outboxOrderLockKey = 220_023;

/**
 * Writes one e-mail to the outbox. The transaction-scoped lock is held until commit, so a later transaction gets its
 * id only after this one has committed or rolled back: ids follow commit order. Call it as the transaction's last
 * statement, so that a transaction holding the lock never waits for anything else.
 */
export async function insertOutboxMessage(trx: Db, message: EmailMessage): Promise<void> {
  await insertOutboxMessages(trx, [message]);
}

/** Many e-mails at once (a notification's fan-out), under the same lock, as one statement. */
export async function insertOutboxMessages(trx: Db, messages: readonly EmailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(${outboxOrderLockKey})`.execute(trx);
  await trx
    .insertInto('email_outbox')
    .values(
      messages.map((message) => ({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        template: message.template ?? 'MESSAGE',
        user_id: message.userId ?? null,
        headers: message.headers ?? null,
      })),
    )
    .execute();
}

/**
 * Takes the oldest undelivered e-mail if its time has come: never a younger one, which would overtake it. Counts the
 * attempt. One delivery round runs at a time (mail/delivery-job.ts), so nothing else holds the row.
 */
// The retry and sent times are about when mail really leaves, not the product's (moved) clock.
/* eslint-disable no-restricted-syntax */
export function claimNextOutboxMessage(db: Db) {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb.selectFrom('email_outbox').select('id').where('status', '=', 'PENDING').orderBy('id').limit(1),
    )
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .returning([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'template',
      'user_id',
      'attempts',
      'created_at',
      'headers',
    ])
    .executeTakeFirst();
}

export type ClaimedOutboxMessage = NonNullable<Awaited<ReturnType<typeof claimNextOutboxMessage>>>;

export async function markOutboxMessageSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status: 'SENT', sent_at: sql<Date>`now()`, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function scheduleOutboxRetry(db: Db, id: number, afterMs: number, error: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${afterMs / 1000})`,
      last_error: error,
    })
    .where('id', '=', id)
    .execute();
}
/* eslint-enable no-restricted-syntax */

export async function markOutboxMessageFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('email_outbox').set({ status: 'FAILED', last_error: error }).where('id', '=', id).execute();
}

/**
 * Puts a mail given up as FAILED back to be sent at the next round, its attempts kept. Only a FAILED row: a retry
 * asked twice, or of a mail sent meanwhile, changes nothing.
 */
export async function requeueFailedOutboxMessage(db: Db, id: number): Promise<void> {
  await db
    .updateTable('email_outbox')
    // eslint-disable-next-line no-restricted-syntax -- when mail really leaves, not the product's (moved) clock
    .set({ status: 'PENDING', next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .execute();
}
