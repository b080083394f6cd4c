import type { ResaleListingStatus } from '@keystone/api';
import { formatDate, formatMoney } from '../format/index.ts';
import type { CalendarDate } from '../rules/calendar-date.ts';
import { RESALE_CLOSED_BEFORE_END_DAYS, RESALE_FIRST_SALE_AFTER_DAYS } from './resale.constants.ts';

/**
 * Why an investment may not be sold now, in our own plain English (no FCA or HMRC wording prescribes these): the
 * seller reads one of them in the sell dialog, in the 409 code 62 answer, and, when a listing is suspended for it,
 * in the notification and e-mail.
 */
export const RESALE_BLOCK_MESSAGES = {
  notPaid: 'Only an investment that has been paid for can be sold',
  notRunning: 'This loan is not running, so its parts cannot be sold',
  late: 'A repayment on this loan is late, so its parts cannot be sold until it is back on time',
  inDefault: 'This loan is in default, so its parts cannot be sold',
  inRecovery: 'This loan is in recovery, so its parts cannot be sold',
  closed: 'This loan is closed, so its parts cannot be sold',
  nearEnd: (termEndDate: CalendarDate) =>
    `This loan is repaid on ${formatDate(termEndDate)}: parts cannot be sold in its last ${RESALE_CLOSED_BEFORE_END_DAYS} days`,
  tooNew: (firstSaleDate: CalendarDate) =>
    `You can sell this investment from ${formatDate(firstSaleDate)}, ${RESALE_FIRST_SALE_AFTER_DAYS} days after it became yours`,
  listed: 'This investment is already listed for sale',
} as const;

/** Why a listing cannot be bought (409 code 63), by what became of it. */
export const LISTING_NOT_FOR_SALE_MESSAGES = {
  sold: 'This loan part has just been sold to another investor',
  cancelled: 'The seller has withdrawn this loan part from sale',
  expired: 'This listing has expired',
  suspended: 'This listing is suspended',
  own: 'This is your own listing: you cannot buy it',
  notEnoughLeft: (leftPence: number) => `Only ${formatMoney(leftPence)} of this loan part is still for sale`,
} as const;

/** Why a listing in `status` cannot be bought (409 code 63), by what became of it; undefined: it is for sale. */
export function listingNotForSaleMessage(status: ResaleListingStatus): string | undefined {
  switch (status) {
    case 'OPEN':
    case 'PARTLY_SOLD':
      return undefined;
    case 'SOLD':
      return LISTING_NOT_FOR_SALE_MESSAGES.sold;
    case 'CANCELLED':
      return LISTING_NOT_FOR_SALE_MESSAGES.cancelled;
    case 'EXPIRED':
      return LISTING_NOT_FOR_SALE_MESSAGES.expired;
    case 'SUSPENDED':
      return LISTING_NOT_FOR_SALE_MESSAGES.suspended;
  }
}

/** The amount rule's words, for the seller listing and the buyer buying (400 code 2 on `amountPence`). */
export const RESALE_AMOUNT_MESSAGES = {
  required: 'Field is required',
  wholePounds: 'Please enter a whole number of pounds',
  belowMinimum: {
    sell: (min: number) => `The least you can sell is ${formatMoney(min)}`,
    buy: (min: number) => `The least you can buy is ${formatMoney(min)}`,
  },
  aboveAvailable: {
    sell: (available: number) => `You can sell at most ${formatMoney(available)}`,
    buy: (available: number) => `Only ${formatMoney(available)} is for sale`,
  },
  leavesTooLittle: {
    sell: (left: number, min: number) =>
      `This would leave you ${formatMoney(left)}, less than the ${formatMoney(min)} minimum: sell all of it, or keep at least ${formatMoney(min)}`,
    buy: (left: number, min: number) =>
      `This would leave ${formatMoney(left)} for sale, less than the ${formatMoney(min)} minimum: buy all of it, or leave at least ${formatMoney(min)}`,
  },
  insufficientFunds: 'Your e-wallet does not hold enough for this price',
  purchaseExpired: 'This purchase has expired. Please start again',
} as const;
