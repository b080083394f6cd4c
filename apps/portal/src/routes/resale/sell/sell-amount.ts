import type { ResaleQuote } from '@keystone/api';
import { RESALE_AMOUNT_MESSAGES, validateResaleAmount } from '@keystone/flows/resale';
import { parsePounds } from '@keystone/flows/rules';

/** The amount as typed ('5,000'), in pence; `undefined` when it is not an amount of pounds. */
export const sellAmountPence = (typed: string): number | undefined => parsePounds(typed);

/**
 * flows' amount rule, side 'sell', on the text typed: empty is required, anything that is not pounds (or has pence)
 * asks for whole pounds, and the rest is `validateResaleAmount` against the quote's outstanding capital and minimum.
 */
export function sellAmountMessage(
  typed: string,
  quote: Pick<ResaleQuote, 'outstandingPence' | 'minimumPence'>,
): string | undefined {
  if (typed.trim() === '') return RESALE_AMOUNT_MESSAGES.required;
  const amountPence = sellAmountPence(typed);
  if (amountPence === undefined) return RESALE_AMOUNT_MESSAGES.wholePounds;
  return validateResaleAmount({
    amountPence,
    availablePence: quote.outstandingPence,
    minimumPence: quote.minimumPence,
    side: 'sell',
  });
}
