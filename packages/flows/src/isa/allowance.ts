import { formatMoney } from '../format/money.ts';
import { taxYearDates, type TaxYear } from '../tax/tax-year.ts';

/**
 * The overall ISA subscription limit for a tax year: £20,000 across all of a person's ISAs (HMRC guidance for ISA
 * managers, 'ISA subscription limits'; the Individual Savings Account Regulations 1998, regulation 4ZA(1)).
 */
export const ISA_ALLOWANCE_PENCE = 2_000_000;

/** One row of the ISA's register (`isa_movements`) of the tax year, as the allowance reads it. */
export interface IsaMovementOfYear {
  kind: 'SUBSCRIPTION' | 'WITHDRAWAL' | 'TRANSFER_IN' | 'TRANSFER_OUT';
  amountPence: number;
  /** Of a subscription: the part that paid back money withdrawn earlier in the year (uses no allowance). */
  replacementPence: number;
  /** Of a transfer: the part that is this tax year's subscriptions. */
  currentYearPence: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
}

export interface IsaAllowance {
  limitPence: number;
  /** Subscriptions to this ISA this tax year that use allowance (replacements do not), transfers in of this year's. */
  usedHerePence: number;
  /** What the investor declared they subscribed to other ISAs this tax year. */
  otherIsasPence: number;
  /** What may still be subscribed this tax year, to any ISA: never below 0. */
  leftPence: number;
  /** Withdrawn from this ISA this tax year. */
  withdrawnPence: number;
  /** Withdrawn this year and not yet paid back: may be paid back without using allowance (a flexible ISA). */
  replaceablePence: number;
}

/**
 * The tax year's allowance over its movements (HMRC guidance for ISA managers, 'Flexible ISAs': money withdrawn may
 * be replaced in the same tax year without counting towards the subscription limit, whether it was subscribed in
 * this year or earlier ones; money withdrawn in an earlier year cannot). A PENDING movement counts, so two requests side by side cannot pass the limit
 * together; a FAILED one counts for nothing. Withdrawals first count against this year's subscriptions; a withdrawal
 * never gives allowance back, it only makes `replaceablePence`, paid back first by the next subscriptions. A transfer out takes its current-year part with it: those
 * subscriptions now count at the receiving manager, and the investor declares them there (not here).
 */
export function isaAllowance({
  movements,
  otherIsasPence,
}: {
  movements: readonly IsaMovementOfYear[];
  otherIsasPence: number;
}): IsaAllowance {
  let subscribedPence = 0;
  let replacedPence = 0;
  let transferredInPence = 0;
  let withdrawnPence = 0;
  for (const movement of movements) {
    if (movement.status === 'FAILED') continue;
    if (movement.kind === 'SUBSCRIPTION') {
      subscribedPence += movement.amountPence - movement.replacementPence;
      replacedPence += movement.replacementPence;
    } else if (movement.kind === 'TRANSFER_IN') transferredInPence += movement.currentYearPence;
    else if (movement.kind === 'WITHDRAWAL') withdrawnPence += movement.amountPence;
  }
  const usedHerePence = subscribedPence + transferredInPence;
  const leftPence = Math.max(0, ISA_ALLOWANCE_PENCE - usedHerePence - otherIsasPence);
  return {
    limitPence: ISA_ALLOWANCE_PENCE,
    usedHerePence,
    otherIsasPence,
    leftPence,
    withdrawnPence,
    replaceablePence: Math.max(0, withdrawnPence - replacedPence),
  };
}

/** A subscription's parts: the replacement first, up to what may be paid back, then the rest from the allowance. */
export function splitSubscription(
  amountPence: number,
  allowance: Pick<IsaAllowance, 'replaceablePence'>,
): { replacementPence: number; allowancePence: number } {
  const replacementPence = Math.min(amountPence, allowance.replaceablePence);
  return { replacementPence, allowancePence: amountPence - replacementPence };
}

/** Whether a subscription fits: its allowance part at most what is left. */
export function subscriptionFits(amountPence: number, allowance: IsaAllowance): boolean {
  return splitSubscription(amountPence, allowance).allowancePence <= allowance.leftPence;
}

/**
 * The refusal of a subscription above what is left (code 53): how much more and until when, in plain English.
 * `leftPence` is what the investor may still pay in: the allowance left and, with a flexible ISA, what they withdrew
 * this year and may pay back.
 */
export function isaAllowanceExceededMessage(leftPence: number, taxYear: TaxYear): string {
  const end = taxYearEndWords(taxYear);
  return leftPence === 0
    ? `You have used this tax year's ISA allowance. You can pay into ISAs again after the tax year ends on ${end}.`
    : `You can pay ${formatMoney(leftPence)} more into ISAs this tax year, which ends on ${end}.`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '5 April 2027' for the tax year 2026. */
export function taxYearEndWords(taxYear: TaxYear): string {
  const { lastDay } = taxYearDates(taxYear);
  return `${Number(lastDay.slice(8, 10))} ${MONTHS[Number(lastDay.slice(5, 7)) - 1]} ${lastDay.slice(0, 4)}`;
}

export const ISA_AMOUNT_MESSAGES = {
  otherIsasRange: 'Enter an amount from £0 to £20,000 in whole pounds',
} as const;

/** What was paid into other ISAs this tax year, as typed: whole pounds from £0 to the allowance. */
export function validateOtherIsasAmount(value: string | number | null | undefined): string | undefined {
  const text = String(value ?? '').trim();
  if (!/^£?\d{1,3}(,?\d{3})*$|^£?\d+$/.test(text)) return ISA_AMOUNT_MESSAGES.otherIsasRange;
  const pence = Number(text.replace(/[£,]/g, '')) * 100;
  return pence <= ISA_ALLOWANCE_PENCE ? undefined : ISA_AMOUNT_MESSAGES.otherIsasRange;
}

/** The pence of an amount `validateOtherIsasAmount` accepted. */
export function otherIsasAmountPence(value: string): number {
  return Number(value.trim().replace(/[£,]/g, '')) * 100;
}
