import type { FailedJobPage, JobFigures } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import type { JobDefinition } from '../job-runner/job-runner.ts';

/** A queue whose job fails while `failures` has entries left, and records every run. */
function flakyJob() {
  const runs: string[] = [];
  const state = { failures: 0 };
  const definition: JobDefinition<{ label: string }> = {
    queue: 'test-flaky',
    description: 'Fail on purpose',
    // Two tries, no wait between them: the dead-letter path in a test's time.
    options: { retryLimit: 1, retryDelay: 0, retryBackoff: false },
    async run({ data }) {
      runs.push(data.label);
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error(`refused ${data.label}`);
      }
    },
  };
  return { definition, runs, state };
}

describe.each(testEngines)('the job runner on %s', (engine) => {
  let t: TestApp;
  const flaky = flakyJob();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { extraJobs: [flaky.definition] });
  });
  afterAll(() => t.close());

  const runner = () => t.app.jobRunner;
  const asAdmin = async () =>
    bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' })));
  const failedList = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/jobs/failed', headers: await asAdmin() });
    expect(answer.statusCode).toBe(200);
    return answer.json<FailedJobPage>();
  };

  it('runs a job sent after a commit once, and never one sent in a transaction that rolled back', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await runner().send(flaky.definition.queue, { label: 'rolled back' }, { trx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    let inTransaction: string | null = null;
    await t.database.db.transaction().execute(async (trx) => {
      inTransaction = await runner().send(flaky.definition.queue, { label: 'committed' }, { trx });
    });
    const after = await runner().send(flaky.definition.queue, { label: 'after' });

    runner().wake(flaky.definition.queue);
    await Promise.all([
      runner().finished(flaky.definition.queue, inTransaction ?? ''),
      runner().finished(flaky.definition.queue, after ?? ''),
    ]);

    expect(flaky.runs.sort()).toEqual(['after', 'committed']);
  });

  it('retries a failing job, then moves it to the dead-letter queue, logs it and lists it for the admin', async () => {
    flaky.runs.length = 0;
    flaky.state.failures = 2;
    const id = await runner().send(flaky.definition.queue, { label: 'doomed' });
    await runner().finished(flaky.definition.queue, id ?? '');
    // The retry is due at once (retryDelay 0): asked for now rather than at the next poll.
    await expect
      .poll(async () => {
        runner().wake(flaky.definition.queue);
        return (await failedList()).jobs.map((job) => job.id);
      })
      .toContain(id);

    expect(flaky.runs).toEqual(['doomed', 'doomed']);
    const { jobs, count } = await failedList();
    expect(count).toBe(1);
    expect(jobs[0]).toMatchObject({
      id,
      queue: 'test-flaky',
      description: 'Fail on purpose',
      lastError: 'refused doomed',
      tries: 2,
    });
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'job failed for good: moved to the dead-letter queue', jobId: id }),
    );
    const figures = await t.app.inject({ method: 'GET', url: '/api/jobs/figures', headers: await asAdmin() });
    expect(figures.json<JobFigures>().queues).toContainEqual(
      expect.objectContaining({ queue: 'test-flaky', failed: 1, queued: 0, active: 0 }),
    );
    expect(figures.json<JobFigures>().queues.map((queue) => queue.queue)).toEqual(
      expect.arrayContaining(['mail-delivery', 'purge', 'kyc-sandbox-decision', 'payment-sandbox-settlement']),
    );
  });

  it('runs a failed job again when an admin retries it, and takes it off the list', async () => {
    const [failed] = (await failedList()).jobs;
    if (!failed) throw new Error('no failed job from the test before');
    flaky.runs.length = 0;

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/failed/${failed.id}/retry`,
      headers: await asAdmin(),
    });
    expect(answer.statusCode).toBe(204);
    await expect
      .poll(() => {
        runner().wake(flaky.definition.queue);
        return flaky.runs;
      })
      .toEqual(['doomed']);

    expect(await failedList()).toEqual({ jobs: [], count: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/failed/${failed.id}/retry`,
      headers: await asAdmin(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 42 });
  });

  it('refuses every jobs call to anyone but an admin (code 11)', async () => {
    const investor = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db)));
    for (const [method, url] of [
      ['GET', '/api/jobs/failed'],
      ['GET', '/api/jobs/figures'],
      ['POST', '/api/jobs/failed/3f8b2c1e-9a4d-4e7b-8c21-5d6e7f809a1b/retry'],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: investor });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({ errorCode: 11 });
    }
  });

  it('writes the figures to the log when the schedule runs the summary', async () => {
    const id = await runner().send('job-summary');
    await runner().finished('job-summary', id ?? '');
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'job figures',
        queues: expect.arrayContaining([expect.objectContaining({ queue: 'mail-delivery' })]),
      }),
    );
  });
});
