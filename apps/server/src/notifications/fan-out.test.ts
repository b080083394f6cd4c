import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext, type AppContext } from '../context/app-context.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser, type TestUser } from '../testing/builders/users.ts';
import { insertTestFollow, insertTestProject, insertTestUpdate } from '../testing/builders/projects.ts';
import { notificationFanOutPageQueue, notificationFanOutQueue, type FanOutPage } from './fan-out-job.ts';
import { investIn, toldOfProject } from './notifications.test-support.ts';
import { announce } from './service.ts';

/** Two recipients a page, so that a handful of readers take several page jobs, two at a time on PostgreSQL. */
const pageSize = 2;
const pageConcurrency = 2;

describe.each(testEngines)('a project event fanned out in page jobs on %s', (engine) => {
  let t: TestApp;
  let app: AppContext;
  let adminId = 0;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { notificationPageSize: pageSize, notificationPageConcurrency: pageConcurrency },
    );
    const { writesHistory: _history, ...parts } = standaloneContext({ db: t.database.db, config: t.config });
    app = { ...parts, jobs: t.app.jobRunner };
    adminId = (await insertTestUser(t.database.db, { role: 'ADMIN' })).id;
  });
  afterAll(() => t.close());

  /** An update's row and its announcement, as posting it makes them; answers the event's id. */
  const announceUpdate = async (
    projectId: number,
    title: string,
    audience: 'INVESTORS' | 'INVESTORS_AND_FOLLOWERS',
  ) => {
    const updateId = await insertTestUpdate(t.database.db, { projectId, postedBy: adminId, title, audience });
    await announce(app, { kind: 'PROJECT_UPDATE_POSTED', projectId, updateId, title, audience });
    const event = await t.database.db
      .selectFrom('notification_events')
      .select('id')
      .where('kind', '=', 'PROJECT_UPDATE_POSTED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return event.id;
  };
  const mailsOf = async (users: readonly TestUser[], subject: string) =>
    t.database.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where(
        'to_address',
        'in',
        users.map((user) => user.email),
      )
      .where('subject', '=', subject)
      .orderBy('to_address')
      .execute();
  const pagesOf = (eventId: number) =>
    t.database.db
      .selectFrom('notification_fan_out_pages')
      .select(['after_user_id', 'up_to_user_id', 'done_at'])
      .where('event_id', '=', eventId)
      .orderBy('after_user_id')
      .execute();
  const runJob = async (queue: string, data: object) => {
    const id = await t.app.jobRunner.send(queue, data);
    await t.app.jobRunner.finished(queue, id!);
  };

  /** Five investors, a follower, a deactivated investor and a stranger, interleaved by id, on a new project. */
  async function projectWithReaders() {
    const projectId = await insertTestProject(t.database.db, { title: 'Canal Wharf' });
    const investors: TestUser[] = [];
    const stranger = await insertTestUser(t.database.db);
    for (let index = 0; index < 3; index += 1) investors.push(await insertTestUser(t.database.db));
    const deactivated = await insertTestUser(t.database.db);
    const follower = await insertTestUser(t.database.db);
    for (let index = 0; index < 2; index += 1) investors.push(await insertTestUser(t.database.db));
    for (const investor of [...investors, deactivated]) await investIn(t.database.db, investor.id, projectId);
    await insertTestFollow(t.database.db, follower.id, projectId);
    await t.database.db.updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', deactivated.id).execute();
    return { projectId, investors, follower, deactivated, stranger };
  }

  it('tells each reader exactly once over several pages, by the timeline’s rule, and a deactivated user nothing', async () => {
    const { projectId, investors, follower, deactivated, stranger } = await projectWithReaders();

    const forInvestors = await announceUpdate(projectId, 'Piling started', 'INVESTORS');
    let told = await toldOfProject(t.database.db, 'PROJECT_UPDATE_POSTED', projectId);
    expect(told.map((row) => row.user_id)).toEqual(investors.map((investor) => investor.id));
    expect(told[0]).toMatchObject({ title: 'New update: Canal Wharf', body: 'Piling started' });
    // Five readers, two a page: three page jobs, each a fixed range of ids, all done.
    const pages = await pagesOf(forInvestors);
    expect(pages).toHaveLength(3);
    expect(pages.every((page) => page.done_at !== null)).toBe(true);
    expect(pages.map((page) => page.after_user_id)).toEqual([0, pages[0]!.up_to_user_id, pages[1]!.up_to_user_id]);
    expect(pages.at(-1)!.up_to_user_id).toBe(investors.at(-1)!.id);
    expect(
      await t.database.db
        .selectFrom('notification_events')
        .select(['pages_left'])
        .where('id', '=', forInvestors)
        .executeTakeFirstOrThrow(),
    ).toEqual({ pages_left: 0 });
    expect((await mailsOf([...investors, follower, deactivated, stranger], 'New update: Canal Wharf')).length).toBe(5);

    await announceUpdate(projectId, 'Frame up', 'INVESTORS_AND_FOLLOWERS');
    told = await toldOfProject(t.database.db, 'PROJECT_UPDATE_POSTED', projectId);
    const readers = [...investors, follower].map((user) => user.id).sort((a, b) => a - b);
    expect(told.filter((row) => row.body === 'Frame up').map((row) => row.user_id)).toEqual(readers);
    for (const nobody of [deactivated, stranger]) expect(told.some((row) => row.user_id === nobody.id)).toBe(false);
    expect(await mailsOf([deactivated, stranger], 'New update: Canal Wharf')).toEqual([]);
  });

  it('tells nobody twice when a page job runs again, or the event’s job does', async () => {
    const { projectId, investors } = await projectWithReaders();
    const eventId = await announceUpdate(projectId, 'Windows in', 'INVESTORS');
    await toldOfProject(t.database.db, 'PROJECT_UPDATE_POSTED', projectId);
    const count = async () =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select('user_id')
          .where('event_id', '=', eventId)
          .orderBy('user_id')
          .execute()
      ).map((row) => row.user_id);
    const ids = investors.map((investor) => investor.id);
    expect(await count()).toEqual(ids);
    const mailed = (await mailsOf(investors, 'New update: Canal Wharf')).length;
    expect(mailed).toBe(5);

    // Every page again, twice of the first side by side (a retry after a crash past its commit, a copy sent twice).
    const pages = await pagesOf(eventId);
    const first: FanOutPage = { eventId, afterUserId: pages[0]!.after_user_id };
    await Promise.all([runJob(notificationFanOutPageQueue, first), runJob(notificationFanOutPageQueue, first)]);
    for (const page of pages) await runJob(notificationFanOutPageQueue, { eventId, afterUserId: page.after_user_id });
    // The event's job again, as after a crash: it pages nothing again and queues no page twice.
    await t.database.db
      .updateTable('notification_events')
      .set({ fanned_out_at: null })
      .where('id', '=', eventId)
      .execute();
    await runJob(notificationFanOutQueue, { eventId });

    expect(await count()).toEqual(ids);
    expect((await mailsOf(investors, 'New update: Canal Wharf')).length).toBe(mailed);
    expect(await pagesOf(eventId)).toEqual(pages);
    const event = await t.database.db
      .selectFrom('notification_events')
      .select(['pages_left', 'fanned_out_at'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event.pages_left).toBe(0);
    expect(event.fanned_out_at).not.toBeNull();
  });

  it('finishes the pages a re-run of the event’s job finds not done', async () => {
    const { projectId, investors } = await projectWithReaders();
    const eventId = await announceUpdate(projectId, 'Roof on', 'INVESTORS');
    await toldOfProject(t.database.db, 'PROJECT_UPDATE_POSTED', projectId);
    // As if the last page's job had been lost: its notifications gone, the page not done, the event not fanned out.
    const pages = await pagesOf(eventId);
    const last = pages.at(-1)!;
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('notifications')
        .where('event_id', '=', eventId)
        .where('user_id', '>', last.after_user_id)
        .execute();
      await trx
        .updateTable('notification_fan_out_pages')
        .set({ done_at: null })
        .where('event_id', '=', eventId)
        .where('after_user_id', '=', last.after_user_id)
        .execute();
      await trx
        .updateTable('notification_events')
        .set({ pages_left: 1, fanned_out_at: null })
        .where('id', '=', eventId)
        .execute();
    });

    await runJob(notificationFanOutQueue, { eventId });
    const told = await toldOfProject(t.database.db, 'PROJECT_UPDATE_POSTED', projectId);
    expect(told.filter((row) => row.body === 'Roof on').map((row) => row.user_id)).toEqual(
      investors.map((investor) => investor.id),
    );
  });
});
