import { notificationKinds } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '@keystone/flows/notifications';
import { standaloneContext, type AppContext } from '../context/app-context.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { insertTestFollow, insertTestProject, insertTestUpdate } from '../testing/builders/projects.ts';
import { notificationFanOutQueue } from './fan-out-job.ts';
import { investIn } from './notifications.test-support.ts';
import { announce } from './service.ts';

describe.each(testEngines)('notifications (/api/notifications) on %s', (engine) => {
  let t: TestApp;
  let app: AppContext;
  let address = 0;
  let adminId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const { writesHistory: _history, ...parts } = standaloneContext({ db: t.database.db, config: t.config });
    app = { ...parts, jobs: t.app.jobRunner };
    adminId = (await insertTestUser(t.database.db, { role: 'ADMIN' })).id;
  });
  /** An update's row and its announcement, as posting it makes them. */
  const announceUpdate = async (
    projectId: number,
    title: string,
    audience: 'INVESTORS' | 'INVESTORS_AND_FOLLOWERS',
  ) => {
    const updateId = await insertTestUpdate(t.database.db, { projectId, postedBy: adminId, title, audience });
    await announce(app, { kind: 'PROJECT_UPDATE_POSTED', projectId, updateId, title, audience });
  };
  afterAll(() => t.close());

  const headersOf = async (user: TestUser) => bearer(await tokenFor(t.config.jwtSecret, user));
  const list = async (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: await headersOf(user) });
  const outboxTo = (email: string) =>
    t.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body', 'headers', 'template'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const fannedOut = async (kind: NotificationEvent['kind']) => {
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .selectFrom('notification_events')
              .select('fanned_out_at')
              .where('kind', '=', kind)
              .orderBy('id', 'desc')
              .executeTakeFirst()
          )?.fanned_out_at ?? null,
        { timeout: 20_000 },
      )
      .not.toBeNull();
  };

  it("writes a person's event for them alone, newest first, with the unread count; marks one and all read", async () => {
    const reader = await insertTestUser(t.database.db);
    const other = await insertTestUser(t.database.db);
    await announce(app, { kind: 'WITHDRAWAL_PAID', userId: reader.id, amountPence: 12_345 });
    await announce(app, { kind: 'COOLING_OFF_ENDED', userId: reader.id });

    const page = (await list(reader)).json();
    expect(page).toMatchObject({ count: 2, unread: 2 });
    expect(page.items.map((item: { kind: string }) => item.kind)).toEqual(['COOLING_OFF_ENDED', 'WITHDRAWAL_PAID']);
    expect(page.items[1]).toMatchObject({
      title: 'Your withdrawal was paid',
      body: '£123.45 was paid from your e-wallet to your bank account.',
      link: '/platform/dashboard',
      readAt: null,
    });
    expect((await list(other)).json()).toEqual({ items: [], count: 0, unread: 0 });

    // Another user's notification is not theirs to read: 404 code 42, and it stays unread.
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${page.items[0].id}/read`,
      headers: await headersOf(other),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ errorCode: 42 });

    const own = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${page.items[0].id}/read`,
      headers: await headersOf(reader),
    });
    expect(own.statusCode).toBe(204);
    expect((await list(reader)).json()).toMatchObject({ count: 2, unread: 1 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: await headersOf(reader),
    });
    expect(all.statusCode).toBe(204);
    expect((await list(reader)).json()).toMatchObject({ count: 2, unread: 0 });
    expect((await list(reader, '?limit=1&offset=1')).json().items).toHaveLength(1);
  });

  it('tells nobody of a change rolled back, and a deactivated user nothing', async () => {
    const investor = await insertTestUser(t.database.db);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await announce({ ...app, db: trx }, { kind: 'WITHDRAWAL_PAID', userId: investor.id, amountPence: 100 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list(investor)).json()).toMatchObject({ count: 0 });

    const gone = await insertTestUser(t.database.db, { status: 'NOT_ACTIVE' });
    await announce(app, { kind: 'WITHDRAWAL_PAID', userId: gone.id, amountPence: 100 });
    const written = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', gone.id)
      .execute();
    expect(written).toEqual([]);
    expect(await outboxTo(gone.email)).toEqual([]);
  });

  it('fans an update out to the investors (and followers when asked), once, with a one-click unsubscribe', async () => {
    const projectId = await insertTestProject(t.database.db, { title: 'Mill Lane Flats' });
    const investors = [await insertTestUser(t.database.db), await insertTestUser(t.database.db)];
    const follower = await insertTestUser(t.database.db);
    const deactivated = await insertTestUser(t.database.db, { status: 'NOT_ACTIVE' });
    const stranger = await insertTestUser(t.database.db);
    for (const investor of [...investors, deactivated]) await investIn(t.database.db, investor.id, projectId);
    await insertTestFollow(t.database.db, follower.id, projectId);

    await announceUpdate(projectId, 'Roof finished', 'INVESTORS');
    await fannedOut('PROJECT_UPDATE_POSTED');
    for (const investor of investors) {
      expect((await list(investor)).json().items[0]).toMatchObject({
        kind: 'PROJECT_UPDATE_POSTED',
        title: 'New update: Mill Lane Flats',
        body: 'Roof finished',
        link: expect.stringMatching(new RegExp(`^/platform/projects/${projectId}#update-\\d+$`)),
      });
      const [mail] = await outboxTo(investor.email);
      expect(mail?.subject).toBe('New update: Mill Lane Flats');
      expect(mail?.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(
          new RegExp(`^<${t.config.publicUrl}/api/notifications/unsubscribe/one-click/${investor.id}\\.`),
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail?.text_body).toContain(`${t.config.publicUrl}/unsubscribe/notifications/${investor.id}.`);
    }
    for (const nobody of [follower, stranger]) expect((await list(nobody)).json().count).toBe(0);
    expect(await outboxTo(deactivated.email)).toEqual([]);

    // A retry after a crash: the same event again writes and e-mails nobody twice.
    const event = await t.database.db
      .selectFrom('notification_events')
      .select('id')
      .where('kind', '=', 'PROJECT_UPDATE_POSTED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('notification_events')
      .set({ fanned_out_at: null })
      .where('id', '=', event.id)
      .execute();
    const retry = await t.app.jobRunner.send(notificationFanOutQueue, { eventId: event.id });
    await t.app.jobRunner.finished(notificationFanOutQueue, retry!);
    expect((await list(investors[0]!)).json().count).toBe(1);
    expect(await outboxTo(investors[0]!.email)).toHaveLength(1);

    await announceUpdate(projectId, 'Scaffolding down', 'INVESTORS_AND_FOLLOWERS');
    await fannedOut('PROJECT_UPDATE_POSTED');
    expect((await list(follower)).json().items[0]).toMatchObject({ body: 'Scaffolding down' });
    expect((await list(investors[1]!)).json().count).toBe(2);
    expect((await list(stranger)).json().count).toBe(0);
  });

  it("tells a project's investors, not its followers, of its repayment state; every investor of a new project, with the risk warning", async () => {
    const projectId = await insertTestProject(t.database.db, { title: 'Quay Street Offices' });
    const investor = await insertTestUser(t.database.db);
    const follower = await insertTestUser(t.database.db);
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    await investIn(t.database.db, investor.id, projectId);
    await insertTestFollow(t.database.db, follower.id, projectId);

    await announce(app, { kind: 'REPAYMENT_STATE_CHANGED', projectId, state: 'LATE' });
    await fannedOut('REPAYMENT_STATE_CHANGED');
    expect((await list(investor)).json().items[0]).toMatchObject({
      kind: 'REPAYMENT_STATE_CHANGED',
      title: 'Repayment news: Quay Street Offices',
      body: 'A payment due on this loan is late.',
    });
    expect((await list(follower)).json().count).toBe(0);

    await announce(app, { kind: 'PROJECT_OPEN_FOR_PLEDGES', projectId }, { key: `open:${projectId}` });
    await announce(app, { kind: 'PROJECT_OPEN_FOR_PLEDGES', projectId }, { key: `open:${projectId}` });
    await fannedOut('PROJECT_OPEN_FOR_PLEDGES');
    for (const someone of [investor, follower]) {
      const kinds = (await list(someone)).json().items.map((item: { kind: string }) => item.kind);
      expect(kinds.filter((kind: string) => kind === 'PROJECT_OPEN_FOR_PLEDGES')).toHaveLength(1);
    }
    expect((await list(admin)).json().count).toBe(0);
    const mails = await outboxTo(follower.email);
    expect(mails.at(-1)?.text_body).toContain("Don't invest unless you're prepared to lose all the money you invest.");
  });

  it('unsubscribes from one kind of e-mail with no sign-in; a forged token answers 400 code 8', async () => {
    const investor = await insertTestUser(t.database.db);
    await announce(app, { kind: 'WITHDRAWAL_PAID', userId: investor.id, amountPence: 500 });
    const [mail] = await outboxTo(investor.email);
    const oneClick = /^<(.+)>$/.exec((mail?.headers as Record<string, string>)['List-Unsubscribe']!)![1]!;
    const token = oneClick.split('/').at(-1)!;

    const posted = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: `198.51.100.${++address}`,
    });
    expect(posted.statusCode).toBe(204);
    // The page's confirmation works too, as often as it is opened.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token },
      remoteAddress: `198.51.100.${++address}`,
    });
    expect(confirmed.json()).toEqual({ kind: 'WITHDRAWAL_PAID' });

    await announce(app, { kind: 'WITHDRAWAL_PAID', userId: investor.id, amountPence: 600 });
    expect(await outboxTo(investor.email)).toHaveLength(1);
    expect((await list(investor)).json().count).toBe(2);
    const preferences = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: await headersOf(investor),
    });
    expect(preferences.json().preferences).toContainEqual({
      kind: 'WITHDRAWAL_PAID',
      portal: 'IMMEDIATELY',
      email: 'OFF',
    });

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: token.replace(/^\d+/, String(investor.id + 1)) },
      remoteAddress: `198.51.100.${++address}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 8 });
  });

  it('keeps each choice, offers a digest only for updates and new projects, and sends the digest once', async () => {
    const investor = await insertTestUser(t.database.db);
    const headers = await headersOf(investor);
    const put = (preferences: object[]) =>
      t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers, payload: { preferences } });

    const refused = await put([{ kind: 'WITHDRAWAL_PAID', portal: 'IMMEDIATELY', email: 'DAILY_DIGEST' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [
        {
          field: 'preferences[0].email',
          message: 'A daily digest is offered for e-mails of updates and new projects only',
        },
      ],
    });
    const saved = await put([
      { kind: 'PROJECT_UPDATE_POSTED', portal: 'IMMEDIATELY', email: 'DAILY_DIGEST' },
      { kind: 'PAYOUT_RECEIVED', portal: 'OFF', email: 'OFF' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toHaveLength(notificationKinds.length);

    const projectId = await insertTestProject(t.database.db, { title: 'Digest House' });
    await investIn(t.database.db, investor.id, projectId);
    await announce(app, { kind: 'PAYOUT_RECEIVED', userId: investor.id, projectId, amountPence: 1_000 });
    await announceUpdate(projectId, 'Plans approved', 'INVESTORS');
    await fannedOut('PROJECT_UPDATE_POSTED');
    // The payout is off in the portal and by e-mail; the update is in the portal and waits for the digest.
    expect((await list(investor)).json().items.map((item: { kind: string }) => item.kind)).toEqual([
      'PROJECT_UPDATE_POSTED',
    ]);
    expect(await outboxTo(investor.email)).toEqual([]);

    for (let run = 0; run < 2; run += 1) {
      const id = await t.app.jobRunner.send('notification-digest');
      await t.app.jobRunner.finished('notification-digest', id!);
    }
    const digests = await outboxTo(investor.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.template).toBe('NOTIFICATION_DIGEST');
    expect(digests[0]?.text_body).toContain('- New update: Digest House: Plans approved');
  });

  it('tells an investor once when the admin approves their KYC', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const investor = await insertTestUser(t.database.db, { kyc_status: 'IN_PROGRESS', kyc_submitted_at: new Date() });
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${investor.id}/kyc/approve`,
      headers: await headersOf(admin),
    });
    expect(approved.statusCode).toBe(200);
    expect((await list(investor)).json().items).toMatchObject([
      { kind: 'KYC_DECIDED', title: 'Your identity check is approved' },
    ]);
    // The decision's own e-mail is the only one (a service e-mail: no second by the notification).
    expect((await outboxTo(investor.email)).map((mail) => mail.template)).toEqual(['KYC_APPROVED']);
  });
});
