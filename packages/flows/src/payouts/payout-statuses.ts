import type { PaymentRow, ProjectStatus } from '@keystone/api';

/** 'Calculate profit' is enabled only in these statuses (seed 001, 'Project payments screen'). */
export const PAYOUT_CALCULATION_STATUSES: readonly ProjectStatus[] = [
  'FULLY_FUNDED_DEVELOPMENT_BEGAN',
  'COMPLETE_SHORT_TERM',
  'CANCELLED_NOT_PAID_OUT',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG',
];

/**
 * 'Make payments' and 'Make Payment' need one of those statuses, or FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: the
 * status machine's SYSTEM_SHORT_TERM_PAYOUTS_STARTED puts a project there once its short-term payouts begin, and a
 * FAILED row must still be payable until every row is paid.
 */
export const PAYOUT_PAYMENT_STATUSES: readonly ProjectStatus[] = [
  ...PAYOUT_CALCULATION_STATUSES,
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
];

export const canCalculatePayouts = (status: ProjectStatus): boolean => PAYOUT_CALCULATION_STATUSES.includes(status);
export const canMakePayouts = (status: ProjectStatus): boolean => PAYOUT_PAYMENT_STATUSES.includes(status);

/** 'Make payments' (the screen's button and the server's check): a paying status and a profit on the first row. */
export function canMakePayments(status: ProjectStatus, firstRow: Pick<PaymentRow, 'profitPence'> | undefined): boolean {
  return canMakePayouts(status) && firstRow !== undefined && firstRow.profitPence !== null;
}

/**
 * The seed's words for the retry a FAILED payout offers (seed 001 'Project payments screen'), also offered for a
 * share of money recovered held for an investor whose account was not active.
 */
export const MAKE_PAYMENT_LABEL = 'Make Payment';

/** A row whose payment failed offers 'Make Payment' (a retry of that row alone). */
export function canRetryPayment(row: Pick<PaymentRow, 'status'>): boolean {
  return row.status === 'FAILED';
}

/** Code 17's words for a payment id that is not one of the project's payment rows. */
export const PAYMENT_NOT_FOUND = 'Payment does not exist';

/**
 * Why a payout row FAILS, and why a share of money recovered is held rather than paid: the investor's account was
 * deactivated, so nothing may be paid into it until it is active again.
 */
export const INACTIVE_INVESTOR = "The investor's account is not active";
