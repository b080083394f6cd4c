import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FailedJobPage } from '@keystone/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { EmailMessage, Mailer } from '../providers/mail/mailer.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { untilOneWaitsForALock } from '../testing/lock-waits.ts';
import { testEngines } from '../testing/test-database.ts';
import { queueMail } from './queue-mail.ts';

/** A mail server that records what it is handed and refuses while `refusals` has entries (taken one per try). */
function recordingMailer() {
  const sent: string[] = [];
  const refusals: Error[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message: EmailMessage) {
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      sent.push(message.subject);
    },
    async close() {},
  };
  return { mailer, sent, refusals };
}

const mail = (subject: string): EmailMessage => ({
  to: 'olivia@example.co.uk',
  subject,
  text: `${subject}\n`,
  template: 'TEST',
});

const smtpReply = (responseCode: number) => Object.assign(new Error(`${responseCode} refused`), { responseCode });

describe.each(testEngines)('the mail outbox on %s', (engine) => {
  let t: TestApp;
  const server = recordingMailer();

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { providers: { mail: server.mailer }, mailRetry: { firstDelayMs: 20, maxDelayMs: 40, maxAttempts: 4 } },
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.mailOutbox.settled();
    server.sent.length = 0;
    server.refusals.length = 0;
  });

  const db = () => t.database.db;
  const statusOf = async (subject: string) =>
    db()
      .selectFrom('email_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
  /** Asks for delivery rounds until `done` holds: a retry waits for its time. */
  const until = async (done: () => boolean, app = t.app) => {
    await expect
      .poll(async () => {
        await app.mailOutbox.settled();
        return done();
      })
      .toBe(true);
  };
  it('never sends a mail whose transaction rolled back', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await queueMail(trx, mail('rolled back'));
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('committed')));

    await t.app.mailOutbox.settled();

    expect(server.sent).toEqual(['committed']);
    expect(await db().selectFrom('email_outbox').select('id').where('subject', '=', 'rolled back').execute()).toEqual(
      [],
    );
  });

  it('sends mails in the order their transactions committed, even when the later one wrote first', async () => {
    // The first writes its mail, then stays open until the second waits to write its own. The outbox's lock holds
    // the second's write until the first commits, so the commit order is the order of the rows.
    let secondCommitted = false;
    let secondCommittedBeforeFirst: boolean | undefined;
    let firstWrote: () => void = () => undefined;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = db()
      .transaction()
      .execute(async (trx) => {
        await queueMail(trx, mail('first'));
        firstWrote();
        // PGlite's one connection queues the second behind this open transaction: a turn of the event loop lets it.
        if (engine === 'pglite') await nextTurn();
        else await untilOneWaitsForALock(db(), () => secondCommitted);
        secondCommittedBeforeFirst = secondCommitted;
      });
    await wrote;
    const second = db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('second')))
      .then(() => (secondCommitted = true));
    await Promise.all([first, second]);

    await t.app.mailOutbox.settled();

    expect(secondCommittedBeforeFirst).toBe(false);
    expect(server.sent).toEqual(['first', 'second']);
  });

  it('retries a refused mail with a growing wait, holding the later ones back so that the order stays', async () => {
    server.refusals.push(smtpReply(421), new Error('connect ECONNREFUSED'));
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('retried')));
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('behind it')));

    await until(() => server.sent.length === 2);

    expect(server.sent).toEqual(['retried', 'behind it']);
    expect(await statusOf('retried')).toEqual({ status: 'SENT', attempts: 3, last_error: null });
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'e-mail not sent: will retry', template: 'TEST', retryInMs: 40 }),
    );
  });

  it('gives a mail up at once on a permanent refusal, or after its last attempt, and lets the next one go', async () => {
    server.refusals.push(smtpReply(550));
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('refused for good')));
    server.refusals.push(...Array.from({ length: 4 }, () => new Error('connect ETIMEDOUT')));
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('never reached')));
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('after them')));

    await until(() => server.sent.length === 1);

    expect(server.sent).toEqual(['after them']);
    expect(await statusOf('refused for good')).toEqual({ status: 'FAILED', attempts: 1, last_error: '550 refused' });
    expect(await statusOf('never reached')).toEqual({
      status: 'FAILED',
      attempts: 4,
      last_error: 'connect ETIMEDOUT',
    });
  });

  it("lists a mail given up for good among the admin's failed jobs, and sends it once when the admin retries it", async () => {
    const admin = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(db(), { role: 'ADMIN' })));
    const failedMails = async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/jobs/failed', headers: admin });
      expect(answer.statusCode).toBe(200);
      return answer.json<FailedJobPage>().jobs.filter((job) => job.description.includes('Your statement is ready'));
    };
    const retry = (id: string) => t.app.inject({ method: 'POST', url: `/api/jobs/failed/${id}/retry`, headers: admin });
    server.refusals.push(smtpReply(554));
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('Your statement is ready')));

    await until(() => server.refusals.length === 0);

    const [failed, ...others] = await failedMails();
    expect(others).toEqual([]);
    expect(failed).toEqual({
      id: expect.any(String),
      queue: 'mail-delivery',
      description: 'Send e-mail: Your statement is ready to o•••@example.co.uk',
      createdAt: expect.any(String),
      failedAt: expect.any(String),
      lastError: '554 refused',
      tries: 1,
    });
    if (!failed) throw new Error('the mail given up is not listed');

    expect((await retry(failed.id)).statusCode).toBe(204);
    await until(() => server.sent.includes('Your statement is ready'));

    expect(server.sent).toEqual(['Your statement is ready']);
    expect(await statusOf('Your statement is ready')).toEqual({ status: 'SENT', attempts: 2, last_error: null });
    expect(await failedMails()).toEqual([]);
    const again = await retry(failed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 42 });
    await t.app.mailOutbox.settled();
    expect(server.sent).toEqual(['Your statement is ready']);
  });

  it('sends what was left unsent when the server starts again', async () => {
    // The server stops while the mail server refuses; the retry's job stays in the database for the next start.
    let refused = 0;
    server.mailer.send = async () => {
      refused += 1;
      throw new Error('connection refused');
    };
    await db()
      .transaction()
      .execute((trx) => queueMail(trx, mail('left behind')));
    await t.app.mailOutbox.settled();
    await t.app.close();
    expect(server.sent).toEqual([]);

    const restarted = recordingMailer();
    const again = await buildApp(t.config, t.database, { providers: { mail: restarted.mailer } });
    try {
      await again.ready();
      await until(() => restarted.sent.length > 0, again);

      expect(restarted.sent).toEqual(['left behind']);
      // However many retries the first server made before it stopped, the next one's first try sends it.
      expect(await statusOf('left behind')).toMatchObject({ status: 'SENT', attempts: refused + 1 });
    } finally {
      // Closed here, before afterAll closes the database under it: left open, its job runner would keep polling.
      await again.close();
    }
  });
});
