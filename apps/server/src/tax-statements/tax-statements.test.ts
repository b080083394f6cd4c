import type { TaxStatementRun, TaxStatementYears } from '@keystone/api';
import { TAX_STATEMENT_TEXTS } from '@keystone/flows/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { readZip } from '../projects/test-zip.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { taxStatementRunQueue } from './tax-statement-job.ts';
import { insertLoss, insertPaidInterest, insertPaidInvestment } from './tax-statements.test-support.ts';

// Issue 35 §1. Ann's money first moved on 1 September 2025 (tax year 2025/26). London is on BST in April, so
// 5 April 2026 23:59 is 22:59 UTC (still 2025/26) and 6 April 2026 00:30 is 23:30 UTC on 5 April (already 2026/27).
const FIRST_MOVEMENT = '2025-09-01T10:00:00Z';
const LAST_MINUTE_OF_2025 = '2026-04-05T22:59:00Z';
const FIRST_HALF_HOUR_OF_2026 = '2026-04-05T23:30:00Z';

const printed = async (pdf: Buffer | Uint8Array) => (await readPdfLines(new Uint8Array(pdf))).flat().join(' ');

describe.each(testEngines)('tax statements on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2027-06-01T12:00:00Z');
  let admin: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  let never: TestUser;
  const db = () => t.database.db;
  const as = async (user: TestUser) => bearer(await tokenFor(t.config.jwtSecret, user));
  const get = async (url: string, user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: await as(user) });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => now } });
    admin = await insertTestUser(db(), { role: 'ADMIN', full_name: 'Ada Admin' });
    ann = await insertInvestor(db(), { walletPence: 1_000_000, at: new Date(FIRST_MOVEMENT) });
    await db().updateTable('users').set({ full_name: 'Ann Investor' }).where('id', '=', ann.id).execute();
    ben = await insertInvestor(db(), { walletPence: 500_000, at: new Date('2026-05-01T09:00:00Z') });
    never = await insertInvestor(db(), { at: new Date('2026-05-01T09:00:00Z') });

    // Outside the ISA: a payout at 23:59 on 5 April 2026, London time (2025/26).
    const lastMinute = await insertPaidInvestment(db(), {
      userId: ann.id,
      amountPence: 100_000,
      at: FIRST_MOVEMENT,
      title: 'Mill Lane',
    });
    await insertPaidInterest(db(), {
      ...lastMinute,
      userId: ann.id,
      principalPence: 100_000,
      profitPence: 4_215,
      paidAt: LAST_MINUTE_OF_2025,
    });
    // Inside the ISA: a payout at 00:30 BST on 6 April 2026 (2026/27).
    const inIsa = await insertPaidInvestment(db(), {
      userId: ann.id,
      amountPence: 200_000,
      at: '2025-10-01T10:00:00Z',
      isa: true,
      title: 'Quay Street',
    });
    await insertPaidInterest(db(), {
      ...inIsa,
      userId: ann.id,
      principalPence: 200_000,
      profitPence: 6_579,
      paidAt: FIRST_HALF_HOUR_OF_2026,
    });
    // Outside the ISA in 2026/27 too, and a payout that failed (no interest received).
    const outside = await insertPaidInvestment(db(), {
      userId: ann.id,
      amountPence: 50_000,
      at: '2025-11-01T10:00:00Z',
      title: 'Orchard Row',
    });
    await insertPaidInterest(db(), {
      ...outside,
      userId: ann.id,
      principalPence: 50_000,
      profitPence: 1_000,
      paidAt: '2026-07-01T10:00:00Z',
    });
    const failed = await insertPaidInvestment(db(), {
      userId: ann.id,
      amountPence: 10_000,
      at: '2025-11-01T10:00:00Z',
    });
    await insertPaidInterest(db(), {
      ...failed,
      userId: ann.id,
      principalPence: 10_000,
      profitPence: 999,
      paidAt: '2026-07-01T10:00:00Z',
      status: 'FAILED',
    });
    // A loss written off in 2026/27 outside the ISA, and one in the ISA.
    const lost = await insertPaidInvestment(db(), {
      userId: ann.id,
      amountPence: 30_000,
      at: '2025-12-01T10:00:00Z',
      title: 'Dock Yard',
    });
    await insertLoss(db(), { ...lost, userId: ann.id, lossPence: 25_000, at: '2026-09-01T10:00:00Z' });
    const lostInIsa = await insertPaidInvestment(db(), {
      userId: ann.id,
      amountPence: 20_000,
      at: '2025-12-01T10:00:00Z',
      isa: true,
      title: 'Canal Side',
    });
    // Written off with the interest it was due (£15): only the £200 lent is a loss on the statement (ITA 2007 s.412A).
    await insertLoss(db(), { ...lostInIsa, userId: ann.id, lossPence: 21_500, at: '2026-04-06T00:30:00+01:00' });
    // Ben's interest is his own.
    const bens = await insertPaidInvestment(db(), { userId: ben.id, amountPence: 100_000, at: '2026-05-01T09:00:00Z' });
    await insertPaidInterest(db(), {
      ...bens,
      userId: ben.id,
      principalPence: 100_000,
      profitPence: 777,
      paidAt: '2026-08-01T10:00:00Z',
    });
  });
  afterAll(() => t.close());

  it("lists the investor's years from their first money movement to now, each year's figures by London time, ISA and non-ISA apart", async () => {
    const answer = await get('/tax-statements', ann);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<TaxStatementYears>().years).toEqual([
      { taxYear: 2027, isa: { interestPence: 0, lossPence: 0 }, nonIsa: { interestPence: 0, lossPence: 0 } },
      {
        taxYear: 2026,
        isa: { interestPence: 6_579, lossPence: 20_000 },
        nonIsa: { interestPence: 1_000, lossPence: 25_000 },
      },
      { taxYear: 2025, isa: { interestPence: 0, lossPence: 0 }, nonIsa: { interestPence: 4_215, lossPence: 0 } },
    ]);
    expect((await get('/tax-statements', ben)).json<TaxStatementYears>().years).toEqual([
      { taxYear: 2027, isa: { interestPence: 0, lossPence: 0 }, nonIsa: { interestPence: 0, lossPence: 0 } },
      { taxYear: 2026, isa: { interestPence: 0, lossPence: 0 }, nonIsa: { interestPence: 777, lossPence: 0 } },
    ]);
    expect((await get('/tax-statements', never)).json()).toEqual({ years: [] });
  });

  it('prints the PDF with each investment, the totals, what ISA interest and losses mean, and that it is not tax advice', async () => {
    const answer = await get('/tax-statements/2026', ann);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(`tax-statement-2026-${ann.id}.pdf`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const text = await printed(answer.rawPayload);
    for (const words of [
      'Tax statement 2026/27',
      'Ann Investor',
      'Quay Street',
      '£65.79',
      'Orchard Row',
      '£10.00',
      'Dock Yard',
      '£250.00',
      'Canal Side',
      '£200.00',
      TAX_STATEMENT_TEXTS.isaInterest,
      TAX_STATEMENT_TEXTS.notTaxAdvice,
    ]) {
      expect(text).toContain(words);
    }
    // The payout at 23:59 on 5 April belongs to the year before; the failed payout to none.
    expect(text).not.toContain('Mill Lane');
    expect(text).not.toContain('£9.99');
    expect(await printed((await get('/tax-statements/2025', ann)).rawPayload)).toContain('£42.15');
  });

  it('writes the CSV one investment a row in pounds, with the ISA marked', async () => {
    const answer = await get('/tax-statements/2026?format=csv', ann);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Tax year,Investor number,Investor,E-mail,Investment,Project,Term,In the ISA,Gross interest (£),Loss recorded (£)',
    );
    expect(rows.filter((row) => row.startsWith('2026/27'))).toEqual([
      expect.stringMatching(/,Quay Street,.*,Yes,65\.79,0\.00$/),
      expect.stringMatching(/,Canal Side,.*,Yes,0\.00,200\.00$/),
      expect.stringMatching(/,Orchard Row,.*,No,10\.00,0\.00$/),
      expect.stringMatching(/,Dock Yard,.*,No,0\.00,250\.00$/),
    ]);
    expect(answer.body).toContain(TAX_STATEMENT_TEXTS.notTaxAdvice);
  });

  it('refuses a year before the first movement or after this one, an admin on the investor calls and an investor on the admin calls', async () => {
    for (const url of ['/tax-statements/2024', '/tax-statements/2028']) {
      const answer = await get(url, ann);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ errorCode: 42 });
    }
    expect((await get('/tax-statements/2026', never)).json()).toMatchObject({ errorCode: 42 });
    for (const answer of [await get('/tax-statements', admin), await get('/tax-statements/2026', admin)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 11 });
    }
    // Ben asks for Ann's statement by her id, and for the runs.
    for (const answer of [
      await get(`/users/${ann.id}/tax-statements/2026`, ben),
      await get('/tax-statement-runs', ben),
      await get('/tax-statement-runs/1/file', ben),
      await t.app.inject({
        method: 'POST',
        url: '/api/tax-statement-runs',
        headers: await as(ben),
        payload: { taxYear: 2026 },
      }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 11 });
    }
  });

  it("gives the admin any investor's statement, and refuses an unknown user", async () => {
    const answer = await get(`/users/${ann.id}/tax-statements/2026?format=pdf`, admin);
    expect(answer.statusCode).toBe(200);
    expect(await printed(answer.rawPayload)).toContain('£65.79');
    const csv = await get(`/users/${ben.id}/tax-statements/2026?format=csv`, admin);
    expect(csv.body).toContain(',No,7.77,0.00');
    // A year of Ben's with nothing in it says so.
    expect(await printed((await get(`/users/${ben.id}/tax-statements/2027`, admin)).rawPayload)).toContain(
      TAX_STATEMENT_TEXTS.noInvestments,
    );
    expect((await get('/users/2000000000/tax-statements/2026', admin)).json()).toMatchObject({ errorCode: 13 });
  });

  it("makes the statements of every investor whose money had moved by the year's end as one zip by a job, once, and lists the run", async () => {
    const start = async (taxYear: number) =>
      t.app.inject({ method: 'POST', url: '/api/tax-statement-runs', headers: await as(admin), payload: { taxYear } });
    expect((await start(2028)).json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'taxYear' }] });

    const started = await start(2026);
    expect(started.statusCode).toBe(202);
    const run = started.json<TaxStatementRun>();
    expect(run).toMatchObject({ taxYear: 2026, status: 'PENDING', requestedBy: 'Ada Admin', investorCount: null });
    const [job] = await t.app.jobRunner.boss.findJobs(taxStatementRunQueue, { key: `run-${run.id}` });
    if (!job) throw new Error('no job was sent for the run');
    await t.app.jobRunner.finished(taxStatementRunQueue, job.id);

    const listed = (await get('/tax-statement-runs', admin)).json<{ items: TaxStatementRun[] }>().items;
    expect(listed[0]).toMatchObject({ id: run.id, status: 'DONE', investorCount: 2, finishedAt: now.toISOString() });

    const file = await get(`/tax-statement-runs/${run.id}/file`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = readZip(file.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      `Tax statement 2026-27 - ${ann.id} Ann Investor.pdf`,
      `Tax statement 2026-27 - ${ben.id} Petra Pledger.pdf`,
      'tax-statements-2026.csv',
    ]);
    expect(await printed(entries[0]!.bytes)).toContain('£65.79');
    const csv = entries[2]!.bytes.toString('utf8');
    expect(csv).toContain('Quay Street');
    expect(csv).toContain(',No,7.77,0.00');

    // The job run again (a retry, a crash) finds the run done and makes nothing more.
    const again = await t.app.jobRunner.send(taxStatementRunQueue, { runId: run.id });
    if (again === null) throw new Error('the job was not queued again');
    now = new Date(now.getTime() + 60_000);
    await t.app.jobRunner.finished(taxStatementRunQueue, again);
    expect((await get('/tax-statement-runs', admin)).json<{ items: TaxStatementRun[] }>().items[0]).toMatchObject({
      id: run.id,
      finishedAt: new Date(now.getTime() - 60_000).toISOString(),
    });
    expect((await get('/tax-statement-runs/2000000000/file', admin)).json()).toMatchObject({ errorCode: 42 });
  });
});
