import type { ResaleFigures } from '@keystone/api';
import type { TermWindow } from '../payouts/payout-profit.ts';
import { roundHalfDownPence, simpleInterestNumerator } from '../payouts/simple-interest.ts';
import { calendarDateIn, type CalendarDate } from '../rules/calendar-date.ts';
import { calendarDaysBetween } from './resale-dates.ts';

export interface ResaleFiguresInput {
  capitalPence: number;
  /** The investment's yearly rate for its term and strategy, percent with at most two decimals. */
  yearRatePercent: number;
  /** Where the part's interest runs from: when the pledge was paid, whoever holds it now (the payouts' invest date). */
  investAt: Date;
  window: TermWindow;
  /** The day of sale, London date. */
  saleDate: CalendarDate;
  feeBasisPoints: number;
}

/**
 * Whole days of interest the part has earned by the day of sale: from the later of its invest date and the term's
 * start, to the day of sale, never past the term's end, never below 0. The payouts count the same days
 * (`investDays`), so the interest a buyer pays the seller is the part of the payout the seller has earned.
 */
export function accruedDays(input: Pick<ResaleFiguresInput, 'investAt' | 'window' | 'saleDate'>): number {
  const from = [calendarDateIn(input.investAt, 'UTC'), input.window.startDate].sort().at(-1) ?? input.window.startDate;
  const to = input.saleDate < input.window.endDate ? input.saleDate : input.window.endDate;
  return Math.max(0, calendarDaysBetween(from, to));
}

/** The seller's fee on the capital sold, rounded down to the penny (in the seller's favour). */
export function resaleFeePence(capitalPence: number, feeBasisPoints: number): number {
  return Number((BigInt(capitalPence) * BigInt(feeBasisPoints)) / 10_000n);
}

/**
 * A sale's money (issue 37 §1): the buyer pays the capital plus the interest accrued to the day of sale (simple
 * interest, exact in integers, rounded half down as the payouts round a term's total); the interest goes to the
 * seller; the seller pays the fee, taken at settlement. Later payouts go to the holder on the day they are computed,
 * for the part's whole term: so each side is paid interest for the days they held it.
 */
export function resaleFigures(input: ResaleFiguresInput): ResaleFigures {
  const days = accruedDays(input);
  const accruedInterestPence = Number(
    roundHalfDownPence(simpleInterestNumerator(input.capitalPence, input.yearRatePercent, days)),
  );
  const pricePence = input.capitalPence + accruedInterestPence;
  const feePence = resaleFeePence(input.capitalPence, input.feeBasisPoints);
  return {
    asOf: input.saleDate,
    capitalPence: input.capitalPence,
    accruedInterestPence,
    pricePence,
    feePence,
    sellerReceivesPence: pricePence - feePence,
  };
}
