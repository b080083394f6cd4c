import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyLogRow } from '../consumer-journey/queries.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

// The clock stands at 31 August 2026 noon UTC, so the window opens on 1 August noon (30 days back).
//   A: warning shown and continued 10 days ago (cooling-off ended 9 days ago), confirmed 8 days ago, first pledge 7
//      days ago; an older warning 40 days ago is outside the window.
//   B: left at the warning 5 days ago and again 4 days ago (one investor).
//   C: continued 30.5 days ago (outside), so the cooling-off ended 29.5 days ago (inside); left after it 2 days ago.
//   D: continued an hour ago: still cooling off.
//   E: invested 100 days ago and again 3 days ago: no first pledge in the window. A risk summary opening is no step.
const dayMs = 86_400_000;
const today = new Date('2026-08-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * dayMs);
const WARNING = CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.version;
const CONFIRM = CONSUMER_JOURNEY_TEXTS.CONFIRM_AFTER_COOLING_OFF.version;

describe.each(testEngines)('the consumer journey funnel of the last 30 days, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => today }, wrapDatabase: statements.wrap });
    // Jobs asked for at start-up (the loan book's first run) would be counted with the request.
    await stopBackgroundWork(t.app);
  });
  afterAll(() => t.close());

  const get = async (user: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: '/api/dashboard/admin/consumer-journey-funnel',
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });

  it('answers every step at 0 and the window when nobody began', async () => {
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-08-01T12:00:00.000Z',
      to: '2026-08-31T12:00:00.000Z',
      steps: [
        'WARNING_SHOWN',
        'WARNING_CONTINUED',
        'WARNING_LEFT',
        'COOLING_OFF_ENDED',
        'CONFIRMED',
        'CONFIRM_LEFT',
        'FIRST_PLEDGE',
      ].map((step) => ({ step, investors: 0 })),
    });
  });

  it('counts the distinct investors who reached each step in the window, in one statement', async () => {
    const db = t.database.db;
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => insertTestUser(db)));
    const warning = (user: TestUser, action: JourneyLogRow['action'], at: Date): JourneyLogRow => ({
      user_id: user.id,
      step: 'PERSONALISED_WARNING',
      action,
      text_version: WARNING,
      occurred_at: at,
      recorded_at: at,
      ip: '203.0.113.7',
    });
    const started = (user: TestUser, at: Date): JourneyLogRow => ({
      user_id: user.id,
      step: 'COOLING_OFF',
      action: 'STARTED',
      occurred_at: at,
      recorded_at: at,
    });
    const confirm = (user: TestUser, action: JourneyLogRow['action'], at: Date): JourneyLogRow => ({
      ...warning(user, action, at),
      step: 'CONFIRM_AFTER_COOLING_OFF',
      text_version: CONFIRM,
    });
    await db
      .insertInto('consumer_journey_log')
      .values([
        warning(a!, 'SHOWN', daysAgo(40)),
        warning(a!, 'SHOWN', daysAgo(10)),
        warning(a!, 'CONTINUE', daysAgo(10)),
        started(a!, daysAgo(10)),
        { ...started(a!, daysAgo(9)), action: 'ENDED' },
        confirm(a!, 'SHOWN', daysAgo(8)),
        confirm(a!, 'CONTINUE', daysAgo(8)),
        warning(b!, 'SHOWN', daysAgo(5)),
        warning(b!, 'LEAVE', daysAgo(5)),
        warning(b!, 'SHOWN', daysAgo(4)),
        warning(b!, 'LEAVE', daysAgo(4)),
        warning(c!, 'SHOWN', daysAgo(31)),
        warning(c!, 'CONTINUE', daysAgo(30.5)),
        started(c!, daysAgo(30.5)),
        confirm(c!, 'SHOWN', daysAgo(2)),
        confirm(c!, 'LEAVE', daysAgo(2)),
        warning(d!, 'SHOWN', daysAgo(1 / 24)),
        warning(d!, 'CONTINUE', daysAgo(1 / 24)),
        started(d!, daysAgo(1 / 24)),
        {
          ...warning(e!, 'OPENED', daysAgo(3)),
          step: 'RISK_SUMMARY',
          text_version: 'risk-summary.v1',
          place: 'PAGE',
        },
      ])
      .execute();
    const projectId = await insertTestProject(db);
    const invest = (user: TestUser, at: Date, reference: string) =>
      insertTestInvestment(db, { userId: user.id, projectId, amountPence: 50_000, referenceNumber: reference, at });
    await invest(a!, daysAgo(7), 'FUNNELA01');
    await invest(e!, daysAgo(100), 'FUNNELE01');
    await invest(e!, daysAgo(3), 'FUNNELE02');

    statements.reset();
    const response = await get(admin);
    // The caller's check and the one statement counting the funnel.
    expect(statements.count).toBeLessThanOrEqual(2);
    expect(response.json().steps).toEqual([
      { step: 'WARNING_SHOWN', investors: 3 },
      { step: 'WARNING_CONTINUED', investors: 2 },
      { step: 'WARNING_LEFT', investors: 1 },
      { step: 'COOLING_OFF_ENDED', investors: 2 },
      { step: 'CONFIRMED', investors: 1 },
      { step: 'CONFIRM_LEFT', investors: 1 },
      { step: 'FIRST_PLEDGE', investors: 1 },
    ]);
  });

  it('refuses anyone but an admin (403 code 11)', async () => {
    for (const role of ['INVESTOR', 'DEVELOPER'] as const) {
      const refused = await get(await insertTestUser(t.database.db, { role }));
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 11]);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/dashboard/admin/consumer-journey-funnel' });
    expect(visitor.statusCode).toBe(401);
  });
});
