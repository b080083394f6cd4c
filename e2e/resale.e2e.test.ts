import type { ResaleFigures, ResaleListing } from '@keystone/api';
import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import { formatMoney } from '@keystone/flows/format';
import { payoutProfits, type TermWindow } from '@keystone/flows/payouts';
import { RESALE_DEFAULT_FEE_BASIS_POINTS, resaleFigures } from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { drawSignature, flow, openedAs, pledger, signWithTextedCode } from './support/pledge-flow.ts';
import {
  agreementIdsFor,
  calculatedPayments,
  expectAgreementPdf,
  fundShortTermWallet,
  investmentsIn,
  ownListings,
  paymentRows,
  resaleActivity,
  resaleQuote,
  rowOf,
  shortTermWindow,
  walletBalance,
} from './support/resale.ts';
import { startServer } from './support/server.ts';

/**
 * The screens' words, kept in step with apps/portal/src/routes/resale/market/resale-market-texts.ts
 * (RESALE_MARKET_TEXTS), apps/portal/src/routes/resale/listing/resale-listing-texts.ts (RESALE_LISTING_TEXTS) and
 * apps/portal/src/routes/resale/sell/sell-texts.ts (SELL_TEXTS); the code dialog and the signature pad are the
 * pledge's (support/pledge-flow.ts).
 */
const WORDS = {
  market: {
    title: 'Resale market',
    viewListing: (listing: Pick<ResaleListing, 'remainingPence' | 'projectTitle'>) =>
      `View ${formatMoney(listing.remainingPence)} of ${listing.projectTitle} for sale`,
  },
  listing: {
    heading: (projectTitle: string) => `${projectTitle}: loan part for sale`,
    buy: 'Buy this loan part',
    amount: 'Capital to buy',
    next: 'Next',
    reviewTitle: 'Review the assignment',
    readConfirm: 'I have read the agreement',
    signTitle: 'Sign the assignment',
    boughtTitle: 'You bought the loan part',
    bought: (capitalPence: number, pricePence: number, projectTitle: string) =>
      `You bought ${formatMoney(capitalPence)} of ${projectTitle} for ${formatMoney(pricePence)}, paid from your e-wallet. Your signed assignment is in your agreements.`,
    seeAssignment: 'See the signed assignment',
  },
  /**
   * The assignment's title in its PDF (apps/server/src/resale/purchases/assignment.ts); its evidence page names
   * oliver, who signed it, on both copies.
   */
  assignment: 'Assignment of a loan part',
  sell: {
    /** Where the seller's Sell button is: the investment's own page, with its repayment schedule. */
    page: (investmentId: number) => `/platform/investments/${investmentId}/schedule`,
    open: 'Sell',
    title: 'Sell this investment',
    amount: 'Capital to sell',
    list: 'List for sale',
    listed: 'Your loan part is listed for sale',
  },
} as const;

// Harbourside (Leith) is in development, its short term running for over a year yet, and olivia has held her
// £10,000 in it since before the term began: a part she may sell. The journey runs on a server of its own, so the
// payout at its end (which completes the project) and oliver's purchase change nothing any other journey reads.
const harbourside = demoProjectList.find((candidate) => candidate.title.startsWith('Harbourside Offices'));
if (!harbourside) throw new Error('the demo has no Harbourside project');
const olivia = pledger(demoPeople.approvedInvestor);
const oliver = pledger(demoPeople.coInvestor);
const nameOf = ({ user }: { user: { fullName: string | null } }) => {
  if (user.fullName === null) throw new Error('a demo investor has no name');
  return user.fullName;
};
const OLIVIA = nameOf(demoPeople.approvedInvestor);
const OLIVER = nameOf(demoPeople.coInvestor);
const PHONE = { width: 390, height: 844 };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the journey learns on the way and checks later. */
const journey = {
  investmentId: 0,
  halfPence: 0,
  investAt: new Date(0),
  window: undefined as TermWindow | undefined,
  expected: undefined as ResaleFigures | undefined,
  listingId: 0,
  oliviaBefore: 0,
  oliverBefore: 0,
  oliviaAfterSale: 0,
  oliverAfterSale: 0,
  oliverAgreementId: 0,
  oliviaAgreementsBefore: [] as number[],
};

const expected = () => {
  if (journey.expected === undefined) throw new Error('the figures are worked out when olivia lists');
  return journey.expected;
};

/** The seller's sell dialog: the amount typed, the quote for it (what she receives, to the penny), then listed. */
async function listForSale(page: Page, investmentId: number, amountPence: number, receivesPence: number) {
  await page.goto(WORDS.sell.page(investmentId));
  await page.getByRole('button', { name: WORDS.sell.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: WORDS.sell.title });
  await dialog.getByRole('textbox', { name: new RegExp(`^${WORDS.sell.amount}`) }).fill((amountPence / 100).toFixed(2));
  await dialog.getByText(formatMoney(receivesPence)).first().waitFor();
  await dialog.getByRole('button', { name: WORDS.sell.list }).click();
  await page.getByText(WORDS.sell.listed).first().waitFor();
}

/** The page has nothing wider than the screen: nothing to scroll sideways on a phone. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('olivia lists half of an investment she has held over 30 days, and is shown exactly what she will receive', async () => {
  const page = await openedAs(browser, server.baseUrl, olivia);
  const admin = await openedAs(browser, server.baseUrl, demo.admin);
  const [investment] = (await investmentsIn(page, harbourside.id)).filter((row) => row.status === 'SUCCEEDED');
  if (!investment) throw new Error('olivia has no paid investment in Harbourside');
  journey.investmentId = investment.id;
  journey.halfPence = investment.amountPence / 2;
  journey.oliviaBefore = await walletBalance(page);
  journey.oliviaAgreementsBefore = await agreementIdsFor(page, harbourside.title);

  // Where her part's interest runs from, as the payouts count it: the admin's calculation of the term's rows.
  const before = await calculatedPayments(admin, harbourside.id);
  const [held] = rowOf(before, OLIVIA).details;
  if (!held) throw new Error('olivia has no payment detail in Harbourside');
  journey.investAt = new Date(held.investDate);
  journey.window = await shortTermWindow(admin, harbourside.id);
  journey.expected = resaleFigures({
    capitalPence: journey.halfPence,
    yearRatePercent: held.yearRate,
    investAt: journey.investAt,
    window: journey.window,
    saleDate: calendarDateIn(new Date()),
    feeBasisPoints: RESALE_DEFAULT_FEE_BASIS_POINTS,
  });
  expect(expected().accruedInterestPence).toBeGreaterThan(0);
  const quote = await resaleQuote(page, journey.investmentId, journey.halfPence);
  expect(quote).toMatchObject({ allowed: true, reason: null, outstandingPence: investment.amountPence });
  expect(quote.figures).toEqual(expected());

  await listForSale(page, journey.investmentId, journey.halfPence, expected().sellerReceivesPence);

  const [listing] = await ownListings(page);
  expect(listing).toMatchObject({
    status: 'OPEN',
    own: true,
    investmentId: journey.investmentId,
    listedPence: journey.halfPence,
    remainingPence: journey.halfPence,
    feeBasisPoints: RESALE_DEFAULT_FEE_BASIS_POINTS,
    figures: expected(),
  });
  journey.listingId = listing?.id ?? 0;
  // Listing moves no money.
  expect(await walletBalance(page)).toBe(journey.oliviaBefore);
  await admin.context().close();
  await page.context().close();
});

test('oliver, on his phone, finds the part on the market, opens it and buys it with the code texted to him', async () => {
  const page = await openedAs(browser, server.baseUrl, oliver, PHONE);
  journey.oliverBefore = await walletBalance(page);

  await page.goto('/platform/resale');
  await page.getByRole('heading', { level: 1, name: WORDS.market.title }).waitFor();
  const listingLink = page.getByRole('link', {
    name: WORDS.market.viewListing({ remainingPence: journey.halfPence, projectTitle: harbourside.title }),
  });
  await listingLink.click();
  await page.waitForURL(`**/platform/resale/${journey.listingId}`);
  await page.getByRole('heading', { level: 1, name: WORDS.listing.heading(harbourside.title) }).waitFor();
  expect(await fitsTheScreen(page)).toBe(true);

  await page.getByRole('button', { name: WORDS.listing.buy }).click();
  await flow(page)
    .getByRole('textbox', { name: new RegExp(`^${WORDS.listing.amount}`) })
    .fill((journey.halfPence / 100).toFixed(2));
  await flow(page).getByRole('button', { name: WORDS.listing.next }).click();
  await flow(page).getByRole('heading', { name: WORDS.listing.reviewTitle }).waitFor();
  // The price for today: the capital and the interest it has earned, which goes to olivia.
  await flow(page).getByText(formatMoney(expected().pricePence)).first().waitFor();
  await flow(page).getByText(formatMoney(expected().accruedInterestPence)).first().waitFor();
  expect(await fitsTheScreen(page)).toBe(true);
  await flow(page).getByRole('checkbox', { name: WORDS.listing.readConfirm }).check();
  await flow(page).getByRole('button', { name: WORDS.listing.next }).click();
  await flow(page).getByRole('heading', { name: WORDS.listing.signTitle }).waitFor();
  await drawSignature(page);
  await signWithTextedCode(page, server.baseUrl, oliver.phone);

  await flow(page).getByRole('heading', { name: WORDS.listing.boughtTitle }).waitFor();
  await flow(page)
    .getByText(WORDS.listing.bought(journey.halfPence, expected().pricePence, harbourside.title))
    .waitFor();
  await flow(page).getByRole('link', { name: WORDS.listing.seeAssignment }).click();
  await page.waitForURL(/\/platform\/agreement\/\d+$/);
  journey.oliverAgreementId = Number(new URL(page.url()).pathname.split('/').pop());

  // Oliver paid the price; olivia received it less the fee; the part is his, hers is halved.
  journey.oliverAfterSale = await walletBalance(page);
  expect(journey.oliverAfterSale).toBe(journey.oliverBefore - expected().pricePence);
  const bought = (await investmentsIn(page, harbourside.id)).filter(
    (row) => row.status === 'SUCCEEDED' && row.amountPence === journey.halfPence,
  );
  expect(bought).toHaveLength(1);
  await page.context().close();

  const seller = await openedAs(browser, server.baseUrl, olivia);
  journey.oliviaAfterSale = await walletBalance(seller);
  expect(journey.oliviaAfterSale).toBe(journey.oliviaBefore + expected().sellerReceivesPence);
  const [sold] = await ownListings(seller);
  expect(sold).toMatchObject({ id: journey.listingId, status: 'SOLD', remainingPence: 0 });
  const kept = (await investmentsIn(seller, harbourside.id)).find((row) => row.id === journey.investmentId);
  expect(kept?.amountPence).toBe(journey.halfPence);
  await seller.context().close();

  // The fee is the platform's, on the ledger's revenue account: the admin's resale activity counts it.
  const admin = await openedAs(browser, server.baseUrl, demo.admin);
  expect(await resaleActivity(admin)).toMatchObject({
    purchases: 1,
    soldPence: journey.halfPence,
    feeIncomePence: expected().feePence,
    openListings: 0,
    openPence: 0,
  });
  await admin.context().close();
});

test('both see the signed assignment among their agreements and download its PDF', async () => {
  const buyer = await openedAs(browser, server.baseUrl, oliver, PHONE);
  await buyer.goto('/platform/agreements/all');
  await buyer.getByRole('heading', { level: 1, name: 'Agreements' }).waitFor();
  await buyer.locator(`a[href$="/platform/agreement/${journey.oliverAgreementId}"]`).first().waitFor();
  expect(await agreementIdsFor(buyer, harbourside.title)).toContain(journey.oliverAgreementId);
  await expectAgreementPdf(buyer, journey.oliverAgreementId, [WORDS.assignment, OLIVER]);
  await buyer.context().close();

  const seller = await openedAs(browser, server.baseUrl, olivia);
  const added = (await agreementIdsFor(seller, harbourside.title)).filter(
    (id) => !journey.oliviaAgreementsBefore.includes(id),
  );
  expect(added).toHaveLength(1);
  const [sellerAgreementId = 0] = added;
  await seller.goto('/platform/agreements/all');
  await seller.getByRole('heading', { level: 1, name: 'Agreements' }).waitFor();
  await seller.locator(`a[href$="/platform/agreement/${sellerAgreementId}"]`).first().waitFor();
  await expectAgreementPdf(seller, sellerAgreementId, [WORDS.assignment, OLIVER]);
  // Each sees their own copy only.
  expect((await seller.request.get(`/api/agreements/${journey.oliverAgreementId}/document`)).status()).toBe(403);
  await seller.context().close();
});

test('the next payout pays olivia her remaining half and oliver the half he bought, its interest from the original date', async () => {
  const admin = await openedAs(browser, server.baseUrl, demo.admin);
  await admin.goto(`/platform/projects/payments/${harbourside.id}`);
  await admin.getByRole('heading', { level: 1, name: 'Project payments' }).waitFor();
  await admin.getByRole('button', { name: 'Calculate profit' }).click();
  await admin.getByText('Profit calculated.').waitFor();

  const payments = await paymentRows(admin, harbourside.id);
  const sellerRow = rowOf(payments, OLIVIA);
  const buyerRow = rowOf(payments, OLIVER);
  // Olivia keeps half of her investment; oliver's bought half earns from the day olivia's pledge was paid.
  expect(sellerRow.details).toHaveLength(1);
  expect(sellerRow.details[0]).toMatchObject({ sumPence: journey.halfPence });
  expect(new Date(sellerRow.details[0]?.investDate ?? 0).getTime()).toBe(journey.investAt.getTime());
  const boughtPart = buyerRow.details.filter(
    (detail) => new Date(detail.investDate).getTime() === journey.investAt.getTime(),
  );
  expect(boughtPart).toHaveLength(1);
  expect(boughtPart[0]).toMatchObject({
    sumPence: journey.halfPence,
    investDays: sellerRow.details[0]?.investDays,
    profitPence: expect.any(Number),
  });

  // Every investment's profit by flows' rule over the whole term (one rounding, no penny lost), to the penny.
  const details = payments.payments
    .flatMap((row) => row.details)
    .sort((a, b) => Date.parse(a.investDate) - Date.parse(b.investDate));
  const profits = payoutProfits(
    details.map((detail) => ({
      sumPence: detail.sumPence,
      yearRatePercent: detail.yearRate,
      investDays: detail.investDays,
    })),
    { cancelled: false },
  );
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  expect(sorted(details.map((detail) => detail.profitPence ?? -1))).toEqual(sorted(profits.map((p) => p.profitPence)));
  for (const row of [sellerRow, buyerRow]) {
    expect(row.totalPence).toBe(row.details.reduce((sum, detail) => sum + (detail.totalPence ?? 0), 0));
  }

  // The developer's repayment, then the payments, from the project's wallet into each investor's e-wallet.
  await fundShortTermWallet(admin, harbourside.id, payments.sumInfo.pendingPence);
  await admin.reload();
  await admin.getByRole('button', { name: 'Make payments' }).click();
  await expect
    .poll(async () => (await paymentRows(admin, harbourside.id)).payments.every((row) => row.status === 'SUCCEEDED'))
    .toBe(true);
  await admin.context().close();

  const seller = await openedAs(browser, server.baseUrl, olivia);
  expect(await walletBalance(seller)).toBe(journey.oliviaAfterSale + (sellerRow.totalPence ?? 0));
  await seller.context().close();
  const buyer = await openedAs(browser, server.baseUrl, oliver, PHONE);
  expect(await walletBalance(buyer)).toBe(journey.oliverAfterSale + (buyerRow.totalPence ?? 0));
  await buyer.context().close();
});
