import type { PledgeFinishResponse, PledgeStartResponse, WalletTransactionPage } from '@keystone/api';
import { formatDate } from '@keystone/flows/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { capturingSms, movableClock, pledgeCalls } from '../pledges/pledge.test-support.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertInvestor, insertWalletHolder, testPassword, tokenFor } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

const hourMs = 60 * 60 * 1000;
const cases = testEngines.flatMap((engine) =>
  (
    [
      ['24 hours ahead', 24 * hourMs],
      ['9 hours behind', -9 * hourMs],
    ] as const
  ).map(([name, offsetMs]) => [engine, name, offsetMs] as const),
);

// Issue 32: with the test clock moved, sign-ins answered 401 code 8 (tokens issued on the app's clock and checked on
// the system's), sandbox deposits waited the offset out in real time, wallet entries had the real date and the signed
// PDF said 'Drawn up on' the real day. One clock for everything the server dates.
describe.each(cases)('the server with its clock moved on %s, %s', (engine, _name, offsetMs) => {
  let t: TestApp;
  const clock = movableClock();
  const sms = capturingSms();
  const calls = pledgeCalls(() => t, sms);
  const nearNow = (iso: string | undefined) =>
    expect(Math.abs(new Date(iso ?? 0).getTime() - clock.now().getTime())).toBeLessThan(60_000);

  beforeAll(async () => {
    clock.advance(offsetMs);
    t = await createTestApp(engine, { paymentsSandboxDelayMs: 20 }, { clock, providers: { sms } });
  });
  afterAll(() => t.close());

  it('signs in, and the session it starts is accepted', async () => {
    const user = await insertWalletHolder(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword },
    });
    expect(login.statusCode, login.body).toBe(200);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(login.json().token) });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('settles a sandbox deposit after its delay, dated by the moved clock in the wallet history', async () => {
    const user = await insertWalletHolder(t.database.db);
    const headers = bearer(await tokenFor(t.config.jwtSecret, user));
    const deposit = await t.app.inject({
      method: 'PUT',
      url: '/api/investments/fund-wallet?amountPence=25000',
      headers,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);

    const history = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/dashboard/investor/wallet-history', headers })
      ).json<WalletTransactionPage>().transactions;
    await expect.poll(async () => (await history())[0]?.status).toBe('SUCCEEDED');
    nearNow((await history())[0]?.timestamp);
    const entries = await t.database.db
      .selectFrom('ledger_transactions')
      .select('created_at')
      .where('idempotency_key', 'like', 'pay-in:%')
      .execute();
    for (const entry of entries) nearNow(entry.created_at.toISOString());
  });

  it("prints the moved day as the signed agreement's 'Drawn up on'", async () => {
    const investor = await insertInvestor(t.database.db, { walletPence: 1_000_000, at: clock.now() });
    const projectId = await insertTestProject(t.database.db);
    const started = await calls.start(investor, { projectId, shortAmountPence: 200_000 });
    expect(started.statusCode, started.body).toBe(201);
    const { pledgeId, agreementText } = started.json<PledgeStartResponse>();
    const drawnUp = `Drawn up on ${formatDate(clock.now())}`;
    expect(agreementText.issued).toBe(drawnUp);
    await calls.sendSms(investor, pledgeId);
    const finished = await calls.finish(investor, pledgeId, { smsCode: await calls.codeSentTo(investor) });
    expect(finished.statusCode, finished.body).toBe(200);
    const agreementId = finished.json<PledgeFinishResponse>().investments[0]?.agreementId;

    const document = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${agreementId}/document`,
      headers: bearer(await tokenFor(t.config.jwtSecret, investor)),
    });
    expect(document.statusCode).toBe(200);
    expect((await readPdfLines(document.rawPayload)).flat()).toContain(drawnUp);
  });
});
