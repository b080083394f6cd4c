import { createApiClient, type User } from '@keystone/api';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import {
  LISTING_NOT_FOR_SALE_MESSAGES,
  RESALE_AMOUNT_MESSAGES,
  RESALE_BLOCK_MESSAGES,
  resaleFigures,
} from '@keystone/flows/resale';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoResaleListings, demoTermWindow, demoUsers } from '../fixtures/index.ts';
import { handlerList } from './handlers.ts';
import { forgetMockMemory } from './mock-memory.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { mockTokenFor } from './session.ts';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => forgetMockMemory());

const client = (user: User) =>
  createApiClient({ baseUrl: 'http://localhost:3000/api', getToken: () => mockTokenFor(user) });
const olivia = client(demoUsers.approvedInvestor);
const oliver = client(demoUsers.coInvestor);
const demo = (id: number) => {
  const found = demoResaleListings.find((entry) => entry.listing.id === id);
  if (!found) throw new Error(`no demo listing ${id}`);
  return found;
};

describe('the resale mocks answer by flows’ rules', () => {
  it('show an investor the others’ open listings, soonest to expire first, never their own', async () => {
    const { data } = await oliver.GET('/resale/listings');

    const ids = data?.items.map((listing) => listing.id);
    expect(ids).not.toContain(3);
    expect(data?.items.every((listing) => ['OPEN', 'PARTLY_SOLD'].includes(listing.status))).toBe(true);
    expect(data?.items.map((listing) => listing.expiresAt)).toEqual(
      [...(data?.items ?? [])].map((listing) => listing.expiresAt).sort(),
    );
    expect(data?.items.every((listing) => listing.investmentId === null && !listing.own)).toBe(true);
  });

  it('derive the figures with resaleFigures, for what is left', () => {
    const { listing, investment, project } = demo(2);
    expect(listing.figures.capitalPence).toBe(listing.remainingPence);
    expect(listing.figures.pricePence).toBe(listing.figures.capitalPence + listing.figures.accruedInterestPence);
    expect(listing.figures).toEqual(
      resaleFigures({
        capitalPence: listing.remainingPence,
        yearRatePercent: listing.yearRatePercent,
        investAt: new Date(investment.at),
        window: demoTermWindow(project.project, listing.term),
        saleDate: listing.figures.asOf,
        feeBasisPoints: listing.feeBasisPoints,
      }),
    );
  });

  it('refuse to list an investment already listed (409 code 62, in flows’ words)', async () => {
    const { error } = await olivia.POST('/resale/listings', {
      body: { investmentId: demo(1).investmentId, amountPence: 100_000 },
    });

    expect(error).toMatchObject({ errorCode: 62, message: RESALE_BLOCK_MESSAGES.listed });
  });

  it('refuse the seller’s own listing and a closed one (409 code 63)', async () => {
    const own = await oliver.POST('/resale/purchases', { body: { listingId: 3, amountPence: 100_000 } });
    const sold = await oliver.POST('/resale/purchases', { body: { listingId: 5, amountPence: 100_000 } });

    expect(own.error).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.own });
    expect(sold.error).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.sold });
  });

  it('refuse an amount that would leave too little for sale, on amountPence', async () => {
    const { error } = await oliver.POST('/resale/purchases', { body: { listingId: 1, amountPence: 450_000 } });

    expect(error?.fieldErrors).toEqual([
      { field: 'amountPence', message: RESALE_AMOUNT_MESSAGES.leavesTooLittle.buy(50_000, 100_000) },
    ]);
  });

  it('settle what was started: the listing is partly sold, and a wrong code is refused first', async () => {
    const started = await oliver.POST('/resale/purchases', { body: { listingId: 1, amountPence: 200_000 } });
    const purchaseId = started.data?.purchaseId ?? 0;
    const path = { params: { path: { id: purchaseId } } };

    const wrong = await oliver.PUT('/resale/purchases/{id}', {
      ...path,
      body: { signatureBase64: 'data:image/png;base64,AA==', smsCode: '000000' },
    });
    const bought = await oliver.PUT('/resale/purchases/{id}', {
      ...path,
      body: { signatureBase64: 'data:image/png;base64,AA==', smsCode: MOCK_SMS_CODE },
    });
    const after = await oliver.GET('/resale/listings/{id}', { params: { path: { id: 1 } } });

    expect(wrong.error?.fieldErrors).toEqual([{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }]);
    expect(bought.data?.figures).toEqual(started.data?.figures);
    expect(after.data?.listing).toMatchObject({ status: 'PARTLY_SOLD', remainingPence: 300_000 });
  });
});
