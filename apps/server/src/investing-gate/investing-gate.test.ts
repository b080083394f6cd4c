import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext, inTransaction, type AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { insertJourneyLog } from '../consumer-journey/queries.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { insertInvestor } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { assertMayInvest, assertMayInvestInTransaction, INVESTING_GATE_CODES, type InvestingCheck } from './service.ts';

/** The code the gate refused with, or undefined when it let the investor through. */
async function refusalOf(run: () => Promise<void>): Promise<number | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe.each(testEngines)('the investing gate on %s', (engine) => {
  let t: TestApp;
  let app: AppContext;
  const now = new Date();
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    app = standaloneContext({ db: db() });
  });
  afterAll(() => t.close());

  /** Both forms of the gate, the second in a transaction of its own. */
  async function bothForms(check: InvestingCheck): Promise<[number | undefined, number | undefined]> {
    return [
      await refusalOf(() => assertMayInvest(app, check)),
      await refusalOf(() =>
        db()
          .transaction()
          .execute((trx) => assertMayInvestInTransaction(inTransaction(app, trx), check)),
      ),
    ];
  }

  it('lets an approved investor past the journey with a current declaration through', async () => {
    const user = await insertInvestor(db());
    expect(await bothForms({ userId: user.id, amountPence: 1_000_000, now })).toEqual([undefined, undefined]);
  });

  it('refuses each check with its code, in the order of INVESTING_GATE_CODES', async () => {
    const seen: number[] = [];
    const kycPending = await insertInvestor(db(), { kyc: 'IN_PROGRESS' as 'APPROVED' });
    seen.push(...(await bothForms({ userId: kycPending.id, amountPence: 100, now })).map(Number));

    // The warning continued just now: the cooling-off runs (43).
    const cooling = await insertInvestor(db(), { journeyDone: false });
    const warning = { user_id: cooling.id, text_version: 'v1', occurred_at: now, recorded_at: now } as const;
    await insertJourneyLog(db(), [
      { ...warning, step: 'PERSONALISED_WARNING', action: 'SHOWN' },
      { ...warning, step: 'PERSONALISED_WARNING', action: 'CONTINUE' },
      { ...warning, step: 'COOLING_OFF', action: 'STARTED', text_version: null },
    ]);
    seen.push(...(await bothForms({ userId: cooling.id, amountPence: 100, now })).map(Number));

    const noJourney = await insertInvestor(db(), { journeyDone: false });
    seen.push(...(await bothForms({ userId: noJourney.id, amountPence: 100, now })).map(Number));

    const noDeclaration = await insertInvestor(db(), { declaration: null });
    seen.push(...(await bothForms({ userId: noDeclaration.id, amountPence: 100, now })).map(Number));

    const everyday = await insertInvestor(db(), {
      declaration: { investorType: 'EVERYDAY_INVESTOR', figures: { netInvestableAssetsPence: 1_000_000 } },
    });
    seen.push(...(await bothForms({ userId: everyday.id, amountPence: 100_001, now })).map(Number));

    expect(seen).toEqual(INVESTING_GATE_CODES.flatMap((code) => [code, code]));
  });

  it('counts what the everyday investor invested, not what they hold: a part sold gives no limit back', async () => {
    // £10,000 declared: £1,000 in 12 months. £600 invested, then sold whole (amount 0, SOLD): £400 left.
    const everyday = await insertInvestor(db(), {
      walletPence: 60_000,
      declaration: { investorType: 'EVERYDAY_INVESTOR', figures: { netInvestableAssetsPence: 1_000_000 } },
    });
    const projectId = await insertTestProject(db(), { short_funding_minimum_pence: 10_000 });
    await investFromWallet(db(), {
      userId: everyday.id,
      projectId,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 60_000,
      at: now,
    });
    await db()
      .updateTable('investments')
      .set({ amount_pence: 0, status: 'SOLD' })
      .where('user_id', '=', everyday.id)
      .execute();
    expect(await bothForms({ userId: everyday.id, amountPence: 40_001, now })).toEqual([45, 45]);
    expect(await bothForms({ userId: everyday.id, amountPence: 40_000, now })).toEqual([undefined, undefined]);
  });
});
