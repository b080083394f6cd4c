import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { openedAs } from './support/pledge-flow.ts';

// Issue 34 §5: the loan book is public. A visitor signed out opens it from the footer and reads the figures the job
// worked out from the seeded ledger; the admin's dashboard shows the very same figures, with the same date.

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** Every cell of the loan book's table, row by row, as a person reads it. */
async function loanBookTable(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: /^The loan book by the year the loans began/ });
  await table.waitFor();
  return table.evaluate((element) =>
    [...element.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    ),
  );
}

test('a visitor signed out opens the loan book and sees the figures the admin dashboard shows', async () => {
  // The server asks for its first loan book at start-up: wait until the job has stored it (the page reads the copy).
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${baseUrl()}/api/loan-book`)).json()) as { computedAt: string | null }).computedAt,
    )
    .not.toBeNull();

  const visitor = await (await newVisitor(browser, baseUrl())).newPage();
  await visitor.goto('/login');
  await visitor.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Loan book' }).click();
  await visitor.waitForURL('**/loan-book');
  await visitor.getByRole('heading', { level: 1, name: 'Loan book' }).waitFor();
  const asAt = (await visitor.getByTestId('loan-book-as-at').textContent()) ?? '';
  expect(asAt).toMatch(/^Figures as at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await visitor.getByRole('img', { name: /Money lent, repaid and outstanding/ }).waitFor();
  const publicFigures = await loanBookTable(visitor);
  // The demo seed has lent money: the row of what was lent is not all zeros.
  const lent = publicFigures.find((row) => row[0] === 'Lent');
  expect(lent?.at(-1)).toMatch(/^£[1-9][\d,]*\.\d{2}$/);
  await visitor.getByRole('term').filter({ hasText: 'In default' }).waitFor();
  await visitor.context().close();

  const admin = await openedAs(browser, baseUrl(), demo.admin);
  const section = admin.getByRole('region', { name: 'Loan book' });
  await section.scrollIntoViewIfNeeded();
  expect(await section.getByTestId('loan-book-as-at').textContent()).toBe(asAt);
  expect(await loanBookTable(admin)).toEqual(publicFigures);
  await section.getByRole('link', { name: 'Open the public loan book' }).click();
  await admin.waitForURL('**/loan-book');
  expect(await loanBookTable(admin)).toEqual(publicFigures);
  await admin.context().close();
});
