import type { ResaleListing } from '@keystone/api';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { REPAYMENT_LINE_KIND_LABELS } from '@keystone/flows/payouts';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS, PROJECT_STATUS_LABELS } from '@keystone/flows/projects';
import { LISTING_NOT_FOR_SALE_MESSAGES } from '@keystone/flows/resale';
import { RESALE_MARKET_TEXTS } from '../market/resale-market-texts.ts';

/** The words of a listing's page and of buying from it (issue 37 §2). */
export const RESALE_LISTING_TEXTS = {
  backToMarket: 'Back to the resale market',
  invalid: 'There is no such listing.',
  heading: (listing: Pick<ResaleListing, 'projectTitle'>) => `${listing.projectTitle}: loan part for sale`,
  projectStatus: 'Project status',
  statusLabels: PROJECT_STATUS_LABELS,
  repayment: 'Repayment',
  termLabels: INVESTMENT_TERM_LABELS,
  strategyLabels: INVEST_STRATEGY_LABELS,
  term: 'Term',
  rate: 'Rate a year',
  termEnd: 'Repaid on',
  forSale: 'Capital for sale',
  minimum: 'The least you can buy',
  openUntil: 'Open until',
  projectLink: 'See the project and its updates',
  // The figures of what is for sale, today.
  figuresTitle: (asOf: string) => `Its price on ${formatDate(asOf)}`,
  capital: 'Capital',
  accruedInterest: 'Interest it has earned so far',
  price: 'Price',
  priceHint:
    'You pay the capital and the interest it has earned so far, which goes to the seller. From the day you buy, its interest is yours, paid with the capital when the term ends.',
  // The part's schedule.
  scheduleTitle: 'What the part is expected to pay',
  scheduleCaption: 'Expected payments of the part for sale',
  scheduleDue: 'Due',
  schedulePayment: 'Payment',
  scheduleExpected: 'Expected',
  kindLabels: REPAYMENT_LINE_KIND_LABELS,
  scheduleEmpty: 'No payment is scheduled yet.',
  // Whether it can be bought.
  own: LISTING_NOT_FOR_SALE_MESSAGES.own,
  notForSale: {
    SOLD: LISTING_NOT_FOR_SALE_MESSAGES.sold,
    CANCELLED: LISTING_NOT_FOR_SALE_MESSAGES.cancelled,
    EXPIRED: LISTING_NOT_FOR_SALE_MESSAGES.expired,
    SUSPENDED: LISTING_NOT_FOR_SALE_MESSAGES.suspended,
  },
  buy: 'Buy this loan part',
  // The buy flow.
  flowLabel: 'Buy a loan part',
  steps: ['Amount', 'Review', 'Sign', 'Done'] as const,
  amountTitle: 'How much would you like to buy?',
  amount: 'Capital to buy',
  amountHint: (listing: Pick<ResaleListing, 'remainingPence' | 'minimumPence'>) =>
    `Whole pounds, from ${formatMoney(Math.min(listing.minimumPence, listing.remainingPence))} to ${formatMoney(listing.remainingPence)}.`,
  buyAll: (remainingPence: number) => `Buy all of it: ${formatMoney(remainingPence)}`,
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  starting: 'Preparing your assignment…',
  reviewTitle: 'Review the assignment',
  reviewIntro:
    'The seller assigns this part of the loan to you. Read the assignment in full, then sign it with the code we send to your phone.',
  assignmentLabel: 'The assignment as text',
  readConfirm: AGREEMENT_TEXTS.readConfirm,
  readFirst: 'Read the assignment to its end, or open it as a PDF, to go on.',
  signTitle: 'Sign the assignment',
  sign: 'Sign',
  codeDescription: 'We sent a code by SMS to your phone. Enter it to sign the assignment and pay.',
  settling: 'Paying for your loan part…',
  boughtTitle: 'You bought the loan part',
  bought: (capitalPence: number, pricePence: number, projectTitle: string) =>
    `You bought ${formatMoney(capitalPence)} of ${projectTitle} for ${formatMoney(pricePence)}, paid from your e-wallet. Your signed assignment is in your agreements.`,
  seeAssignment: 'See the signed assignment',
  toDashboard: 'Go to your dashboard',
  refusedTitle: 'You cannot buy this loan part',
  expiredTitle: 'This purchase has expired',
  startAgain: 'Start again',
  startFailed: 'Your assignment could not be prepared.',
  settleFailed: 'Your purchase could not be completed.',
  retry: 'Try again',
  market: RESALE_MARKET_TEXTS.title,
} as const;
