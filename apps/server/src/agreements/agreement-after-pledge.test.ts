import type { AgreementText, PledgeFinishResponse, PledgeStartResponse } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingSms, movableClock, pledgeCalls } from '../pledges/pledge.test-support.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser, tokenFor, insertInvestor } from '../testing/builders/users.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { expectPrintedInOrder } from './agreement-text.test-support.ts';

// The journey e2e takes: a real pledge signs an agreement, and its investor opens it in the list, in the frame (by
// the session cookie) and as a download; the admin reads its log, the pledge's SMS events included.
describe.each(testEngines)('an agreement signed by a real pledge on %s', (engine) => {
  let t: TestApp;
  const sms = capturingSms();
  const calls = pledgeCalls(() => t, sms);
  const cookieOf = (token: string) => ({ cookie: `keystone_session=${encodeURIComponent(token)}` });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: movableClock(), providers: { sms } });
  });
  afterAll(() => t.close());

  it('lists it, serves the signed copy with its evidence page and logs the signing', async () => {
    const investor = await insertInvestor(t.database.db, { walletPence: 1_000_000 });
    const projectId = await insertTestProject(t.database.db, { title: 'Canal Basin homes' });
    const started = await calls.start(investor, { projectId, shortAmountPence: 200_000 });
    const { pledgeId, agreement, agreementText } = started.json<PledgeStartResponse>();
    // The draft's words to read on a phone are the draft PDF's, from the same facts.
    // One reference everywhere (issue 32 §4): the draft names the agreement it becomes.
    const reference = `KSI${String(pledgeId).padStart(7, '0')}S`;
    expect(agreementText.title).toBe(`Investment agreement ${reference}`);
    await expectPrintedInOrder(Buffer.from(agreement, 'base64'), agreementText);
    expect((await calls.sendSms(investor, pledgeId)).statusCode).toBe(204);
    const finished = await calls.finish(investor, pledgeId, { smsCode: await calls.codeSentTo(investor) });
    expect(finished.statusCode, finished.body).toBe(200);
    const agreementId = finished.json<PledgeFinishResponse>().investments[0]?.agreementId;

    const investorCookie = cookieOf(await tokenFor(t.config.jwtSecret, investor));
    const list = await t.app.inject({ method: 'GET', url: '/api/agreements', headers: investorCookie });
    expect(list.json().agreements).toEqual([
      expect.objectContaining({ id: agreementId, reference, projectName: 'Canal Basin homes', sumPence: 200_000 }),
    ]);

    const document = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${agreementId}/document`,
      headers: investorCookie,
    });
    expect(document.statusCode).toBe(200);
    const pages = await readPdfLines(document.rawPayload);
    expect(pages.at(-1)).toContain('Evidence of electronic signature');
    expect(pages[0]).toContain(`Investment agreement ${reference}`);
    expect(pages.flat().join('\n')).toContain('Canal Basin homes');

    const text = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${agreementId}/text`,
      headers: investorCookie,
    });
    expect(text.statusCode, text.body).toBe(200);
    const signedText = text.json<AgreementText>();
    expect(signedText.sections.at(-1)?.blocks.at(-1)?.text).toMatch(/^Signed electronically on /);
    await expectPrintedInOrder(document.rawPayload, signedText);

    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const logs = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${agreementId}/logs`,
      headers: cookieOf(await tokenFor(t.config.jwtSecret, admin)),
    });
    const events = logs.json<{ logs: { event: string; number: string | null; userName: string }[] }>().logs;
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.some((entry) => entry.number !== null)).toBe(true);
    expect(events.every((entry) => entry.userName === 'Petra Pledger')).toBe(true);
  });
});
