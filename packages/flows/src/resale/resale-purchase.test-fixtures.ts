import type { ResaleListing, ResalePurchaseResult, ResalePurchaseStarted } from '@keystone/api';
import type { ResalePurchaseInput } from './resale-purchase.context.ts';

// Shared by the purchase flow's tests only: hand-made figures, in pence.

/** £5,000 of the mill's short term listed, all of it left; the minimum is £1,000. */
export const LISTING: ResaleListing = {
  id: 12,
  status: 'OPEN',
  own: false,
  investmentId: null,
  projectId: 7,
  projectTitle: 'Victoria Mill apartments',
  term: 'SHORT',
  investStrategy: 'DEBT',
  yearRatePercent: 7.3,
  termEndDate: '2027-06-30',
  listedPence: 500_000,
  remainingPence: 500_000,
  minimumPence: 100_000,
  feeBasisPoints: 50,
  listedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  closedAt: null,
  suspendedReason: null,
  figures: {
    asOf: '2026-11-24',
    capitalPence: 500_000,
    accruedInterestPence: 10_000,
    pricePence: 510_000,
    feePence: 2_500,
    sellerReceivesPence: 507_500,
  },
};

export const input: ResalePurchaseInput = { listing: LISTING };

export const STARTED: ResalePurchaseStarted = {
  purchaseId: 31,
  listingId: 12,
  expiresAt: '2026-11-24T21:30:00.000Z',
  figures: {
    asOf: '2026-11-24',
    capitalPence: 200_000,
    accruedInterestPence: 4_000,
    pricePence: 204_000,
    feePence: 1_000,
    sellerReceivesPence: 203_000,
  },
  agreement: 'JVBERi0xLjcK',
  agreementText: 'Assignment of a loan part KSR0000031',
};

export const BOUGHT: ResalePurchaseResult = {
  purchaseId: 31,
  listingId: 12,
  investmentId: 88,
  agreementId: 90,
  figures: STARTED.figures,
  settledAt: '2026-11-24T21:10:00.000Z',
};

export const WRONG_CODE = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'smsCode', message: 'The code is not correct' }],
};
export const CODE_ENDED = { errorCode: 20, message: 'Too many attempts. Please try again later.' };
export const RESEND_TOO_SOON = {
  errorCode: 20,
  message: 'Too many attempts. Please try again later.',
  retryAfterSeconds: 30,
};
export const INSUFFICIENT_FUNDS = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'amountPence', message: 'Your e-wallet does not hold enough for this price' }],
};
export const PURCHASE_EXPIRED = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'purchaseId', message: 'This purchase has expired. Please start again' }],
};
export const SOLD_OUT = { errorCode: 63, message: 'This loan part has just been sold to another investor' };
export const KYC_NOT_FINISHED = { errorCode: 15, message: 'Please finish your KYC before you invest' };
export const COOLING_OFF = { errorCode: 43, message: 'Your cooling-off period has not ended yet' };
export const SERVER_DOWN = { errorCode: 1, message: 'Something went wrong' };

export const DRAWN = 'data:image/png;base64,ZHJhd24=';
export const TYPED = 'data:image/png;base64,dHlwZWQ=';
