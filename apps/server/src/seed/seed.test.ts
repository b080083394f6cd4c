import {
  allDemoProjectsAsOf,
  demoBackers,
  demoFaqs,
  demoPeople,
  demoProjectsAsOf,
  registeredAt,
  walletOf,
  type DemoPersonName,
} from '@keystone/demo/fixtures';
import { faqCategories, projectStatuses } from '@keystone/api';
import { isStrongPassword, sniffFileKind } from '@keystone/flows/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableContent } from '../files/file-content.ts';
import { findBalanceMismatches, walletBalancePence } from '../ledger/queries.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { createFileStorage } from '../providers/providers.ts';
import { tokenFor } from '../testing/builders/users.ts';
import { secondStepIfAsked } from '../testing/second-factor.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { seedDemoData } from './seed.ts';

const today = new Date('2026-11-22T12:00:00Z');
const allDemos = allDemoProjectsAsOf(today);
const namedDemos = Object.values(demoProjectsAsOf(today));
const { admin, approvedInvestor, kycNotStartedInvestor, notActiveInvestor } = demoPeople;
const notStored = [
  'frontDocUrl',
  'backDocUrl',
  'proofOfAddressUrl',
  'registrationProof',
  'articlesOfAssociation',
  'shareholderDeclaration',
  'photo',
];

describe.each(testEngines)('the demo seed on %s', (engine) => {
  let t: TestApp;
  let firstRun: Awaited<ReturnType<typeof seedDemoData>>;
  let seedMs = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const started = performance.now();
    const storage = createFileStorage(t.config, t.database.db, t.database.engine);
    firstRun = await seedDemoData(t.database.db, today, storage, t.config.firm, t.config.secondFactorKey);
    seedMs = performance.now() - started;
    // Beside the story tests the PGlite seed once took over a minute; its own time bound is judged in a test below.
  }, 180_000);
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates the demo users, the backers and at least 24 projects, in a few seconds', () => {
    expect(firstRun.createdUsers).toEqual([
      ...Object.values(demoPeople).map((person) => person.user.email),
      ...Object.values(demoBackers).map((backer) => backer.email),
    ]);
    expect(firstRun.createdProjects).toEqual(allDemos.map((demo) => demo.project.title));
    expect(firstRun.createdProjects.length).toBeGreaterThanOrEqual(24);
    console.info(`the demo seed took ${Math.round(seedMs)} ms on ${engine}`);
    // It runs at every first start and before the end-to-end tests: about 7 s alone here (more since the demo
    // agreements are signed with their PDFs, issue 32), and several times that on a loaded machine (61 s in one
    // fresh-clone run). The bound catches only a seed that has become many times slower.
    expect(seedMs).toBeLessThan(180_000);
  });

  it('uses demo passwords that satisfy the registration password rule', () => {
    for (const person of Object.values(demoPeople))
      expect(isStrongPassword(person.password), person.user.email).toBe(true);
  });

  it('lets the admin and the approved investor sign in with the printed passwords', async () => {
    const adminLogin = await login(admin.user.email, admin.password);
    const investor = await login(approvedInvestor.user.email, approvedInvestor.password);

    // The admin has the authenticator the README prints (issue 36): the password asks for its code.
    expect(adminLogin.statusCode).toBe(202);
    expect(adminLogin.json()).toMatchObject({ methods: ['TOTP'] });
    expect(await secondStepIfAsked(t, admin, adminLogin)).toMatchObject({ user: { role: 'ADMIN' } });
    expect(investor.json()).toMatchObject({
      user: {
        role: 'INVESTOR',
        kycStatus: 'APPROVED',
        kycProcedureFinished: true,
        competenceReviewPassed: true,
        sortCode: '309634',
      },
    });
  });

  it('shows each active person as the fixtures describe them, the wallet balance their demo money leaves', async () => {
    for (const [name, person] of Object.entries(demoPeople) as [
      DemoPersonName,
      (typeof demoPeople)[DemoPersonName],
    ][]) {
      if (person.user.status !== 'ACTIVE') continue;
      // The seed stores no files, and the database stores GB where the fixtures leave the nationality and issuing
      // country empty for the KYC wizard's first save.
      const { nationality, issuingCountry } = person.user;
      const shown = {
        ...person.user,
        nationality: nationality ?? 'GB',
        issuingCountry: issuingCountry ?? 'GB',
        createdAt: registeredAt(person, today).toISOString(),
        balancePence: walletOf(name, today).balancePence,
      };
      const stored = Object.fromEntries(Object.entries(shown).filter(([field]) => !notStored.includes(field)));

      const signedIn = await secondStepIfAsked(t, person, await login(person.user.email, person.password));
      expect(signedIn, name).toMatchObject({ user: stored });
    }
  });

  it('funds each project as the fixtures show it', async () => {
    const projects = await t.database.db
      .selectFrom('projects')
      .select(['id', 'title', 'short_funded_pence', 'long_funded_pence'])
      .orderBy('id')
      .execute();

    expect(projects).toEqual(
      allDemos.map(({ project }) => ({
        id: project.id,
        title: project.title,
        short_funded_pence: project.shortFundedSumPence,
        long_funded_pence: project.longFundedSumPence ?? 0,
      })),
    );
  });

  it('has an investor whose KYC has not started and a NOT_ACTIVE one', async () => {
    expect((await login(kycNotStartedInvestor.user.email, kycNotStartedInvestor.password)).json()).toMatchObject({
      user: { kycStatus: 'DRAFT', kycProcedureFinished: false, personType: null },
    });
    expect((await login(notActiveInvestor.user.email, notActiveInvestor.password)).json()).toMatchObject({
      errorCode: 19,
    });
  });

  it('creates projects in every status, the first five in the statuses the portal shows differently', async () => {
    const projects = await t.database.db.selectFrom('projects').select(['status']).orderBy('id').execute();
    expect(projects.slice(0, 5).map((project) => project.status)).toEqual([
      'DRAFT',
      'COMING_SOON',
      'AVAILABLE_TO_PLEDGE',
      'FULLY_FUNDED_DEVELOPMENT_BEGAN',
      'COMPLETE',
    ]);
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(projectStatuses));
  });

  // Issue 32 §1: Olivia's agreement was 'active, signed' in the list but 'Not signed yet' on its page and PDF.
  it("signs the demo investor's agreements as a real finish does: a signed copy with its evidence page", async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'role', 'password_changed_at'])
      .where('email', '=', approvedInvestor.user.email)
      .executeTakeFirstOrThrow();
    const token = await tokenFor(t.config.jwtSecret, {
      id: user.id,
      role: user.role,
      passwordChangedAt: user.password_changed_at,
    });
    const headers = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/agreements', headers });
    const agreements = list.json<{ agreements: { id: number; reference: string }[] }>().agreements;
    expect(agreements.length).toBeGreaterThan(0);
    for (const agreement of agreements) {
      const document = await t.app.inject({ method: 'GET', url: `/api/agreements/${agreement.id}/document`, headers });
      expect(document.statusCode).toBe(200);
      const pages = await readPdfLines(document.rawPayload);
      const text = pages.flat().join(' ');
      expect(text).not.toContain('Not signed yet');
      expect(text).toContain('Signed electronically on');
      expect(text).toContain(`Investment agreement ${agreement.reference}`);
      expect(pages.at(-1)?.join(' ')).toContain('Evidence of electronic signature');
      const words = await t.app.inject({ method: 'GET', url: `/api/agreements/${agreement.id}/text`, headers });
      expect(JSON.stringify(words.json())).toContain('Signed electronically on');
    }
  });

  it("stores each project's images and documents as uploads that GET /files/{key} serves", async () => {
    const { id, password_changed_at } = await t.database.db
      .selectFrom('users')
      .select(['id', 'password_changed_at'])
      .where('email', '=', admin.user.email)
      .executeTakeFirstOrThrow();
    const token = await tokenFor(t.config.jwtSecret, { id, role: 'ADMIN', passwordChangedAt: password_changed_at });
    const headers = { authorization: `Bearer ${token}` };
    const files = allDemos.flatMap(({ project }) => [
      ...project.images.map((image) => ({ url: image.url, type: 'image/png', kind: 'png' as const })),
      ...project.documents.flatMap((document) =>
        document.url === null ? [] : [{ url: document.url, type: 'application/pdf', kind: 'pdf' as const }],
      ),
    ]);

    expect(files.length).toBeGreaterThanOrEqual(4 * 24);
    for (const file of files) {
      const response = await t.app.inject({ method: 'GET', url: file.url, headers });
      expect(response.statusCode, file.url).toBe(200);
      expect(response.headers['content-type']).toBe(file.type);
      expect(sniffFileKind(response.rawPayload.subarray(0, 8))).toBe(file.kind);
      // The seed writes its files through queries; they are still files an upload would take.
      await expect(storableContent(file.kind, response.rawPayload), file.url).resolves.toBeInstanceOf(Buffer);
    }
    const rows = await t.database.db
      .selectFrom('project_documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(allDemos.reduce((sum, demo) => sum + demo.project.documents.length, 0));
  });

  it('funds the projects through investments, fully where the status says so', async () => {
    const projects = await t.database.db
      .selectFrom('projects')
      .select(['title', 'status', 'short_funded_pence', 'short_funding_target_pence', 'long_funded_pence'])
      .execute();
    // The first five, one a status; the catalogue's money is checked against the fixtures above.
    const firstFive = new Set(namedDemos.map((demo) => demo.project.title));
    const byStatus = new Map(
      projects.filter((project) => firstFive.has(project.title)).map((project) => [project.status, project]),
    );

    expect(byStatus.get('AVAILABLE_TO_PLEDGE')).toMatchObject({
      short_funded_pence: 2_500_000,
      long_funded_pence: 1_500_000,
    });
    for (const status of ['FULLY_FUNDED_DEVELOPMENT_BEGAN', 'COMPLETE'] as const) {
      const project = byStatus.get(status);
      expect(project?.short_funded_pence).toBe(project?.short_funding_target_pence);
    }
    const invested = await t.database.db
      .selectFrom('investments')
      .select(['project_id', sql<number>`sum(amount_pence)::bigint`.as('total'), 'term'])
      // A bank transfer not yet in (the payment-details demo) funds nothing.
      .where('status', '=', 'SUCCEEDED')
      .groupBy(['project_id', 'term'])
      .execute();
    const catalogue = allDemos
      .slice(namedDemos.length)
      .flatMap((demo) => demo.investments)
      .reduce((sum, investment) => sum + investment.amountPence, 0);
    expect(invested.reduce((sum, row) => sum + row.total, 0)).toBe(
      2_500_000 + 1_500_000 + 15_000_000 + 9_000_000 + catalogue,
    );
    for (const status of ['FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN', 'COMPLETE_SHORT_TERM', 'CANCELLED_PAID_OUT'] as const) {
      for (const project of projects.filter((candidate) => candidate.status === status)) {
        expect(project.short_funded_pence, project.title).toBe(project.short_funding_target_pence);
      }
    }
  });

  it('moves every penny through the balanced ledger', async () => {
    const olivia = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', approvedInvestor.user.email)
      .executeTakeFirstOrThrow();
    // £50,000 paid in, £30,000 invested, the completed project's £15,000 back with 9 % a year over 374 days.
    const profit = Math.round((1_500_000 * 9 * 374) / 36_500);

    // And twelve monthly top-ups of £250 settled (one pending and one failed moved nothing).
    expect(await walletBalancePence(t.database.db, olivia.id)).toBe(
      5_000_000 + 12 * 25_000 - 3_000_000 + 1_500_000 + profit,
    );
    expect(await findBalanceMismatches(t.database.db)).toEqual([]);
    const total = await t.database.db
      .selectFrom('ledger_accounts')
      .select(sql<number>`sum(balance_pence)::bigint`.as('total'))
      .executeTakeFirstOrThrow();
    expect(total.total).toBe(0);
  });

  it('pays every investor of the completed project', async () => {
    const payments = await t.database.db
      .selectFrom('project_payments')
      .innerJoin('projects', 'projects.id', 'project_payments.project_id')
      .select(['project_payments.status', 'project_payments.principal_pence'])
      .where('projects.title', '=', demoProjectsAsOf(today).complete.project.title)
      .execute();

    expect(payments).toHaveLength(3);
    expect(payments.every((payment) => payment.status === 'SUCCEEDED')).toBe(true);
    expect(payments.reduce((sum, payment) => sum + payment.principal_pence, 0)).toBe(9_000_000);
  });

  it('writes a few FAQ records in every category, which the public list answers in the fixtures order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/marketing/faq?limit=100' });

    const page = response.json<{ faqs: Array<{ category: string; question: string }>; count: number }>();
    expect(page.count).toBe(demoFaqs.length);
    expect(page.faqs.map(({ category, question }) => ({ category, question }))).toEqual(
      demoFaqs.map(({ category, question }) => ({ category, question })),
    );
    for (const category of faqCategories) {
      expect(demoFaqs.filter((faq) => faq.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('changes nothing when run again', async () => {
    const count = async () =>
      Promise.all(
        (
          [
            'users',
            'projects',
            'investments',
            'ledger_transactions',
            'project_payments',
            'faq',
            'project_updates',
            'project_update_revisions',
          ] as const
        ).map(async (table) => {
          const row = await t.database.db
            .selectFrom(table)
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow();
          return row.n;
        }),
      );
    const before = await count();

    const secondRun = await seedDemoData(t.database.db, today);

    expect(secondRun).toEqual({ createdUsers: [], createdProjects: [] });
    expect(await count()).toEqual(before);
  });
});
