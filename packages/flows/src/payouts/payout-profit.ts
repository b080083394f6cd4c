/**
 * The profit investors are paid when a project's term ends (issue 13, 'Payments to investors'). Pure and exact:
 * pence and hundredths of a percent are integers, the arithmetic is BigInt, so no float ever decides a penny.
 *
 * - Days of an investment: whole days from the later of its invest date (UTC calendar day) and the term's start
 *   (actual, else planned) to the term's end (actual, else planned); never below 0.
 * - Exact profit of an investment: sum × yearRate / 100 × days / 365.
 * - The term's total profit is the sum of the exact profits rounded half down to the penny. Each investment gets
 *   its exact profit rounded down; the pennies that leaves short of the total go one each to the investments with
 *   the largest cut-off fractions (ties: the earlier in the list). So every item is its exact profit rounded down or
 *   up, and the items add up to the term's total: no penny vanishes and none is made up.
 * - A cancelled project returns the principal with no profit.
 */

import {
  rateHundredths,
  roundHalfDownPence,
  SIMPLE_INTEREST_DENOMINATOR,
  simpleInterestNumerator,
} from './simple-interest.ts';

const DAY_MS = 86_400_000;

export interface PayoutItemInput {
  sumPence: number;
  /** The strategy's yearly rate for the term, percent with at most two decimals. */
  yearRatePercent: number;
  investDays: number;
}

export interface PayoutItemProfit {
  profitPence: number;
  totalPence: number;
}

export interface TermWindow {
  /** 'YYYY-MM-DD': the term's actual start, else its planned start. */
  startDate: string;
  /** 'YYYY-MM-DD': the term's actual end, else its planned end. */
  endDate: string;
}

const utcDay = (date: Date): number => Math.floor(date.getTime() / DAY_MS);
const dayOf = (isoDate: string): number => utcDay(new Date(`${isoDate}T00:00:00Z`));

/** Whole days an investment earns in the term. */
export function investDays(investAt: Date, term: TermWindow): number {
  const from = Math.max(utcDay(investAt), dayOf(term.startDate));
  return Math.max(0, dayOf(term.endDate) - from);
}

/** The rate earned over `days`, percent rounded half up to two decimals (what the payments screen shows). */
export function termRatePercent(yearRatePercent: number, days: number): number {
  return Math.round((rateHundredths(yearRatePercent) * days) / 365) / 100;
}

/** Each item's profit and total, in the order given (see the rule at the top of this file). */
export function payoutProfits(items: readonly PayoutItemInput[], options: { cancelled: boolean }): PayoutItemProfit[] {
  if (options.cancelled) return items.map((item) => ({ profitPence: 0, totalPence: item.sumPence }));
  const exact = items.map((item) => {
    const numerator = simpleInterestNumerator(item.sumPence, item.yearRatePercent, item.investDays);
    return {
      floor: numerator / SIMPLE_INTEREST_DENOMINATOR,
      cutOff: numerator % SIMPLE_INTEREST_DENOMINATOR,
      numerator,
    };
  });
  const totalNumerator = exact.reduce((sum, item) => sum + item.numerator, 0n);
  const leftOver = roundHalfDownPence(totalNumerator) - exact.reduce((sum, item) => sum + item.floor, 0n);
  const byLargestCutOff = exact
    .map((item, index) => ({ index, cutOff: item.cutOff }))
    .sort((a, b) => (a.cutOff === b.cutOff ? a.index - b.index : a.cutOff > b.cutOff ? -1 : 1));
  const extraPenny = new Set(byLargestCutOff.slice(0, Number(leftOver)).map((item) => item.index));
  return items.map((item, index) => {
    const profitPence = Number((exact[index]?.floor ?? 0n) + (extraPenny.has(index) ? 1n : 0n));
    return { profitPence, totalPence: item.sumPence + profitPence };
  });
}
