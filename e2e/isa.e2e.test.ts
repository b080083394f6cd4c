import { ISA_DECLARATIONS } from '@keystone/flows/isa';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { carriesText, pdfContent } from './support/pdf-content.ts';
import { openedAs } from './support/pledge-flow.ts';

// Issue 35 §2: Olivia Bennett has no ISA in the demo. She opens one from the navigation by signing the application,
// reads the signed PDF, and pays in by bank transfer, which the sandbox settles into her ISA (never her e-wallet).

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test('Olivia opens her Innovative Finance ISA and pays into it by bank transfer', async () => {
  const page = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My ISA' }).click();
  await page.waitForURL('**/platform/isa');
  const form = page.getByRole('form', { name: 'Apply for an Innovative Finance ISA' });
  await form.getByRole('checkbox', { name: 'I live in the UK' }).click();
  for (const declaration of Object.values(ISA_DECLARATIONS)) {
    await form.getByRole('checkbox', { name: declaration }).click();
  }
  await form.getByRole('textbox', { name: 'National Insurance number' }).fill('AB 12 34 56 C');
  await form.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Olivia Bennett');
  await form.getByRole('button', { name: 'Sign and open my ISA' }).click();

  const cash = page.getByRole('region', { name: 'Cash in your ISA' });
  await cash.getByText('£0.00').waitFor();
  const pdf = await page.request.get('/api/isa/application/document');
  expect(pdf.status()).toBe(200);
  const content = pdfContent(await pdf.body());
  expect(carriesText(content, 'Innovative Finance ISA application')).toBe(true);
  expect(carriesText(content, 'Evidence of electronic signature')).toBe(true);

  await cash.getByRole('button', { name: 'Pay in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay into your ISA' });
  await dialog.getByRole('radio', { name: 'By bank transfer' }).check();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('1000');
  await dialog.getByRole('button', { name: 'Pay in' }).click();
  await dialog.getByText(/^KSI\d{7}$/).waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The sandbox settles the transfer after its delay: the ISA holds the money once it has.
  await expect
    .poll(async () => {
      await page.reload();
      const cash = page.getByRole('region', { name: 'Cash in your ISA' });
      await cash.waitFor();
      return cash.getByText(/^£[\d,]+\.\d{2}$/).textContent();
    })
    .toBe('£1,000.00');
  const allowance = page.getByRole('region', { name: /This tax year/ });
  await allowance.getByText('£19,000.00').waitFor();
  await page.context().close();
});
