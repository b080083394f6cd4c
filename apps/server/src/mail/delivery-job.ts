import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { recordGivenUp } from '../jobs/job-figures.ts';
import type { JobDefinition, JobRunner } from '../job-runner/job-runner.ts';
import type { EmailMessage, Mailer } from '../providers/mail/mailer.ts';
import {
  claimNextOutboxMessage,
  markOutboxMessageFailed,
  markOutboxMessageSent,
  requeueFailedOutboxMessage,
  scheduleOutboxRetry,
  type ClaimedOutboxMessage,
} from '../providers/mail/queries.ts';

/** The queue of delivery rounds: each sends what is due in the outbox, oldest first. */
export const mailDeliveryQueue = 'mail-delivery';

/** Delivers the outbox through the job runner: the only caller of the mailer. */
export interface MailOutbox {
  /** Asks for a delivery round: call it once a transaction that queued mail committed. */
  wake(): void;
  /** Resolves when a round asked for now has finished: what a test waits for before reading the mailbox. */
  settled(): Promise<void>;
}

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts after which a message is given up as FAILED. */
  maxAttempts: number;
}

/** About two hours of tries, doubling from one second to a quarter of an hour. */
export const defaultRetryPolicy: RetryPolicy = { firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, maxAttempts: 12 };

interface MailDeliveryOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Writes the mail some requests only asked for (reset links), before each delivery round. */
  prepare: () => Promise<void>;
  retry?: RetryPolicy;
}

/** An SMTP reply in the 5xx range will not change on a second try (RFC 5321 §4.2.1). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** An address as the admin's list of failed jobs shows it: the first letter and the domain (`o•••@example.co.uk`). */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

/** What the dead-letter entry of a mail given up carries: a retry puts this outbox row back. */
interface GivenUpMail {
  outboxId: number;
}

function emailOf(row: ClaimedOutboxMessage): EmailMessage {
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    template: row.template,
    ...(row.user_id === null ? {} : { userId: row.user_id }),
    ...(row.headers === null ? {} : { headers: row.headers as Record<string, string> }),
  };
}

/**
 * A round sends outbox rows oldest first, one at a time, marking each SENT. The queue's 'singleton' policy lets one
 * round be active at a time across every process on the database, so no two send the same row or overtake each
 * other, and no lease is needed. A refused mail is retried with a doubling wait (a round sent for its time), and the
 * rows after it wait too, so that mail never leaves out of commit order; a permanent refusal or the last attempt
 * marks the row FAILED, records it in the dead-letter queue for the admin's list of failed jobs (in one transaction),
 * and lets the next one go; an admin's retry puts the row back, its attempts kept. A round killed mid-way is run again: a mail whose sending was cut
 * off may leave twice, never not at all.
 */
export function mailDeliveryJob(
  { db, mailer, log, prepare, retry = defaultRetryPolicy }: MailDeliveryOptions,
  jobs: () => Pick<JobRunner, 'send'>,
): JobDefinition {
  async function deliverNext(): Promise<boolean> {
    const row = await claimNextOutboxMessage(db);
    if (!row) return false;
    const about = { outboxId: row.id, template: row.template, userId: row.user_id, attempt: row.attempts };
    try {
      await mailer.send(emailOf(row));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanent(error) || row.attempts >= retry.maxAttempts) {
        log.error({ ...about, err: error }, 'e-mail not sent: given up');
        const givenUp: GivenUpMail = { outboxId: row.id };
        await db.transaction().execute(async (trx) => {
          await markOutboxMessageFailed(trx, row.id, reason);
          await recordGivenUp(
            jobs(),
            {
              queue: mailDeliveryQueue,
              description: `Send e-mail: ${row.subject} to ${maskEmailAddress(row.to_address)}`,
              createdAt: new Date(row.created_at),
              lastError: reason,
              tries: row.attempts,
              data: givenUp,
            },
            trx,
          );
        });
        return true;
      }
      const delayMs = Math.min(retry.firstDelayMs * 2 ** (row.attempts - 1), retry.maxDelayMs);
      log.warn({ ...about, err: error, retryInMs: delayMs }, 'e-mail not sent: will retry');
      await scheduleOutboxRetry(db, row.id, delayMs, reason);
      await jobs().send(mailDeliveryQueue, {}, { delayMs });
      return false;
    }
    await markOutboxMessageSent(db, row.id);
    return true;
  }

  return {
    queue: mailDeliveryQueue,
    description: 'Send e-mail',
    options: { policy: 'singleton' },
    async run() {
      await prepare();
      while (await deliverNext());
    },
    async resume(data) {
      await requeueFailedOutboxMessage(db, (data as GivenUpMail).outboxId);
      await jobs().send(mailDeliveryQueue);
    },
  };
}

/** Rounds are asked for after commit; a failure to ask is logged, the mail stays queued for the next round. */
export function mailOutboxOf(runner: Pick<JobRunner, 'send' | 'finished'>, log: FastifyBaseLogger): MailOutbox {
  const ask = () => runner.send(mailDeliveryQueue);
  return {
    wake() {
      // Asked once the current turn is over, not at once: the answer of the request that queued the mail is sent
      // first, so the round's work (looking up a reset link's account, which only some addresses have) never adds
      // to that answer's time. On PGlite a statement runs on this very thread.
      setImmediate(() => {
        ask().catch((error: unknown) => log.error({ err: error }, 'mail delivery round not queued'));
      });
    },
    async settled() {
      const id = await ask();
      if (id !== null) await runner.finished(mailDeliveryQueue, id);
    },
  };
}
