import type { AutoInvestAllocationPage, AgreementLog, PledgeLimits, ProjectAutoInvest } from '@keystone/api';
import { AUTO_INVEST_MESSAGES, autoInvestAuthorityReference } from '@keystone/flows/auto-invest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context/app-context.ts';
import { inTransaction } from '../../context/app-context.ts';
import { standaloneContext } from '../../context/app-context.ts';
import { systemAccountId, userWalletAccountId, walletBalancePence } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { readPdfLines } from '../../pdf/read-pdf-lines.ts';
import { pledgeInvariants, pledgesSound } from '../../pledges/pledge.test-support.ts';
import { insertTestProject } from '../../testing/builders/projects.ts';
import {
  bearer,
  highNetWorthDeclaration,
  insertInvestor,
  insertTestUser,
  tokenFor,
  type TestUser,
} from '../../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { openAutoInvestRound } from '../rounds/open-round.ts';
import { allocateOne, finishRound, planRound, runRound } from './allocation.ts';
import { autoInvestAllocationQueue } from './allocation-job.ts';
import {
  contextOf,
  heldJobs,
  insertActiveAuthority,
  memoryStorage,
  openHeld,
  projectBody,
} from './allocation.test-support.ts';

const DAY = 86_400_000;

describe.each(testEngines)('auto-invest allocation on %s', (engine) => {
  let t: TestApp;
  let app: AppContext;
  const storage = memoryStorage();
  let admin: TestUser;
  const tokens = new Map<number, string>();
  const as = async (user: TestUser) => {
    if (!tokens.has(user.id)) tokens.set(user.id, await tokenFor(t.config.jwtSecret, user));
    return bearer(tokens.get(user.id)!);
  };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { storage } });
    app = contextOf(t, { storage });
    admin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    heldJobs.sent.length = 0;
    // Each test's investors alone: the authorities of earlier tests end.
    await db()
      .updateTable('auto_invest_authorities')
      .set({ status: 'ENDED', ended_at: new Date() })
      .where('status', 'in', ['ACTIVE', 'PAUSED'])
      .execute();
  });

  const call = async (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: await as(user), ...(payload ? { payload } : {}) });

  /** A short-term project not yet open: £1,000 over 18 months at 8% (DEBT), £100 minimum, `share`% kept. */
  const waitingProject = (share: number, overrides: Parameters<typeof insertTestProject>[1] = {}) =>
    insertTestProject(db(), {
      status: 'COMING_SOON',
      short_start_date: '2027-01-15',
      short_end_date: '2028-07-15',
      short_funding_target_pence: 100_000,
      short_funding_minimum_pence: 10_000,
      short_debt_expected_rate: 8,
      auto_invest_share_percent: share,
      ...overrides,
    });
  const projectRow = (id: number) =>
    db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const roundRow = (id: number) =>
    db().selectFrom('auto_invest_rounds').selectAll().where('project_id', '=', id).executeTakeFirst();
  const allocations = (projectId: number) =>
    db().selectFrom('auto_invest_allocations').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
  const allocationOf = async (projectId: number, authorityId: number) =>
    (await allocations(projectId)).find((row) => row.authority_id === authorityId)!;
  const notificationsOf = (userId: number) =>
    db().selectFrom('notifications').select(['kind', 'title', 'body', 'link']).where('user_id', '=', userId).execute();

  /** An investor with `walletPence` and an ACTIVE authority; answers both. */
  async function autoInvestor(
    walletPence: number,
    rules: Parameters<typeof insertActiveAuthority>[3] = {},
    investor: Parameters<typeof insertInvestor>[1] = {},
  ) {
    const user = await insertInvestor(db(), { walletPence, ...investor });
    const authorityId = await insertActiveAuthority(db(), storage, user.id, rules);
    return { user, authorityId };
  }

  describe('opening a project', () => {
    it('writes the round once with the pools in whole pounds, keeps them from manual pledges and sends the job', async () => {
      const projectId = await waitingProject(33, {
        allow_long_term: true,
        long_start_date: '2027-01-15',
        long_end_date: '2029-01-15',
        long_funding_target_pence: 50_050,
        long_funding_minimum_pence: 10_000,
        long_debt_expected_rate: 9,
      });

      await openHeld(app, projectId);
      // Opened again (an admin moving it back and forth): nothing more.
      await db()
        .transaction()
        .execute((trx) => openAutoInvestRound(inTransaction({ ...app, jobs: heldJobs }, trx), projectId));

      // 33% of £1,000 is £330; of £500.50, £165.16… in whole pounds: £165.
      expect(await roundRow(projectId)).toMatchObject({
        status: 'ALLOCATING',
        share_percent: 33,
        pool_short_pence: 33_000,
        pool_long_pence: 16_500,
        planned_at: null,
      });
      expect(await projectRow(projectId)).toMatchObject({
        auto_invest_reserved_short_pence: 33_000,
        auto_invest_reserved_long_pence: 16_500,
      });
      expect(heldJobs.sent).toEqual([{ queue: autoInvestAllocationQueue, data: { projectId } }]);
    });

    it('finishes a round with a share of 0 at once, with no job and nothing kept', async () => {
      const projectId = await waitingProject(0);

      await openHeld(app, projectId);

      expect(await roundRow(projectId)).toMatchObject({ status: 'FINISHED', pool_short_pence: 0, pool_long_pence: 0 });
      expect((await projectRow(projectId)).auto_invest_reserved_short_pence).toBe(0);
      expect(heldJobs.sent).toEqual([]);
    });
  });

  describe('the plan', () => {
    it('gives Olivia £300 and Oliver £200 of a £500 pool for their £600 and £400 asks, each in proportion', async () => {
      const projectId = await waitingProject(50);
      const olivia = await autoInvestor(100_000, { amountPerProjectPence: 60_000 });
      const oliver = await autoInvestor(100_000, { amountPerProjectPence: 40_000 });
      await openHeld(app, projectId);

      expect(await planRound(app, projectId)).toBe(true);
      expect(await planRound(app, projectId)).toBe(false);

      expect(await allocationOf(projectId, olivia.authorityId)).toMatchObject({
        status: 'PLANNED',
        planned_short_pence: 30_000,
        planned_long_pence: 0,
      });
      expect(await allocationOf(projectId, oliver.authorityId)).toMatchObject({
        status: 'PLANNED',
        planned_short_pence: 20_000,
      });
      expect((await roundRow(projectId))?.planned_at).not.toBeNull();
    });

    it('skips with the reason an account short of the minimum, a total reached and an amount below the minimum', async () => {
      const projectId = await waitingProject(50);
      const short = await autoInvestor(5_000);
      const reached = await autoInvestor(100_000, { totalInvestedPence: 5_000, amountPerProjectPence: 5_000 });
      const small = await autoInvestor(100_000, { amountPerProjectPence: 5_000 });
      const unmatched = await autoInvestor(100_000, { minRatePercent: 9 });
      const noIsa = await autoInvestor(100_000, { source: 'ISA' });
      const paused = await insertActiveAuthority(
        db(),
        storage,
        (await insertInvestor(db(), { walletPence: 100_000 })).id,
        {},
        { status: 'PAUSED' },
      );
      await openHeld(app, projectId);

      await planRound(app, projectId);

      expect(await allocationOf(projectId, short.authorityId)).toMatchObject({
        status: 'SKIPPED',
        skip_reason: 'NOT_ENOUGH_MONEY',
      });
      expect(await allocationOf(projectId, reached.authorityId)).toMatchObject({
        status: 'SKIPPED',
        skip_reason: 'TOTAL_REACHED',
      });
      expect(await allocationOf(projectId, small.authorityId)).toMatchObject({
        status: 'SKIPPED',
        skip_reason: 'SHARE_BELOW_MINIMUM',
      });
      expect(await allocationOf(projectId, noIsa.authorityId)).toMatchObject({
        status: 'SKIPPED',
        skip_reason: 'ISA_NOT_OPEN',
      });
      // Rules that do not match, and an authority not ACTIVE, get no row.
      const authorities = (await allocations(projectId)).map((row) => row.authority_id);
      expect(authorities).not.toContain(unmatched.authorityId);
      expect(authorities).not.toContain(paused);
      // Nothing was planned: the whole pool opens to everyone at once.
      expect((await projectRow(projectId)).auto_invest_reserved_short_pence).toBe(0);
      expect(await notificationsOf(short.user.id)).toEqual([
        expect.objectContaining({ kind: 'AUTO_INVEST_SKIPPED', link: '/platform/auto-invest' }),
      ]);
    });
  });

  describe('each turn', () => {
    it('invests the share through the pledge finish: wallet, investment, agreement, log, notice and e-mail', async () => {
      const projectId = await waitingProject(50);
      const olivia = await autoInvestor(100_000, { amountPerProjectPence: 60_000 });
      const oliver = await autoInvestor(100_000, { amountPerProjectPence: 40_000 });
      await openHeld(app, projectId);
      await planRound(app, projectId);
      const row = await allocationOf(projectId, olivia.authorityId);

      expect(await allocateOne(app, row.id)).toBe('ALLOCATED');
      expect(await allocateOne(app, row.id)).toBe('DECIDED');

      expect(await walletBalancePence(db(), olivia.user.id)).toBe(70_000);
      const project = await projectRow(projectId);
      expect(project.short_funded_pence).toBe(30_000);
      // Only Oliver's share is still kept.
      expect(project.auto_invest_reserved_short_pence).toBe(20_000);
      const decided = await allocationOf(projectId, olivia.authorityId);
      expect(decided).toMatchObject({ status: 'ALLOCATED' });
      const pledge = await db()
        .selectFrom('pledges')
        .selectAll()
        .where('id', '=', decided.pledge_id!)
        .executeTakeFirstOrThrow();
      expect(pledge).toMatchObject({
        status: 'COMPLETED',
        source: 'E_WALLET',
        invest_strategy: 'DEBT',
        short_amount_pence: 30_000,
        auto_invest_authority_id: olivia.authorityId,
      });
      const agreement = await db()
        .selectFrom('agreements')
        .innerJoin('investments', 'investments.id', 'agreements.investment_id')
        .select(['agreements.id', 'agreements.document_file_id', 'agreements.signature_file_id'])
        .where('investments.pledge_id', '=', pledge.id)
        .executeTakeFirstOrThrow();
      // No PDF made while investing: the authority's signature, and no stored copy.
      expect(agreement.document_file_id).toBeNull();
      expect(agreement.signature_file_id).toBe(pledge.signature_file_id);
      expect(await notificationsOf(olivia.user.id)).toEqual([
        expect.objectContaining({ kind: 'AUTO_INVEST_ALLOCATED', link: `/platform/agreement/${agreement.id}` }),
      ]);
      const mail = await db()
        .selectFrom('email_outbox')
        .select(['template', 'text_body'])
        .where('user_id', '=', olivia.user.id)
        .where('template', '=', 'PLEDGE_CONFIRMATION')
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(
        `Auto-invest pledged £300.00 to ${project.title} for you, under your standing authority ${autoInvestAuthorityReference(olivia.authorityId)}`,
      );

      // The audit log names the authority; the document is rendered signed under it.
      const logs = await call(admin, 'GET', `/agreements/${agreement.id}/logs`);
      expect(logs.statusCode, logs.body).toBe(200);
      const reference = autoInvestAuthorityReference(olivia.authorityId);
      expect(logs.json<{ logs: AgreementLog[] }>().logs.map((log) => log.event)).toEqual([
        `Invested under standing authority ${reference}`,
        'AGREEMENT_SIGNED',
        'PAYMENT_SUCCEEDED',
      ]);
      const document = await call(olivia.user, 'GET', `/agreements/${agreement.id}/document`);
      expect(document.statusCode).toBe(200);
      const text = (await readPdfLines(document.rawPayload)).flat().join('\n');
      expect(text).toContain('Signed under a standing authority');
      expect(text).toContain(reference);
      expect(text).toMatch(/Signed electronically on/);
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
      void oliver;
    });

    it('skips a turn whose rules were paused or ended after the plan, or whose gate fails, releasing the share', async () => {
      const projectId = await waitingProject(50, { short_funding_target_pence: 1_000_000 });
      const paused = await autoInvestor(100_000, { amountPerProjectPence: 30_000 });
      const ended = await autoInvestor(100_000, { amountPerProjectPence: 30_000 });
      const lapsed = await autoInvestor(
        100_000,
        { amountPerProjectPence: 30_000 },
        { declaration: { ...highNetWorthDeclaration, signedAt: new Date(Date.now() - 400 * DAY) } },
      );
      const everyday = await autoInvestor(
        100_000,
        { amountPerProjectPence: 30_000 },
        { declaration: { investorType: 'EVERYDAY_INVESTOR', figures: { netInvestableAssetsPence: 100_000 } } },
      );
      const spent = await autoInvestor(100_000, { amountPerProjectPence: 30_000 });
      await openHeld(app, projectId);
      await planRound(app, projectId);
      expect((await projectRow(projectId)).auto_invest_reserved_short_pence).toBe(150_000);
      const setStatus = (id: number, status: 'PAUSED' | 'ENDED') =>
        db()
          .updateTable('auto_invest_authorities')
          .set({ status, ended_at: status === 'ENDED' ? new Date() : null })
          .where('id', '=', id)
          .execute();
      await setStatus(paused.authorityId, 'PAUSED');
      await setStatus(ended.authorityId, 'ENDED');
      // The money left the wallet between the plan and the turn.
      await postTransaction(standaloneContext({ db: db() }), {
        occurredAt: new Date(),
        kind: 'PAY_OUT',
        description: 'Test withdrawal',
        entries: [
          { accountId: await userWalletAccountId(db(), spent.user.id), amountPence: -90_000 },
          { accountId: await systemAccountId(db(), 'PROVIDER_CLEARING'), amountPence: 90_000 },
        ],
      });

      const outcomes = new Map<number, string | null>();
      for (const row of await allocations(projectId)) {
        await allocateOne(app, row.id);
        const decided = await allocationOf(projectId, row.authority_id);
        outcomes.set(row.authority_id, decided.skip_reason);
      }

      expect(outcomes.get(paused.authorityId)).toBe('RULES_PAUSED');
      expect(outcomes.get(ended.authorityId)).toBe('RULES_ENDED');
      expect(outcomes.get(lapsed.authorityId)).toBe('DECLARATION_NOT_CURRENT');
      expect(outcomes.get(everyday.authorityId)).toBe('EVERYDAY_INVESTOR_LIMIT');
      expect(outcomes.get(spent.authorityId)).toBe('NOT_ENOUGH_MONEY');
      // Every share left the reserve; nothing was invested.
      const project = await projectRow(projectId);
      expect(project.auto_invest_reserved_short_pence).toBe(0);
      expect(project.short_funded_pence).toBe(0);
      expect(await walletBalancePence(db(), lapsed.user.id)).toBe(100_000);
      expect(await notificationsOf(paused.user.id)).toEqual([
        expect.objectContaining({
          kind: 'AUTO_INVEST_SKIPPED',
          body: expect.stringContaining('your auto-invest was paused'),
        }),
      ]);
      expect(await finishRound(app, projectId)).toBe(true);
      expect(await roundRow(projectId)).toMatchObject({ status: 'FINISHED' });
    });

    it('gives one outcome however often the round runs', async () => {
      const projectId = await waitingProject(50);
      const olivia = await autoInvestor(100_000, { amountPerProjectPence: 60_000 });
      const oliver = await autoInvestor(100_000, { amountPerProjectPence: 40_000 });
      await openHeld(app, projectId);

      await runRound(app, projectId);
      await runRound(app, projectId);
      await Promise.all([runRound(app, projectId), runRound(app, projectId)]);

      expect(await walletBalancePence(db(), olivia.user.id)).toBe(70_000);
      expect(await walletBalancePence(db(), oliver.user.id)).toBe(80_000);
      const pledges = await db().selectFrom('pledges').select('id').where('project_id', '=', projectId).execute();
      expect(pledges).toHaveLength(2);
      expect(await roundRow(projectId)).toMatchObject({ status: 'FINISHED' });
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    });
  });

  describe('manual pledges beside the round', () => {
    it('see only what is left beside the reserve, and all of it once the round finishes', async () => {
      const projectId = await waitingProject(50);
      const olivia = await autoInvestor(100_000, { amountPerProjectPence: 20_000 });
      const manual = await insertInvestor(db(), { walletPence: 1_000_000 });
      await openHeld(app, projectId);
      const limits = async () => {
        const response = await call(manual, 'GET', `/projects/${projectId}/pledge-limits`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<PledgeLimits>();
      };

      expect((await limits()).shortRemainingPence).toBe(50_000);
      const tooMuch = await call(manual, 'POST', '/pledges', {
        projectId,
        shortAmountPence: 60_000,
        investStrategy: 'DEBT',
      });
      expect(tooMuch.statusCode).toBe(400);

      await planRound(app, projectId);
      // Only Olivia's £200 is kept now: the rest of the pool opened at once.
      expect((await limits()).shortRemainingPence).toBe(80_000);
      await runRound(app, projectId);

      const project = await projectRow(projectId);
      expect(project.short_funded_pence).toBe(20_000);
      expect(project.auto_invest_reserved_short_pence).toBe(0);
      expect((await limits()).shortRemainingPence).toBe(80_000);
      void olivia;
    });
  });

  describe('the job, from the admin opening the project', () => {
    it('allocates Olivia and Oliver their fair shares and lists them in their history', async () => {
      const olivia = await autoInvestor(100_000, { amountPerProjectPence: 60_000 });
      const oliver = await autoInvestor(100_000, { amountPerProjectPence: 40_000 });
      const created = await call(admin, 'POST', '/projects', await projectBody(db(), admin.id));
      expect(created.statusCode, created.body).toBe(201);
      const projectId = created.json<{ id: number }>().id;

      const shared = await call(admin, 'PUT', `/projects/${projectId}/auto-invest`, { sharePercent: 50 });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json<ProjectAutoInvest>()).toMatchObject({
        sharePercent: 50,
        state: 'WAITING',
        maxSharePercent: 50,
      });
      const opened = await call(
        admin,
        'PUT',
        `/projects/${projectId}`,
        await projectBody(db(), admin.id, { status: 'AVAILABLE_TO_PLEDGE' }),
      );
      expect(opened.statusCode, opened.body).toBe(200);
      const [job] = await t.app.jobRunner.boss.findJobs(autoInvestAllocationQueue, { key: `project-${projectId}` });
      await t.app.jobRunner.finished(autoInvestAllocationQueue, job!.id);

      const state = await call(admin, 'GET', `/projects/${projectId}/auto-invest`);
      expect(state.json<ProjectAutoInvest>()).toMatchObject({
        state: 'FINISHED',
        reservedPence: 0,
        allocatedPence: 50_000,
        investorsAllocated: 2,
        investorsSkipped: 0,
        investorsPlanned: 0,
      });
      const locked = await call(admin, 'PUT', `/projects/${projectId}/auto-invest`, { sharePercent: 10 });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ errorCode: 66 });

      const history = await call(olivia.user, 'GET', '/auto-invest/allocations');
      expect(history.statusCode, history.body).toBe(200);
      const page = history.json<AutoInvestAllocationPage>();
      expect(page.count).toBe(1);
      expect(page.items[0]).toMatchObject({
        projectId,
        projectTitle: 'Victoria Mill apartments',
        status: 'ALLOCATED',
        plannedPence: 30_000,
        amountPence: 30_000,
        skipReason: null,
        source: 'E_WALLET',
        investments: [{ term: 'SHORT', amountPence: 30_000 }],
      });
      expect(
        (await call(oliver.user, 'GET', '/auto-invest/allocations')).json<AutoInvestAllocationPage>().items[0],
      ).toMatchObject({ amountPence: 20_000 });
      const stranger = await insertInvestor(db());
      expect((await call(stranger, 'GET', '/auto-invest/allocations')).json()).toEqual({ items: [], count: 0 });
      expect((await call(admin, 'GET', '/auto-invest/allocations')).statusCode).toBe(403);
    });
  });

  describe("the admin's operations", () => {
    it('read and change the platform maximum, admins only', async () => {
      const investor = await insertInvestor(db());
      expect((await call(investor, 'GET', '/auto-invest/settings')).statusCode).toBe(403);
      expect((await call(investor, 'PUT', '/auto-invest/settings', { maxSharePercent: 10 })).statusCode).toBe(403);

      const changed = await call(admin, 'PUT', '/auto-invest/settings', { maxSharePercent: 40 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ maxSharePercent: 40 });
      expect((await call(admin, 'GET', '/auto-invest/settings')).json()).toEqual({ maxSharePercent: 40 });

      const projectId = await waitingProject(0);
      const above = await call(admin, 'PUT', `/projects/${projectId}/auto-invest`, { sharePercent: 45 });
      expect(above.statusCode).toBe(400);
      expect(above.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'sharePercent', message: AUTO_INVEST_MESSAGES.shareAboveMaximum(40) }],
      });
      expect((await call(admin, 'GET', '/projects/999999/auto-invest')).statusCode).toBe(404);
      expect((await call(admin, 'PUT', '/projects/999999/auto-invest', { sharePercent: 1 })).statusCode).toBe(404);
      expect((await call(investor, 'GET', `/projects/${projectId}/auto-invest`)).statusCode).toBe(403);
      await call(admin, 'PUT', '/auto-invest/settings', { maxSharePercent: 50 });
    });
  });
});
