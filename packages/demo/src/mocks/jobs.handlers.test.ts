import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type User } from '@keystone/api';
import { demoFailedJobs, demoUsers } from '../fixtures/index.ts';
import { createJobsMock } from './jobs.handlers.ts';
import { mockTokenFor } from './session.ts';

const mock = createJobsMock(demoFailedJobs);
const server = setupServer(...Object.values(mock.handlers));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => mock.reset());
afterAll(() => server.close());

const clientAs = (user: Pick<User, 'id' | 'role'>) =>
  createApiClient({ baseUrl: 'http://localhost/api', getToken: () => mockTokenFor(user) });
const admin = clientAs(demoUsers.admin);
const [first] = demoFailedJobs;
if (!first) throw new Error('the demo has no failed job');
const retry = (id: string) => admin.POST('/jobs/failed/{id}/retry', { params: { path: { id } } });

describe('the jobs mock', () => {
  it('takes a retried job off the list and out of the failed figure of its queue', async () => {
    expect((await retry(first.id)).response.status).toBe(204);

    const list = (await admin.GET('/jobs/failed')).data;
    const figures = (await admin.GET('/jobs/figures')).data;
    expect(list?.jobs.map((job) => job.id)).toEqual(demoFailedJobs.slice(1).map((job) => job.id));
    expect(list?.count).toBe(demoFailedJobs.length - 1);
    expect(figures?.queues.find((queue) => queue.queue === first.queue)?.failed).toBe(0);
    expect(mock.retried()).toEqual([first.id]);
  });

  it('answers 404 code 42 for a job retried already, as for one that never failed', async () => {
    await retry(first.id);

    const again = await retry(first.id);
    expect([again.response.status, again.error?.errorCode]).toEqual([404, 42]);
  });

  it('refuses an investor with code 11', async () => {
    const { response, error } = await clientAs(demoUsers.approvedInvestor).GET('/jobs/failed');
    expect([response.status, error?.errorCode]).toEqual([403, 11]);
  });
});
