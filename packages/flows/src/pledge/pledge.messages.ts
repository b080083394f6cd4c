import { formatMoney } from '../format/index.ts';
import { MAX_TERM_DIFFERENCE_PENCE } from './pledge.constants.ts';

/** The pledge flow's words: the seed's word for word, and ours where the seed shows none (marked). */
export const PLEDGE_MESSAGES = {
  required: 'Field is required',
  insufficientFunds: 'The e-wallet has insufficient funds for the pledge',
  belowMinimum: 'Custom Amount shall be more than the Pledge Minimum',
  aboveRemaining: 'Custom Amount shall be less than the Remaining Amount',
  termDifference: `Long-term and short-term amounts may differ by at most ${formatMoney(MAX_TERM_DIFFERENCE_PENCE)}`,
  conditions: 'You must agree with terms and conditions',
  transferConfirmed: 'You must confirm transferred funds',
  processing: 'Processing investment...',
  paymentDetailsLoading: 'loading...',
  // Ours: the seed shows no words for these refusals.
  statement: 'You must accept the statement to pledge long term',
  amountNotChosen: 'Choose an amount to pledge',
  smsCodeWrong: 'The code is not correct',
  smsCodeExpired: 'The code has expired. Please send a new one',
  projectClosed: 'The project is no longer open for pledges',
  pledgeExpired: 'This pledge has expired. Please start again',
  strategyNotOffered: 'This strategy is not offered for the chosen term',
  kycNotApproved: 'Your KYC must be approved before you pledge',
  // Ours (issue 35): the e-wallet's refusal, said of the Innovative Finance ISA's cash.
  isaInsufficientFunds: 'Your Innovative Finance ISA has insufficient cash for the pledge',
} as const;
