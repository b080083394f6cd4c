import { dashboardFilters } from '@keystone/api';
import {
  DEMO_TODAY,
  adminDashboardOf,
  demoPeople,
  firstPages,
  investorDashboardOf,
  type DemoPersonName,
} from '@keystone/demo/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext } from '../context/app-context.ts';
import { computeLoanBook } from '../loan-book/service.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, tokenFor } from '../testing/builders/users.ts';

// The mocks and stories show the fixtures' dashboards; the server computes them from what the seed wrote. Seeded on
// DEMO_TODAY, the two must agree, or the stories show a screen the real server never would.
describe.each(testEngines)('the seeded demo dashboards, on %s', (engine) => {
  let t: TestApp;
  let headers: { authorization: string };
  let adminHeaders: { authorization: string };

  const signedIn = async (name: DemoPersonName) => {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'role', 'password_changed_at'])
      .where('email', '=', demoPeople[name].user.email)
      .executeTakeFirstOrThrow();
    return bearer(await tokenFor(t.config.jwtSecret, { ...user, passwordChangedAt: user.password_changed_at }));
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => DEMO_TODAY } });
    await seedDemoData(t.database.db, DEMO_TODAY, undefined, undefined, t.config.secondFactorKey);
    // The loan book's job ran at start-up on the empty database: run it again over what the seed wrote.
    await computeLoanBook(standaloneContext({ db: t.database.db, clock: { now: () => DEMO_TODAY } }));
    headers = await signedIn('approvedInvestor');
    adminHeaders = await signedIn('admin');
  });
  afterAll(() => t.close());

  const get = async (url: string, as = headers) =>
    (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: as })).json() as Record<string, unknown>;

  it.each(dashboardFilters)("answers the admin's figures the mocks show for %s", async (filter) => {
    // The fixtures' book was computed 20 minutes before DEMO_TODAY; the test's job ran at DEMO_TODAY.
    const mocked = adminDashboardOf(filter, DEMO_TODAY);
    expect(await get(`/dashboard/admin?filter=${filter}`, adminHeaders)).toEqual({
      ...mocked,
      loanBook: { ...mocked.loanBook, computedAt: DEMO_TODAY.toISOString() },
    });
  });

  it('answers what the mocks show for all time, row for row (ids aside)', async () => {
    const served = await get('/dashboard/investor?loadFirstPageRelated=true');
    const mocked = firstPages(investorDashboardOf('approvedInvestor', null));
    const withoutIds = (rows: readonly object[]) => rows.map(({ id: _id, ...row }: { id?: unknown }) => row);
    expect(served).toMatchObject({
      pledgedInvestmentPence: mocked.pledgedInvestmentPence,
      totalInterestAccruedPence: mocked.totalInterestAccruedPence,
      walletBalancePence: mocked.walletBalancePence,
      myMoneyInPlatform: mocked.myMoneyInPlatform,
      payouts: mocked.payouts,
      investedProjects: mocked.investedProjects,
      followedProjects: mocked.followedProjects,
      // The next payment by flows' schedule rule over the seeded terms, as the fixtures derive it (issue 34 §1).
      nextPayment: mocked.nextPayment,
    });
    const investments = served.investments as { investments: object[]; count: number };
    expect(withoutIds(investments.investments)).toEqual(withoutIds(mocked.investments?.investments ?? []));
    const history = served.walletHistory as { transactions: { providerTransactionId: unknown }[]; count: number };
    // The provider's ids and the references carry the seed's operation ids, which the fixtures cannot know.
    const providerless = (rows: readonly object[]) =>
      withoutIds(rows).map(
        ({
          providerTransactionId: _p,
          reference,
          ...row
        }: {
          providerTransactionId?: unknown;
          reference?: unknown;
        }) => ({
          ...row,
          reference: typeof reference === 'string' ? reference.replace(/\d+/, 'N') : reference,
        }),
      );
    expect(history.count).toBe(mocked.walletHistory?.count);
    expect(providerless(history.transactions)).toEqual(providerless(mocked.walletHistory?.transactions ?? []));
  });

  it.each([
    ['MONTH', 30],
    ['HALF_YEAR', 183],
    ['YEAR', 365],
  ] as const)('counts the same rows as the mocks for %s', async (filter, days) => {
    const served = await get(`/dashboard/investor?filter=${filter}&loadFirstPageRelated=true`);
    const mocked = investorDashboardOf('approvedInvestor', new Date(DEMO_TODAY.getTime() - days * 86_400_000));
    const counts = (dashboard: Record<string, unknown>) =>
      ['investments', 'payouts', 'investedProjects', 'followedProjects', 'walletHistory'].map(
        (section) => (dashboard[section] as { count: number }).count,
      );
    expect(counts(served)).toEqual(counts(mocked));
    expect(served.pledgedInvestmentPence).toBe(mocked.pledgedInvestmentPence);
  });
});
