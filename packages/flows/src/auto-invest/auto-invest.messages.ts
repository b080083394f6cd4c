import type { AutoInvestSkipReason } from '@keystone/api';

/**
 * The rules' messages, in our own plain English (no FCA wording prescribes them). None of them suggests investing
 * more: they say only what a rule needs to be valid.
 */
export const AUTO_INVEST_MESSAGES = {
  wholePounds: 'Please enter an amount in whole pounds',
  amountTooSmall: 'Please enter at least £1',
  totalBelowAmount: 'The total to keep invested must be at least the amount per project',
  rateInvalid: 'Please enter a rate between 0% and 100%, to two decimal places at most',
  termInvalid: 'Please enter a number of months between 1 and 120',
  termsRequired: 'Please choose at least one term',
  shareAboveMaximum: (maxSharePercent: number) => `The share can be at most ${maxSharePercent}%`,
  authorityExpired: 'This authority was not signed in time. Please start again',
} as const;

/**
 * Why an allocation was skipped, as the investor reads it in their history, the notification and its e-mail: what
 * happened and, where there is one, what they can do, never a nudge to invest more.
 */
export const AUTO_INVEST_SKIP_REASONS: Record<AutoInvestSkipReason, string> = {
  NOT_ENOUGH_MONEY: 'The account your rules pay from held less than the project’s minimum investment',
  TOTAL_REACHED: 'Your money invested had reached the total you set',
  SHARE_BELOW_MINIMUM: 'Your fair share came to less than the project’s minimum investment',
  RULES_PAUSED: 'Your auto-invest was paused',
  RULES_ENDED: 'Your auto-invest had ended',
  KYC_NOT_APPROVED: 'Your identity checks are not approved',
  CONSUMER_JOURNEY_NOT_DONE: 'You have not finished reading the risk warning',
  COOLING_OFF_NOT_ENDED: 'Your 24-hour cooling-off period had not ended',
  DECLARATION_NOT_CURRENT: 'Your investor declaration was not current',
  EVERYDAY_INVESTOR_LIMIT: 'It would have taken you past the everyday investor’s 10% limit',
  ISA_NOT_OPEN: 'Your rules pay from an Innovative Finance ISA, which is not open',
  ISA_ALLOWANCE_EXCEEDED: 'Your ISA allowance for this tax year was used up',
  PROJECT_CLOSED: 'The project closed before your turn',
};
