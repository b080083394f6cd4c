import type { FailedJobPage } from '@keystone/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { startMailServer } from './support/mail-server.ts';
import { openedAs } from './support/pledge-flow.ts';
import { startServer } from './support/server.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test("the admin opens 'Jobs' and reads, from the server's job runner, that no job has failed for good", async () => {
  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.getByRole('link', { name: 'Jobs', exact: true }).click();
  await admin.waitForURL('**/platform/jobs');
  await admin.getByRole('heading', { name: 'Failed jobs', level: 1 }).waitFor();
  await admin.getByText('No jobs have failed.').waitFor();
  expect(await admin.getByRole('table').count()).toBe(0);
  expect(await admin.title()).toBe('Failed jobs · Keystone');
  await admin.context().close();

  const investor = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await investor.getByRole('link', { name: 'Home', exact: true }).waitFor();
  expect(await investor.getByRole('link', { name: 'Jobs', exact: true }).count()).toBe(0);
  await investor.context().close();
});

// A job fails for good only after its last try, or at once on a refusal no try can change. This journey's server
// sends mail through a mail server of its own (SMTP_URL, as in production) that answers one address with "no such
// mailbox" (550): the server gives that mail up at once, as it would a real bounce. The shared server keeps its
// local mailbox, so no other journey's mail depends on this one.
describe('a mail the mail server refused for good', () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let server: Awaited<ReturnType<typeof startServer>>;

  // A second seeded server: its seed and start took 36 to 110 s on a loaded two-core machine, 264 s beside two busy
  // loops at load 34.
  beforeAll(async () => {
    const started = performance.now();
    mail = await startMailServer();
    server = await startServer({ SMTP_URL: mail.url });
    console.info(`jobs e2e: the journey's own server answered after ${Math.round(performance.now() - started)} ms`);
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });

  /** The failed jobs as the server lists them (the page reads them once, when it opens). */
  const failedJobs = async (page: Page) => (await (await page.request.get('/api/jobs/failed')).json()) as FailedJobPage;

  test('is listed on the Jobs page with its error; retried once the mailbox exists, it is delivered and leaves the list', async () => {
    const invitee = `nadia.${Date.now()}@keystone.example`;
    const subject = 'Your invitation to Keystone Property Crowdfunding';
    const description = `Send e-mail: ${subject} to n•••@keystone.example`;
    mail.refuse(invitee);

    const admin = await openedAs(browser, server.baseUrl, demo.admin);
    await admin.getByRole('button', { name: 'Generate registration link' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite an investor' });
    await invite.getByLabel('Email').fill(invitee);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText(`The invitation was sent to ${invitee}.`).waitFor();
    await admin.keyboard.press('Escape');
    await invite.waitFor({ state: 'hidden' });

    // The mail server refuses the invitation once, and the server moves it to the dead-letter queue at once.
    await expect.poll(() => mail.refused).toEqual([invitee]);
    await expect.poll(async () => (await failedJobs(admin)).count).toBe(1);

    await admin.getByRole('link', { name: 'Jobs', exact: true }).click();
    await admin.waitForURL('**/platform/jobs');
    const table = admin.getByRole('table', { name: 'Jobs that failed for good' });
    const row = table.getByRole('row').filter({ hasText: description });
    await row.waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // the header and this job
    await row.getByRole('cell', { name: 'mail-delivery', exact: true }).waitFor();
    await row.getByRole('cell', { name: `550 5.1.1 <${invitee}>: no such mailbox here` }).waitFor();
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    expect(mail.accepted.filter((sent) => sent.to.includes(invitee))).toEqual([]);

    mail.accept(invitee);
    await row.getByRole('button', { name: new RegExp(`^Retry ${description}, failed `) }).click();
    const confirm = admin.getByRole('dialog', { name: 'Retry this job?' });
    await confirm.getByRole('button', { name: 'Retry', exact: true }).click();
    await admin.getByText(`"${description}" is queued to run again.`).waitFor();
    await admin.getByText('No jobs have failed.').waitFor();

    await expect
      .poll(() => mail.accepted.filter((sent) => sent.to.includes(invitee)))
      .toEqual([{ to: [invitee], subject }]);
    expect(mail.refused).toEqual([invitee]);
    // Read afresh from the server, not from what the page kept: nothing has failed.
    await admin.reload();
    await admin.getByText('No jobs have failed.').waitFor();
    expect(await failedJobs(admin)).toEqual({ jobs: [], count: 0 });
    await admin.context().close();
  });
});
