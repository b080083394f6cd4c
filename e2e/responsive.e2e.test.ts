import { demoPeople } from '@keystone/demo/fixtures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { inviteAndRegister } from './support/journeys.ts';
import { signIn, type SignInAs } from './support/pages.ts';

// Issue 9: every page works from a small phone to a desktop without scrolling the page sideways (a wide table may
// scroll inside its own box). Checked at the phone width first, then at the others on the same page.
const WIDTHS = [390, 320, 768, 1440] as const;

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

async function signedIn(person?: SignInAs): Promise<Page> {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  if (person) {
    await signIn(page, person);
    await page.waitForURL('**/platform/**');
  }
  return page;
}

/** How far each width scrolls sideways: 0 everywhere is the goal. */
async function sidewaysScroll(page: Page, path: string): Promise<Record<string, number>> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  // What the page loads (its tables above all) is what may be too wide: measured once nothing is loading.
  await expect.poll(() => page.locator('[data-slot="loading-skeleton"], [data-slot="skeleton"]').count()).toBe(0);
  const overflow: Record<string, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    overflow[`${path} at ${width}`] = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  return overflow;
}

async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  const seen: Record<string, number> = {};
  for (const path of paths) Object.assign(seen, await sidewaysScroll(page, path));
  expect(Object.entries(seen).filter(([, overflow]) => overflow > 0)).toEqual([]);
  await page.context().close();
}

test("a visitor's pages fit every width", async () => {
  await expectNoSidewaysScroll(await signedIn(), [
    '/login',
    '/login/not-a-real-invitation',
    '/login/new-password/not-a-real-link',
    '/no-such-page',
    '/loan-book',
  ]);
});

test("the admin's pages fit every width", async () => {
  await expectNoSidewaysScroll(await signedIn(demo.admin), [
    '/platform/dashboard',
    '/platform/users',
    `/platform/users/${demoPeople.approvedInvestor.user.id}`,
    '/platform/projects',
    '/platform/settings',
    '/platform/jobs',
    '/platform/notifications',
    '/platform/isas',
    '/platform/tax-statements',
    '/platform/security',
    '/platform/devices',
  ]);
});

test("an investor's pages fit every width", async () => {
  await expectNoSidewaysScroll(await signedIn(demo.approvedInvestor), [
    '/platform/dashboard',
    '/platform/projects',
    '/platform/profile',
    '/platform/updates',
    '/platform/notifications',
    // Her ISA's application, or her open ISA when the ISA journey has run first on this server.
    '/platform/isa',
    '/platform/isa/transfers',
    '/platform/tax-statements',
    '/platform/security',
    '/platform/devices',
  ]);
});

// A newcomer of its own, not the demo's James: the journey file that takes him through KYC to a pledge may share this
// file's server (each half of the run shares one, and which files form a half follows their paths' hashes), and once
// approved he no longer sees the wizard.
test('the KYC wizard fits every width', async () => {
  const { page } = await inviteAndRegister(browser, baseUrl(), 'Wren Ashby', { width: WIDTHS[0], height: 844 });
  await expectNoSidewaysScroll(page, ['/platform/kyc']);
});

/** A dialog stays inside the screen at every width: nothing of it off the edge, nothing scrolling sideways in it. */
async function expectDialogFits(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const fit = await dialog.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        scrollsSideways: element.scrollWidth > element.clientWidth,
      };
    });
    expect({ name, width, ...fit }).toEqual({ name, width, inside: true, scrollsSideways: false });
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

test('the dialogs fit every width', async () => {
  const visitor = await signedIn();
  await visitor.goto('/login');
  await visitor.getByRole('button', { name: 'Not a member? Click here to register interest' }).click();
  await expectDialogFits(visitor, 'Register interest');
  await visitor.getByRole('button', { name: 'Forgot password? Click here' }).click();
  await expectDialogFits(visitor, 'Forgot password?');
  await visitor.context().close();

  const admin = await signedIn(demo.admin);
  await admin.getByRole('button', { name: 'Generate registration link' }).click();
  await expectDialogFits(admin, 'Invite an investor');
  await admin.context().close();
});

test('on a phone the menu is a drawer: closed at first, and closed again by the page chosen in it', async () => {
  const page = await signedIn(demo.admin);
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
  await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
  await expect(page.title()).resolves.toBe('Users · Keystone');
  await page.context().close();
});

test('on a phone the top bar is one line, and the avatar opens the account menu that signs out', async () => {
  const page = await signedIn(demo.approvedInvestor);
  await page.getByRole('heading', { name: 'Investor dashboard' }).waitFor();
  const bar = page.getByRole('banner');
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(61);
  await expect(bar.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
  const avatar = bar.getByRole('button', { name: /^Account menu, / });
  await avatar.click();
  const menu = page.getByRole('menu');
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= WIDTHS[0]).toBe(true);
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await signedOut).ok()).toBe(true);
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  // The session is over: the dashboard sends the visitor back to sign in.
  await page.goto('/platform/dashboard');
  await page.waitForURL('**/login');
  await page.context().close();
});
