import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { latestMail, linkIn } from './support/mailbox.ts';
import { inviteAndRegister } from './support/journeys.ts';
import { chooseInAccountMenu, signIn } from './support/pages.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

async function visitor() {
  const context = await newVisitor(browser, baseUrl());
  return { context, page: await context.newPage() };
}

test('an admin invites an e-mail; the invitee registers from the mailed link and lands on KYC', async () => {
  const { page, invitationPath } = await inviteAndRegister(browser, baseUrl(), 'Priya Shah');
  // The name was typed with spaces around it and is shown trimmed.
  await page.getByText('Priya Shah', { exact: true }).first().waitFor();

  // The invitation is single use.
  await page.context().clearCookies();
  await page.goto(invitationPath);
  await page.getByRole('heading', { name: 'Request membership' }).waitFor();
  await page.context().close();
});

test('a visitor requests an invitation', async () => {
  const { context, page } = await visitor();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Not a member? Click here to register interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register interest' });
  await dialog.getByLabel('Full name').fill('Tom Hughes');
  const email = `tom-${Date.now()}@keystone.example`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: "let's get started" }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await thanks.getByText('You request has been sent.').waitFor();
  // An e-mail confirms it arrived and says what happens next.
  const mail = await latestMail(baseUrl(), email);
  expect(mail.subject).toBe('We have your request to join Keystone Property Crowdfunding');
  await context.close();
});

test('a forgotten password is reset through the mailed link; the used link then shows the expired message', async () => {
  const { email, password } = demo.resettingInvestor;
  const newPassword = 'Renewed2026';
  const { context, page } = await visitor();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password? Click here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await page.getByRole('dialog', { name: 'Check your inbox' }).waitFor();

  const resetLink = linkIn(await latestMail(baseUrl(), email), baseUrl());
  await page.goto(resetLink);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Your password has been reset. You can now log in with your new password.').waitFor();

  await page.goto('/login');
  await signIn(page, { email, password });
  await page.getByText('Incorrect Email or Password').waitFor();
  await signIn(page, { email, password: newPassword });
  await page.waitForURL('**/platform/dashboard');
  await chooseInAccountMenu(page, 'Logout');
  await page.waitForURL('**/login');

  await page.goto(resetLink);
  await page.waitForURL('**/login?expired=true');
  await page.getByText('Link was expired. Please repeat the forgotten password flow again.').waitFor();
  await context.close();
});

test('a deactivated investor is told to contact support', async () => {
  const { context, page } = await visitor();
  await signIn(page, demo.inactiveInvestor);
  await page.getByText(/^Something went wrong\. Please contact support: \S+@\S+$/).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});
