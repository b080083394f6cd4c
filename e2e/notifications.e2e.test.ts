import { demoProjects } from '@keystone/demo/fixtures';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/pages.ts';
import { openedAs } from './support/pledge-flow.ts';

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
  // The count as the bell knows it, once it knows it: before the first answer the bell shows no badge at all.
  await expect.poll(() => bell(page).getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
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

test("an admin's update for followers reaches a follower's bell within 5 s, on the page she has open, and links to it", async () => {
  const project = demoProjects.comingSoon;
  const title = `Scaffolding down ${Date.now()}`;
  // Olivia follows the project (the seed or the updates' journey may have her following it already) and stays on it.
  const follower = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await follower.goto(`/platform/projects/${project.id}`);
  await follower.getByRole('heading', { level: 2, name: project.title }).waitFor();
  const following = follower.getByRole('button', { name: /^(Follow|Unfollow)$/ });
  if ((await following.textContent()) === 'Follow') await following.click();
  await follower.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
  await bell(follower).waitFor();
  const before = await unreadOf(follower);
  let navigations = 0;
  follower.on('framenavigated', (frame) => {
    if (frame === follower.mainFrame()) navigations += 1;
  });

  // The admin, in a browser of their own, posts an update for investors and followers.
  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.goto(`/platform/projects/${project.id}`);
  await admin.getByRole('heading', { level: 2, name: project.title }).waitFor();
  const timeline = admin.getByRole('region', { name: 'Updates' });
  await timeline.getByRole('button', { name: 'Post an update' }).click();
  const form = admin.getByRole('form', { name: 'New update' });
  await form.getByLabel('Title', { exact: false }).fill(title);
  await form.getByLabel('Update', { exact: false }).fill('The scaffolding came down on Friday.');
  await form.getByRole('radio', { name: 'Investors and followers' }).check();
  await form.getByRole('button', { name: 'Post update' }).click();
  await timeline.getByText('Your update is posted.').waitFor();
  const posted = Date.now();

  // The bell hears it over the event stream: nobody reloads, nobody asks.
  await expect.poll(() => unreadOf(follower), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(Date.now() - posted).toBeLessThan(5_000);
  expect(navigations).toBe(0);
  await admin.context().close();

  // The notification names the project and the update, and opens the update itself on the project's timeline.
  await bell(follower).click();
  await follower.waitForURL('**/platform/notifications');
  const item = follower.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('heading', { name: `Unread: New update: ${project.title}` }).waitFor();
  await item.getByRole('link', { name: 'Open' }).click();
  await follower.waitForURL(new RegExp(`/platform/projects/${project.id}#update-\\d+$`));
  const update = follower.getByRole('article', { name: title });
  await update.waitFor();
  expect(`#${await update.getAttribute('id')}`).toBe(new URL(follower.url()).hash);
  await expect.poll(() => update.isVisible()).toBe(true);
  await expect
    .poll(() => update.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight))
    .toBe(true);
  await follower.context().close();
});
