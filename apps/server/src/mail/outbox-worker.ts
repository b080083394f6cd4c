import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { EmailMessage, Mailer } from '../providers/mail/mailer.ts';
import {
  claimNextOutboxMessage,
  markOutboxMessageFailed,
  markOutboxMessageSent,
  scheduleOutboxRetry,
  type ClaimedOutboxMessage,
} from '../providers/mail/queries.ts';

/** Delivers the outbox: the only caller of the mailer. */
export interface MailOutbox {
  /** Looks at the outbox now instead of at the next poll: call it once a transaction that queued mail committed. */
  wake(): void;
  /** Resolves when nothing due is left to deliver: what a test waits for before reading the mailbox. */
  settled(): Promise<void>;
  /** Delivers what the last run left unsent, then polls. */
  start(): void;
  /** Stops polling and waits for the delivery under way. */
  close(): Promise<void>;
}

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts after which a message is given up as FAILED. */
  maxAttempts: number;
}

/** About two hours of tries, doubling from one second to a quarter of an hour. */
export const defaultRetryPolicy: RetryPolicy = { firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, maxAttempts: 12 };

/** Longer than nodemailer's longest wait for a mail server, so no other process takes a row still being sent. */
const leaseMs = 15 * 60_000;

interface MailOutboxOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pollMs: number;
  /** Writes the mail some requests only asked for (reset links), before each delivery round. */
  prepare: () => Promise<void>;
  retry?: RetryPolicy;
}

/** An SMTP reply in the 5xx range will not change on a second try (RFC 5321 §4.2.1). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function emailOf(row: ClaimedOutboxMessage): EmailMessage {
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    template: row.template,
    ...(row.user_id === null ? {} : { userId: row.user_id }),
  };
}

/**
 * Sends outbox rows oldest first, one at a time, marking each SENT. A failure is retried with a doubling wait, and
 * the rows after it wait too, so that mail never leaves out of commit order; a permanent refusal or the last
 * attempt marks the row FAILED and lets the next one go.
 */
export function createMailOutbox({ db, mailer, log, pollMs, prepare, retry = defaultRetryPolicy }: MailOutboxOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliverNext(): Promise<boolean> {
    const row = await claimNextOutboxMessage(db, leaseMs);
    if (!row) return false;
    const about = { outboxId: row.id, template: row.template, userId: row.user_id, attempt: row.attempts };
    try {
      await mailer.send(emailOf(row));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanent(error) || row.attempts >= retry.maxAttempts) {
        log.error({ ...about, err: error }, 'e-mail not sent: given up');
        await markOutboxMessageFailed(db, row.id, reason);
        return true;
      }
      const delayMs = Math.min(retry.firstDelayMs * 2 ** (row.attempts - 1), retry.maxDelayMs);
      log.warn({ ...about, err: error, retryInMs: delayMs }, 'e-mail not sent: will retry');
      await scheduleOutboxRetry(db, row.id, delayMs, reason);
      setTimeout(wake, delayMs).unref();
      return false;
    }
    await markOutboxMessageSent(db, row.id);
    return true;
  }

  async function drain(): Promise<void> {
    await prepare();
    while (!closed && (await deliverNext()));
  }

  function run(): void {
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          log.error({ err: error }, 'mail outbox round failed');
        }
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  }

  /**
   * Starts a round on a timer rather than at once: the answer of the request that queued the mail is sent first,
   * so the work of delivering it (or of looking up a reset link's account) never adds to that answer's time.
   */
  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      running = undefined;
      if (!closed) run();
    });
  }

  return {
    wake,
    async settled() {
      wake();
      while (running) await running;
    },
    start() {
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    },
  } satisfies MailOutbox;
}
