import type { AutoInvest, AutoInvestAllocationPage, NotificationPage, ProjectAutoInvest } from '@keystone/api';
import { demoPeople, demoProjects } from '@keystone/demo/fixtures';
import { allocateProject } from '@keystone/flows/auto-invest';
import { formatMoney } from '@keystone/flows/format';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { drawSignature, flow, openedAs, pledger, signWithTextedCode, typeSignature } from './support/pledge-flow.ts';
import { startServer } from './support/server.ts';

/**
 * The screens' words, kept in step with apps/portal/src/routes/auto-invest/auto-invest-texts.ts (AUTO_INVEST_TEXTS),
 * allocation-history-texts.ts and apps/portal/src/routes/projects/auto-invest/project-auto-invest-texts.ts; the code
 * dialog and the signature pad are the pledge's (support/pledge-flow.ts).
 */
const WORDS = {
  page: '/platform/auto-invest',
  title: 'Auto-invest',
  amountPerProject: 'Most to invest in one project',
  totalInvested: 'Most to keep invested',
  minRate: 'Lowest yearly rate to accept (%)',
  maxTerm: 'Longest term to accept (months)',
  shortTerm: 'Short term',
  strategy: 'Debt',
  source: 'E-wallet',
  read: 'Read the authority',
  authority: 'Standing authority',
  readConfirm: 'I have read the whole authority',
  next: 'Next',
  signed: 'Your standing authority is signed. Your rules apply to projects that open for pledges from now on.',
  history: 'Your auto-invest allocations',
  share: {
    title: 'Auto-invest share',
    field: 'Share kept for auto-investors, percent',
    save: 'Save share',
    saved: (percent: number) =>
      `Saved. ${percent}% of each term’s target will be kept for auto-investors when the project opens.`,
  },
} as const;

// Clifton is coming soon: a 12-month short term at 10.5% (debt), £950,000 to raise, £500 at least. The admin keeps 1%
// (£9,500) for auto-investors; olivia's rules ask for £8,000 and oliver's £4,000, more than the share between them,
// so each gets a fair share, worked out by flows' allocateProject as the server does. The journey runs on a server of
// its own: opening Clifton changes what other journeys read of it.
const clifton = demoProjects.comingSoon;
const SHARE_PERCENT = 1;
const olivia = { ...pledger(demoPeople.approvedInvestor), amountPence: 800_000 };
const oliver = { ...pledger(demoPeople.coInvestor), amountPence: 400_000 };
const PHONE = { width: 390, height: 844 };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A read of the API as the page's signed-in person (their cookie and the portal's origin). */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api${path}`, { headers: { origin: new URL(page.url()).origin } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** The rules set on the auto-invest page, the authority read, then signed with the pad (or typed) and the texted code. */
async function setRules(page: Page, person: typeof olivia, sign: (page: Page) => Promise<void>) {
  await page.goto(WORDS.page);
  await page.getByRole('heading', { level: 1, name: WORDS.title }).waitFor();
  const main = flow(page);
  await main.getByRole('textbox', { name: WORDS.amountPerProject }).fill(String(person.amountPence / 100));
  await main.getByRole('textbox', { name: WORDS.totalInvested }).fill('100000');
  await main.getByRole('textbox', { name: WORDS.minRate }).fill('8');
  await main.getByRole('textbox', { name: WORDS.maxTerm }).fill('24');
  await main.getByRole('checkbox', { name: WORDS.shortTerm }).check();
  await main.getByRole('radio', { name: WORDS.strategy, exact: true }).check();
  await main.getByRole('radio', { name: WORDS.source, exact: true }).check();
  await main.getByRole('button', { name: WORDS.read }).click();
  await main.getByRole('article', { name: WORDS.authority }).waitFor();
  await main.getByRole('checkbox', { name: WORDS.readConfirm }).check();
  await main.getByRole('button', { name: WORDS.next }).click();
  await sign(page);
  await signWithTextedCode(page, server.baseUrl, person.phone);
  await main.getByText(WORDS.signed).waitFor();
  const autoInvest = await read<AutoInvest>(page, '/auto-invest');
  expect(autoInvest.authority?.state).toBe('ACTIVE');
  return autoInvest;
}

/** What the journey learns on the way and checks later. */
const asked = { olivia: 0, oliver: 0, authority: { olivia: 0, oliver: 0 } };
const journey = { oliviaPence: 0, oliverPence: 0 };

test('olivia and oliver set their rules and sign a standing authority, oliver on a phone', async () => {
  const desk = await openedAs(browser, server.baseUrl, olivia);
  const hers = await setRules(desk, olivia, drawSignature);
  const phone = await openedAs(browser, server.baseUrl, oliver, PHONE);
  const his = await setRules(phone, oliver, (page) => typeSignature(page, 'Oliver Grant'));
  // Each asks for their amount per project, no more than their money waiting, in whole pounds.
  asked.olivia = Math.floor(Math.min(olivia.amountPence, hers.moneyWaitingPence) / 100);
  asked.oliver = Math.floor(Math.min(oliver.amountPence, his.moneyWaitingPence) / 100);
  asked.authority = { olivia: hers.authority!.id, oliver: his.authority!.id };
  expect(asked.olivia + asked.oliver).toBeGreaterThan((clifton.shortFundingTargetPence * SHARE_PERCENT) / 10_000);
  await desk.context().close();
  await phone.context().close();
});

test('the admin keeps a share of Clifton for auto-investors and opens it; both are given their fair share', async () => {
  const admin = await openedAs(browser, server.baseUrl, demo.admin);
  await admin.goto(`/platform/projects/${clifton.id}`);
  const card = admin.getByRole('region', { name: WORDS.share.title });
  await card.getByRole('textbox', { name: WORDS.share.field }).fill(String(SHARE_PERCENT));
  await card.getByRole('button', { name: WORDS.share.save }).click();
  await card.getByText(WORDS.share.saved(SHARE_PERCENT)).waitFor();

  // Opened for pledges as an admin does: the project's edit form, its status.
  await admin.goto(`/platform/projects/edit/${clifton.id}`);
  await admin.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'Available to pledge' });
  await admin.getByRole('button', { name: 'Update', exact: true }).click();
  await admin.getByText('Available to pledge', { exact: true }).first().waitFor();

  // The allocation is a job: its card reads it again until it finishes.
  await expect
    .poll(async () => (await read<ProjectAutoInvest>(admin, `/projects/${clifton.id}/auto-invest`)).state, {
      timeout: 120_000,
    })
    .toBe('FINISHED');
  const round = await read<ProjectAutoInvest>(admin, `/projects/${clifton.id}/auto-invest`);
  const poolPounds = (clifton.shortFundingTargetPence * SHARE_PERCENT) / 10_000;
  const fair = allocateProject(
    clifton.id,
    [{ term: 'SHORT', poolPounds, minimumPounds: clifton.shortFundingMinimumPence / 100 }],
    [
      { id: asked.authority.olivia, terms: ['SHORT'], pounds: asked.olivia },
      { id: asked.authority.oliver, terms: ['SHORT'], pounds: asked.oliver },
    ],
  );
  expect(round).toMatchObject({ investorsAllocated: 2, investorsSkipped: 0, allocatedPence: poolPounds * 100 });
  expect(round.reservedPence).toBe(0);
  journey.oliviaPence = fair.shares.get(asked.authority.olivia)!.shortPounds * 100;
  journey.oliverPence = fair.shares.get(asked.authority.oliver)!.shortPounds * 100;
  expect(journey.oliviaPence + journey.oliverPence).toBe(poolPounds * 100);
  await admin
    .getByText(formatMoney(poolPounds * 100))
    .first()
    .waitFor();
  await admin.context().close();
});

/** The person's history shows Clifton invested with its agreement, which opens the agreement's page. */
async function seesAllocation(page: Page, amountPence: number) {
  await page.goto(WORDS.page);
  const history = page.getByRole('table', { name: WORDS.history }).or(page.getByRole('list', { name: WORDS.history }));
  await history.getByText(clifton.title).first().waitFor();
  await history.getByText(formatMoney(amountPence)).first().waitFor();
  const allocations = await read<AutoInvestAllocationPage>(page, '/auto-invest/allocations');
  const allocation = allocations.items.find((item) => item.projectId === clifton.id);
  expect(allocation).toMatchObject({ status: 'ALLOCATED', amountPence, skipReason: null });
  const investment = allocation!.investments[0]!;
  // Told of it: a notification links the agreement.
  const notifications = await read<NotificationPage>(page, '/notifications');
  expect(notifications.items.find((item) => item.kind === 'AUTO_INVEST_ALLOCATED')?.link).toContain(
    String(investment.agreementId),
  );
  await history.getByRole('link', { name: new RegExp(investment.referenceNumber) }).click();
  await page.waitForURL(`**/platform/agreement/${investment.agreementId}`);
  await page.getByText(investment.referenceNumber).first().waitFor();
}

test('each sees the allocation in their history and opens its agreement, oliver on his phone', async () => {
  const desk = await openedAs(browser, server.baseUrl, olivia);
  await seesAllocation(desk, journey.oliviaPence);
  const phone = await openedAs(browser, server.baseUrl, oliver, PHONE);
  await seesAllocation(phone, journey.oliverPence);
  await desk.context().close();
  await phone.context().close();
});
