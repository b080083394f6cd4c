import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import type { JourneyLogRow } from './queries.ts';

const WARNING = CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.version;
const at = (iso: string) => new Date(iso);

const attemptDetails = {
  attemptId: 41,
  questions: [
    {
      topic: 'q1',
      questionId: 'q1a',
      text: 'What could happen to the money you invest?',
      options: [
        { id: 'b', label: 'It is protected by the FSCS' },
        { id: 'a', label: 'I could lose all of it' },
      ],
    },
  ],
  answers: { q1: 'b' },
  topicsToRead: ['q1'],
};
const declarationDetails = {
  investorType: 'HIGH_NET_WORTH',
  annualIncomePence: 10_000_000,
  expiresAt: '2027-10-03T09:00:00.000Z',
};

describe.each(testEngines)("the admin's view of a user's consumer journey log on %s", (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    investor = await insertInvestor(t.database.db, { journeyDone: false, declaration: null });
    for (const user of [admin, investor]) tokens.set(user.id, await tokenFor(t.config.jwtSecret, user));
    const row = (values: Partial<JourneyLogRow>): JourneyLogRow => ({
      user_id: investor.id,
      step: 'PERSONALISED_WARNING',
      action: 'SHOWN',
      text_version: WARNING,
      occurred_at: at('2026-10-01T09:00:00.000Z'),
      recorded_at: at('2026-10-01T09:00:00.000Z'),
      ip: '203.0.113.7',
      ...values,
    });
    // Written out of time order: the cooling-off's end is logged a day after it happened, after later rows.
    await t.database.db
      .insertInto('consumer_journey_log')
      .values([
        row({
          step: 'COMPETENCE_ATTEMPT',
          action: 'FAILED',
          text_version: null,
          occurred_at: at('2026-09-30T08:00:00.000Z'),
          recorded_at: at('2026-09-30T08:00:00.000Z'),
          details: JSON.stringify(attemptDetails),
        }),
        row({
          step: 'DECLARATION',
          action: 'SIGNED',
          text_version: 'declaration.v1',
          occurred_at: at('2026-09-30T08:30:00.000Z'),
          recorded_at: at('2026-09-30T08:30:00.000Z'),
          details: JSON.stringify(declarationDetails),
        }),
        row({}),
        row({ action: 'CONTINUE' }),
        row({ step: 'COOLING_OFF', action: 'STARTED', text_version: null }),
        row({
          step: 'RISK_SUMMARY',
          action: 'OPENED',
          text_version: 'risk-summary.v1',
          place: 'PAGE',
          ip: '198.51.100.4',
          occurred_at: at('2026-10-02T12:00:00.000Z'),
          recorded_at: at('2026-10-02T12:00:00.000Z'),
        }),
        row({
          step: 'COOLING_OFF',
          action: 'ENDED',
          text_version: null,
          occurred_at: at('2026-10-02T09:00:00.000Z'),
          recorded_at: at('2026-10-03T10:00:00.000Z'),
        }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const as = (user: TestUser) => bearer(tokens.get(user.id) ?? '');
  const cookieAs = (user: TestUser) => ({
    cookie: `keystone_session=${encodeURIComponent(tokens.get(user.id) ?? '')}`,
  });

  it('answers every entry in the order it happened, with its details as recorded', async () => {
    const response = await get(`/users/${investor.id}/consumer-journey`, as(admin));
    expect(response.statusCode).toBe(200);
    const { entries, count } = response.json();
    expect(count).toBe(7);
    expect(entries.map((entry: { step: string; action: string }) => `${entry.step} ${entry.action}`)).toEqual([
      'COMPETENCE_ATTEMPT FAILED',
      'DECLARATION SIGNED',
      'PERSONALISED_WARNING SHOWN',
      'PERSONALISED_WARNING CONTINUE',
      'COOLING_OFF STARTED',
      'COOLING_OFF ENDED',
      'RISK_SUMMARY OPENED',
    ]);
    expect(entries[0]).toEqual({
      occurredAt: '2026-09-30T08:00:00.000Z',
      recordedAt: '2026-09-30T08:00:00.000Z',
      step: 'COMPETENCE_ATTEMPT',
      action: 'FAILED',
      textVersion: null,
      place: null,
      ip: '203.0.113.7',
      details: attemptDetails,
    });
    expect(entries[1].details).toEqual(declarationDetails);
    expect(entries[5]).toMatchObject({
      occurredAt: '2026-10-02T09:00:00.000Z',
      recordedAt: '2026-10-03T10:00:00.000Z',
      details: null,
    });
    expect(entries[6]).toMatchObject({ place: 'PAGE', ip: '198.51.100.4', textVersion: 'risk-summary.v1' });
  });

  it('answers an empty log for a user with none', async () => {
    const other = await insertInvestor(t.database.db, { journeyDone: false, declaration: null });
    expect((await get(`/users/${other.id}/consumer-journey`, as(admin))).json()).toEqual({ entries: [], count: 0 });
  });

  it('makes the same log a PDF with the name at the top and each entry in words, by cookie', async () => {
    const response = await get(`/users/${investor.id}/consumer-journey/document?download=true`, cookieAs(admin));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="user-${investor.id}-consumer-journey.pdf"`,
    );
    const lines = (await readPdfLines(response.rawPayload)).flat();
    expect(lines[0]).toBe('Consumer journey of Petra Pledger');
    const order = [
      'Appropriateness assessment failed',
      'Investor declaration signed',
      'Personalised risk warning shown',
      'Continued past the personalised risk warning',
      '24-hour cooling-off started',
      '24-hour cooling-off ended',
      'Risk summary opened',
    ].map((label) => lines.indexOf(label));
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(lines).toEqual(
      expect.arrayContaining([
        'What could happen to the money you invest?',
        'It is protected by the FSCS / I could lose all of it',
        'It is protected by the FSCS',
        'You could lose all the money you invest',
        'High net worth',
        '£100,000.00',
        // Issue 32: what was shown, in words, with the version beside it; never the raw id alone.
        'The personalised risk warning, version 1',
        '198.51.100.4',
        'On the risk summary page',
        '02/10/2026, 10:00 UK time',
        '03/10/2026, 11:00 UK time',
      ]),
    );
    expect(lines.at(-1)).toBe('Consumer journey of Petra Pledger · page 1 of 1');
    expect(lines).not.toContain(WARNING);
  });

  // Issue 32: the admin's log was not paged, and a flood of events swelled the PDF row by row.
  it('pages the log, 20 entries at a time by default, oldest first, counting every entry', async () => {
    const busy = await insertInvestor(t.database.db, { journeyDone: false, declaration: null });
    const start = at('2026-10-05T09:00:00.000Z').getTime();
    await t.database.db
      .insertInto('consumer_journey_log')
      .values(
        Array.from({ length: 45 }, (_, index) => ({
          user_id: busy.id,
          step: 'RISK_SUMMARY' as const,
          action: 'OPENED' as const,
          text_version: 'risk-summary.v1',
          place: 'DIALOG' as const,
          occurred_at: new Date(start + index * 60_000),
          recorded_at: new Date(start + index * 60_000),
          ip: '203.0.113.7',
        })),
      )
      .execute();
    const page = async (query: string) => (await get(`/users/${busy.id}/consumer-journey${query}`, as(admin))).json();
    const first = await page('');
    expect(first.count).toBe(45);
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0].occurredAt).toBe('2026-10-05T09:00:00.000Z');
    const last = await page('?offset=40');
    expect(last.entries.map((entry: { occurredAt: string }) => entry.occurredAt)).toEqual(
      Array.from({ length: 5 }, (_, index) => new Date(start + (40 + index) * 60_000).toISOString()),
    );
    expect((await page('?limit=100')).entries).toHaveLength(45);
    const refused = await get(`/users/${busy.id}/consumer-journey?limit=101`, as(admin));
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 2]);

    // The PDF holds all 45, as one entry: the same event, one after another, with its count and its last time.
    const pdf = await get(`/users/${busy.id}/consumer-journey/document`, as(admin));
    const lines = (await readPdfLines(pdf.rawPayload)).flat();
    expect(lines.filter((line) => line === 'Risk summary opened')).toHaveLength(1);
    expect(lines).toEqual(expect.arrayContaining(['×45', '05/10/2026, 10:44 UK time']));
  });

  it('says so in the PDF when nothing was recorded', async () => {
    const other = await insertInvestor(t.database.db, { journeyDone: false, declaration: null });
    const response = await get(`/users/${other.id}/consumer-journey/document`, as(admin));
    expect(response.headers['content-disposition']).toBe(`inline; filename="user-${other.id}-consumer-journey.pdf"`);
    expect((await readPdfLines(response.rawPayload)).flat()).toContain('No steps recorded yet');
  });

  it('refuses anyone but an admin (403 code 11), a visitor (401), and an unknown user (404 code 13)', async () => {
    const developer = await insertTestUser(t.database.db, { role: 'DEVELOPER' });
    tokens.set(developer.id, await tokenFor(t.config.jwtSecret, developer));
    for (const user of [investor, developer]) {
      for (const url of [`/users/${investor.id}/consumer-journey`, `/users/${investor.id}/consumer-journey/document`]) {
        const refused = await get(url, as(user));
        expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 11]);
      }
      const byCookie = await get(`/users/${investor.id}/consumer-journey/document`, cookieAs(user));
      expect([byCookie.statusCode, byCookie.json().errorCode]).toEqual([403, 11]);
    }
    expect((await get(`/users/${investor.id}/consumer-journey`, {})).statusCode).toBe(401);
    const noneDocument = await get(`/users/${investor.id}/consumer-journey/document`, {});
    expect([noneDocument.statusCode, noneDocument.json().errorCode]).toEqual([401, 6]);
    for (const url of ['/users/2147483647/consumer-journey', '/users/2147483647/consumer-journey/document']) {
      const unknown = await get(url, as(admin));
      expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 13]);
    }
  });
});
