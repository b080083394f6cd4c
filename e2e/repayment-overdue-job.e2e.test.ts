import { writeFileSync } from 'node:fs';
import type { Project, ProjectRepayment } from '@keystone/api';
import { demoProjectList } from '@keystone/demo/fixtures';
import { dueTermOf, isPaymentOverdue, REPAYMENT_STATE_LABELS } from '@keystone/flows/projects';
import { calendarDateIn } from '@keystone/flows/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { openedAs } from './support/pledge-flow.ts';
import { startServer } from './support/server.ts';

// Issue 34 §3: the daily late-payment job, not an admin, makes a loan LATE once its term's payment is the setting's
// days overdue. This journey's server is its own (a second seeded server, as the jobs journey's), so moving its clock
// a year on and letting its job make loans late touches no other journey's projects; it runs the job every minute
// (OVERDUE_PAYMENTS_CRON) instead of at 06:10, so the journey sees a run within a minute of moving the clock.

const DAY_MS = 86_400_000;
let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  browser = await launchChromium();
  // A seeded server took 36 to 110 s to answer on a loaded two-core machine (jobs.e2e.test.ts).
  server = await startServer({ OVERDUE_PAYMENTS_CRON: '* * * * *' });
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api${path}`, { headers: { origin: server.baseUrl } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Repayment', exact: true });

interface Due {
  project: Project;
  term: 'SHORT' | 'LONG';
  dueDate: string;
}

/** The running loan on time whose payment falls due soonest and is not yet overdue, as this server seeded it. */
async function soonestDue(admin: Page, latePaymentDays: number): Promise<Due> {
  const today = calendarDateIn(new Date());
  const dues: Due[] = [];
  for (const { id, status } of demoProjectList) {
    const term = dueTermOf(status);
    if (term === undefined) continue;
    const project = await getJson<Project>(admin, `/projects/${id}`);
    const dueDate = term === 'LONG' ? project.longEndDate : project.shortEndDate;
    if (!dueDate || isPaymentOverdue(dueDate, latePaymentDays, today)) continue;
    if ((await getJson<ProjectRepayment>(admin, `/projects/${id}/repayment`)).state !== 'ON_TIME') continue;
    dues.push({ project, term, dueDate });
  }
  const soonest = dues.sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1))[0];
  if (!soonest) throw new Error('the demo has no running loan whose payment is still to come');
  return soonest;
}

test("the daily job makes a loan late once its payment is the setting's days overdue on the server's clock, and the admin reads why", async () => {
  const before = await openedAs(browser, server.baseUrl, demo.admin);
  const { latePaymentDays } = await getJson<{ latePaymentDays: number }>(before, '/repayment-settings');
  const { project, term, dueDate } = await soonestDue(before, latePaymentDays);
  await before.goto(`/platform/projects/${project.id}`);
  await panel(before).getByText('The loan has been on time since it was funded.').waitFor();
  await before.context().close();

  // Noon (UTC, so the same day in London) on the first day the payment counts as overdue.
  const lateDay = Date.parse(`${dueDate}T12:00:00Z`) + (latePaymentDays + 1) * DAY_MS;
  writeFileSync(server.testClockFile, String(lateDay - Date.now()));

  // Signed in on the moved clock (a session from before would have run out), then the next run of the job.
  const admin = await openedAs(browser, server.baseUrl, demo.admin);
  await expect
    .poll(async () => (await getJson<ProjectRepayment>(admin, `/projects/${project.id}/repayment`)).state, {
      timeout: 180_000,
      interval: 2_000,
    })
    .toBe('LATE');

  const late = await getJson<ProjectRepayment>(admin, `/projects/${project.id}/repayment`);
  const reason = `The ${term === 'SHORT' ? 'short' : 'long'}-term payment due on ${dueDate} was not made within ${latePaymentDays} days`;
  expect(late.history).toEqual([expect.objectContaining({ from: 'ON_TIME', to: 'LATE', changedBy: null, reason })]);
  expect(calendarDateIn(new Date(late.since ?? ''))).toBe(calendarDateIn(new Date(lateDay)));

  await admin.goto(`/platform/projects/${project.id}`);
  const history = panel(admin).getByRole('region', { name: 'History' });
  await history.getByText(`${REPAYMENT_STATE_LABELS.ON_TIME} → ${REPAYMENT_STATE_LABELS.LATE}`).waitFor();
  await history.getByText(reason).waitFor();
  await history.getByText(/· Automatic$/).waitFor();
  await admin.context().close();
});
