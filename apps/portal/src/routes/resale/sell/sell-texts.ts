import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import { RESALE_LISTING_DAYS } from '@keystone/flows/resale';
import { SELL_TRIGGER_TEXTS } from './sell-trigger-texts.ts';

/** The seller's sell dialog (issue 37 §1): its own words; the rules' messages and reasons are flows'. */
export const SELL_TEXTS = {
  ...SELL_TRIGGER_TEXTS,
  title: 'Sell this investment',
  description: (projectName: string) =>
    `List all or part of your investment in ${projectName} on the resale market, at its outstanding capital.`,
  notAllowedTitle: 'You cannot sell this investment now',
  outstanding: 'Outstanding capital',
  minimum: 'Least you can sell',
  amount: 'Capital to sell',
  amountHint: 'Whole pounds',
  sellAll: 'Sell all',
  sellAllOf: (outstandingPence: number) => `Sell all (${formatMoney(outstandingPence)})`,
  ifSoldToday: 'If it sells today',
  capital: 'Capital',
  accruedInterest: (asOf: string) => `Interest accrued to ${formatDate(asOf)}`,
  fee: (feeBasisPoints: number) => `Fee (${formatPercent(feeBasisPoints / 100)})`,
  feeTaken: (feePence: number) => `−${formatMoney(feePence)}`,
  receives: 'You receive',
  figuresFor: 'Enter an amount to see what you receive',
  buyerPays:
    'The buyer pays the capital and the interest accrued to the day of sale, which is yours; the fee is taken when it sells.',
  openFor: `Your listing is open for ${RESALE_LISTING_DAYS} days, and you can cancel it at any time before it sells.`,
  submit: 'List for sale',
  listed: (amountPence: number, expiresAt: string) =>
    `Your loan part is listed for sale: ${formatMoney(amountPence)} until ${formatDate(expiresAt)}, or until it sells.`,
  myListings: 'My listings',
  close: 'Close',
} as const;
