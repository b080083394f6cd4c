import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { latestMail, linkIn } from './support/mailbox.ts';
import { signIn } from './support/pages.ts';

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
  const invitee = `invitee-${Date.now()}@keystone.example`;
  const admin = await visitor();
  await signIn(admin.page, demo.admin);
  await admin.page.getByRole('button', { name: 'Generate registration link' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Invite an investor' });
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByText(`The invitation was sent to ${invitee}.`).waitFor();
  await admin.context.close();

  const invitation = await latestMail(baseUrl(), invitee);
  const { context, page } = await visitor();
  await page.goto(linkIn(invitation, baseUrl()));
  await page.getByLabel('Full name').fill('  Priya Shah  ');
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await page.getByLabel('Repeat password').fill('Welcome2026');
  const create = page.getByRole('button', { name: 'Create Investor Account' });
  expect(await create.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).click();
  await create.click();
  await page.getByRole('dialog', { name: 'Account created' }).getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/platform/kyc');
  await page.getByText('Priya Shah').first().waitFor();

  // The invitation is single use.
  await page.context().clearCookies();
  await page.goto(linkIn(invitation, baseUrl()));
  await page.getByRole('heading', { name: 'Request membership' }).waitFor();
  await context.close();
});

test('a visitor requests an invitation', async () => {
  const { context, page } = await visitor();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Not a member? Click here to register interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register interest' });
  await dialog.getByLabel('Full name').fill('Tom Hughes');
  await dialog.getByLabel('Email').fill(`tom-${Date.now()}@keystone.example`);
  await dialog.getByRole('button', { name: "let's get started" }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await thanks.getByText('You request has been sent.').waitFor();
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
  await page.getByRole('button', { name: 'Logout' }).click();
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
