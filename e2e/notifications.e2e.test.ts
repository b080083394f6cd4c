import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/pages.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

interface MailboxEntry {
  id: number;
  subject: string;
  links: string[];
}

async function latestMailTo(email: string): Promise<MailboxEntry | null> {
  const response = await fetch(`${baseUrl()}/dev/mailbox/latest?to=${encodeURIComponent(email)}`);
  return response.ok ? ((await response.json()) as MailboxEntry) : null;
}

const bell = (page: Page): Locator => page.getByRole('link', { name: /^Notifications/ });
const unreadOf = async (page: Page): Promise<number> => {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, ([\d,]+)\+? unread$/.exec(name)?.[1]?.replace(/,/g, '') ?? 0);
};

async function withdraw(page: Page, pounds: string): Promise<void> {
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByLabel('Amount (£)').fill(pounds);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await dialog.getByText('Your withdrawal is on its way to your bank account.').waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

test("a withdrawal paid changes the bell's count without a reload; its e-mail's link, opened signed out, stops that kind of e-mail", async () => {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, demo.approvedInvestor);
  await page.waitForURL('**/platform/dashboard');
  await bell(page).waitFor();
  const before = await unreadOf(page);
  // Nothing reloads the page from here on: a navigation would read the count again instead of hearing it.
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // The sandbox provider pays the withdrawal 3 s later; the server's event stream carries the new count.
  await withdraw(page, '10');
  const paying = Date.now();
  await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(before + 1);
  // Within 5 s of the provider's 3 s: the bell heard it, nobody asked.
  expect(Date.now() - paying).toBeLessThan(3_000 + 5_000);
  expect(navigations).toBe(0);

  const mail = await latestMailTo(demo.approvedInvestor.email);
  expect(mail?.subject).toBe('Your withdrawal was paid');
  const unsubscribe = mail!.links.find((link) => link.startsWith(`${baseUrl()}/unsubscribe/notifications/`));
  expect(unsubscribe).toBeDefined();

  // Opened in another browser, signed out.
  const visitor = await newVisitor(browser, baseUrl());
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(unsubscribe!.slice(baseUrl().length));
  await visitorPage.getByText('Done. We will no longer e-mail you about: A withdrawal paid.').waitFor();
  await visitor.close();

  // The next withdrawal paid is still in the portal, and no e-mail of that kind follows.
  await withdraw(page, '10');
  await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(before + 2);
  expect((await latestMailTo(demo.approvedInvestor.email))?.id).toBe(mail?.id);

  await bell(page).click();
  await page.waitForURL('**/platform/notifications');
  await page.getByRole('heading', { name: 'Unread: Your withdrawal was paid' }).first().waitFor();
  await context.close();
});
