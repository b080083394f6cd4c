import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../mail/queue-mail.ts';
import type { EmailMessage, Mailer } from '../providers/mail/mailer.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import type { JobDefinition } from '../job-runner/job-runner.ts';

/** Runs of the test queue, by instance, with how many of them were under way at once. */
function countedJob(instance: string, ledger: { runs: { instance: string; id: string }[]; running: Set<string> }) {
  const definition: JobDefinition = {
    queue: 'test-counted',
    description: 'Count runs',
    async run(job) {
      // The same job under way twice at once would find itself here.
      if (ledger.running.has(job.id)) throw new Error(`job ${job.id} already running`);
      ledger.running.add(job.id);
      ledger.runs.push({ instance, id: job.id });
      // Long enough for the other process to fetch meanwhile, measured in turns of the event loop, not time.
      for (let turn = 0; turn < 20; turn += 1) await nextTurn();
      ledger.running.delete(job.id);
    },
  };
  return definition;
}

/** A mail server shared by both instances: counts sends under way at once, and what each delivered. */
function sharedMailServer() {
  const delivered: { instance: string; subject: string }[] = [];
  let underWay = 0;
  let mostAtOnce = 0;
  const mailerOf = (instance: string): Mailer => ({
    kind: 'smtp',
    async send(message: EmailMessage) {
      underWay += 1;
      mostAtOnce = Math.max(mostAtOnce, underWay);
      for (let turn = 0; turn < 5; turn += 1) await nextTurn();
      delivered.push({ instance, subject: message.subject });
      underWay -= 1;
    },
    async close() {},
  });
  return { delivered, mailerOf, mostAtOnce: () => mostAtOnce };
}

// Two server processes on one PostgreSQL (PGlite is opened by one process only): pg-boss hands each job to one of
// them (SKIP LOCKED), and the mail queue's 'singleton' policy lets one delivery round run at a time across both.
describe.runIf(testEngines.includes('postgres'))('jobs with two server instances on one PostgreSQL', () => {
  const ledger = { runs: [] as { instance: string; id: string }[], running: new Set<string>() };
  const mail = sharedMailServer();
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(
      'postgres',
      {},
      { extraJobs: [countedJob('a', ledger)], providers: { mail: mail.mailerOf('a') } },
    );
    b = await createSecondInstance(a, {
      extraJobs: [countedJob('b', ledger)],
      providers: { mail: mail.mailerOf('b') },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs each job once, never the same job in both at once', async () => {
    const jobs = 40;
    const ids = await Promise.all(
      Array.from({ length: jobs }, (_, index) => (index % 2 === 0 ? a : b).app.jobRunner.send('test-counted')),
    );
    await expect
      .poll(
        () => {
          a.app.jobRunner.wake('test-counted');
          b.app.jobRunner.wake('test-counted');
          return ledger.runs.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(jobs);

    expect(ledger.runs.map((run) => run.id).sort()).toEqual([...ids].sort());
    console.info(
      `two instances: ${jobs} jobs, ${ledger.runs.filter((run) => run.instance === 'a').length} run by a, ` +
        `${ledger.runs.filter((run) => run.instance === 'b').length} by b`,
    );
  });

  it('delivers each queued mail once, one delivery round at a time across both, in commit order', async () => {
    const subjects = Array.from({ length: 12 }, (_, index) => `mail ${String(index).padStart(2, '0')}`);
    for (const [index, subject] of subjects.entries()) {
      const instance = index % 2 === 0 ? a : b;
      await instance.database.db
        .transaction()
        .execute((trx) =>
          queueMail(trx, { to: 'olivia@example.co.uk', subject, text: `${subject}\n`, template: 'TEST' }),
        );
      instance.app.mailOutbox.wake();
    }
    await expect
      .poll(
        async () => {
          await Promise.all([a.app.mailOutbox.settled(), b.app.mailOutbox.settled()]);
          return mail.delivered.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(subjects.length);

    expect(mail.delivered.map((sent) => sent.subject)).toEqual(subjects);
    expect(mail.mostAtOnce()).toBe(1);
  });
});
