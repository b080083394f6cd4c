import type { Browser, Page } from 'playwright-core';
import { newVisitor } from './browser.ts';
import { demo } from './demo-users.ts';
import { latestMail, linkIn } from './mailbox.ts';
import { signIn } from './pages.ts';

/** The admin invites a fresh address; the invitee registers from the mailed link and is left signed in on KYC. */
export async function inviteAndRegister(
  browser: Browser,
  baseUrl: string,
  fullName: string,
  viewport?: { width: number; height: number },
  { rememberMe = false }: { rememberMe?: boolean } = {},
): Promise<{ page: Page; email: string; invitationPath: string }> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@keystone.example`;
  const admin = await newVisitor(browser, baseUrl);
  const adminPage = await admin.newPage();
  await signIn(adminPage, demo.admin);
  await adminPage.getByRole('button', { name: 'Generate registration link' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Invite an investor' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByText(`The invitation was sent to ${email}.`).waitFor();
  await admin.close();

  const visitor = await newVisitor(browser, baseUrl, viewport);
  const page = await visitor.newPage();
  const invitationPath = linkIn(await latestMail(baseUrl, email), baseUrl);
  await page.goto(invitationPath);
  await page.getByLabel('Full name').fill(`  ${fullName}  `);
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await page.getByLabel('Repeat password').fill('Welcome2026');
  const create = page.getByRole('button', { name: 'Create Investor Account' });
  if (!(await create.isDisabled()))
    throw new Error("'Create Investor Account' is enabled before the terms box is ticked");
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).click();
  await create.click();
  await page.getByRole('dialog', { name: 'Account created' }).getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/platform/kyc');
  if (rememberMe) {
    // Registration's own session is not remembered: a journey that moves the clock a day on signs in again so.
    await page.context().clearCookies();
    await signIn(page, { email, password: 'Welcome2026' }, { rememberMe });
    await page.waitForURL('**/platform/kyc');
  }
  return { page, email, invitationPath };
}

/** The actions a dialog confirms with a button of the same name (rejection asks for a reason: not for this helper). */
const confirmedActions = new Set(['Approve KYC', 'Deactivate']);

/** The reason the admin gives for 'Reset questions', which the journey record shows. */
export const resetReason = 'Agreed on a call to try again';

/** The admin opens the user list, finds the user by e-mail and presses one of the row's actions. */
export async function adminActsOn(browser: Browser, baseUrl: string, email: string, action: string): Promise<void> {
  const admin = await newVisitor(browser, baseUrl);
  const page = await admin.newPage();
  await signIn(page, demo.admin);
  await page.waitForURL('**/platform/dashboard');
  await page.goto(`/platform/users?search=${encodeURIComponent(email)}`);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await row.getByRole('button', { name: action }).click();
  if (action === 'Reset questions') {
    // The reset is kept in the investor's journey record with the admin's reason (issue 32).
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(resetReason);
    await dialog.getByRole('button', { name: action, exact: true }).click();
  } else if (confirmedActions.has(action)) {
    await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
  }
  await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
  await admin.close();
}
