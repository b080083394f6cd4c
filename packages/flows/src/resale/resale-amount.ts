import { RESALE_AMOUNT_STEP_PENCE } from './resale.constants.ts';
import { RESALE_AMOUNT_MESSAGES } from './resale.messages.ts';

export interface ResaleAmountCheck {
  amountPence: number | undefined;
  /** What may be sold (the investment's outstanding capital) or bought (what is left of the listing). */
  availablePence: number;
  /** The project's minimum pledge for the term. */
  minimumPence: number;
  side: 'sell' | 'buy';
}

/**
 * The least that may be listed or bought: the project's minimum pledge, or all that is available when that is less
 * (an investment made with the project's last, smaller slice is sold whole).
 */
export const resaleMinimumPence = (availablePence: number, minimumPence: number) =>
  Math.min(minimumPence, availablePence);

/**
 * Whole pounds, at least the minimum, at most what is available, and leaving nothing or at least the minimum behind
 * (issue 37 §1, the same rule for the listing and the purchase): the message to show, or `undefined`.
 */
export function validateResaleAmount({ amountPence, availablePence, minimumPence, side }: ResaleAmountCheck) {
  if (amountPence === undefined) return RESALE_AMOUNT_MESSAGES.required;
  if (!Number.isSafeInteger(amountPence) || amountPence % RESALE_AMOUNT_STEP_PENCE !== 0) {
    return RESALE_AMOUNT_MESSAGES.wholePounds;
  }
  const minimum = resaleMinimumPence(availablePence, minimumPence);
  if (amountPence < minimum || amountPence <= 0) return RESALE_AMOUNT_MESSAGES.belowMinimum[side](minimum);
  if (amountPence > availablePence) return RESALE_AMOUNT_MESSAGES.aboveAvailable[side](availablePence);
  const left = availablePence - amountPence;
  if (left > 0 && left < minimumPence) return RESALE_AMOUNT_MESSAGES.leavesTooLittle[side](left, minimumPence);
  return undefined;
}
