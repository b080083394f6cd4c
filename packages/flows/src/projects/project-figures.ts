import {
  investStrategies,
  type InvestStrategy,
  type Project,
  type ProjectImage,
  type ProjectStatus,
} from '@keystone/api';
import { parseCalendarDate, type CalendarDate } from '../rules/calendar-date.ts';
import { profitShareField, rateField, termField, type TermPrefix } from './project-strategies.ts';

// The figures a project card and the details page show (seed 001 §2 'Card', §9), the same on every screen.

/** Seed 001 §2: from these statuses on, the term's actual dates replace the planned ones (where they are known). */
export const ACTUAL_DATE_STATUSES: readonly ProjectStatus[] = [
  'FULLY_FUNDED_DEVELOPMENT_BEGAN',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
  'COMPLETE_SHORT_TERM',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG',
  'COMPLETE',
  'CANCELLED_NOT_PAID_OUT',
  'CANCELLED_PAID_OUT',
  'ARCHIVED',
];

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whole calendar months from `start` to `end`: 15 Jan → 14 Jul is 5, → 15 Jul is 6. A month ending on its last day
 * counts as whole when the start day does not exist in it (31 Jan → 28 Feb is 1). 0 when the end is not after
 * the start or either date is not a real date.
 */
export function monthsBetween(start: CalendarDate, end: CalendarDate): number {
  const from = parseCalendarDate(start);
  const to = parseCalendarDate(end);
  if (!from || !to) return 0;
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  const reachedStartDay = to.day >= from.day || to.day === lastDayOfMonth(to.year, to.month);
  if (!reachedStartDay) months -= 1;
  return Math.max(0, months);
}

type TermDates = { start: CalendarDate | null; end: CalendarDate | null };

/** The dates a term shows: the actual ones for the statuses of seed 001 §2, each falling back to the planned one. */
export function displayedTermDates(
  project: Pick<Project, 'status'> & Partial<Record<string, unknown>>,
  term: TermPrefix,
): TermDates {
  const date = (field: string) => {
    const value = project[termField(term, field)];
    return typeof value === 'string' ? value : null;
  };
  const useActual = ACTUAL_DATE_STATUSES.includes(project.status);
  return {
    start: (useActual ? date('ActualStartDate') : null) ?? date('StartDate'),
    end: (useActual ? date('ActualEndDate') : null) ?? date('EndDate'),
  };
}

/** The month count a card shows for a term: 0 for a project without a long term (the card then omits it). */
export function termMonths(project: Project, term: TermPrefix): number {
  if (term === 'long' && !project.allowLongTerm) return 0;
  const { start, end } = displayedTermDates(project, term);
  return start === null || end === null ? 0 : monthsBetween(start, end);
}

/** Percent of the target funded, to two decimals (45.68); 0 for a zero target. Not capped at 100. */
export function percentFunded(fundedPence: number, targetPence: number): number {
  if (targetPence <= 0) return 0;
  return Math.round((fundedPence * 10_000) / targetPence) / 100;
}

/** The pledge progress (seed 001 §2): the rounded percentage of the short funded sum over the short target. */
export function pledgeProgress(project: Pick<Project, 'shortFundedSumPence' | 'shortFundingTargetPence'>): number {
  if (project.shortFundingTargetPence <= 0) return 0;
  return Math.round((project.shortFundedSumPence * 100) / project.shortFundingTargetPence);
}

/** The card's image: the one flagged main, else the first; undefined for a project without images. */
export function mainImage(images: readonly ProjectImage[]): ProjectImage | undefined {
  return images.find((image) => image.main) ?? images[0];
}

/**
 * The yearly rate, in percent to two decimals, that an equity or sharia investor's share of the profit makes
 * (seed 001 §9): share % × profit ÷ target ÷ years, the years being the term's months ÷ 12. Null when a figure
 * is missing or the target or the period is zero.
 */
export function derivedExpectedRate(figures: {
  profitSharePercent: number | null;
  profitPence: number | null;
  targetPence: number;
  months: number;
}): number | null {
  const { profitSharePercent, profitPence, targetPence, months } = figures;
  if (profitSharePercent === null || profitPence === null || targetPence <= 0 || months <= 0) return null;
  const rate = (profitSharePercent * profitPence * 12) / (targetPence * months);
  return Math.round(rate * 100) / 100;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The rate a strategy offers for a term, or null when it is not offered. Debt rates are as set; an equity or sharia
 * rate is derived from the profit share and the actual profit, else the expected one, when both are known, and is
 * otherwise the rate as set.
 */
export function strategyRate(project: Project, term: TermPrefix, strategy: InvestStrategy): number | null {
  const record = project as unknown as Record<string, unknown>;
  const rate = numberOrNull(record[rateField(term, strategy)]);
  const shareField = profitShareField(term, strategy);
  if (rate === null || shareField === undefined) return rate;
  const derived = derivedExpectedRate({
    profitSharePercent: numberOrNull(record[shareField]),
    profitPence:
      numberOrNull(record[termField(term, 'ActualProfitPence')]) ??
      numberOrNull(record[termField(term, 'ExpectedProfitPence')]),
    targetPence: numberOrNull(record[termField(term, 'FundingTargetPence')]) ?? 0,
    months: termMonths(project, term),
  });
  return derived ?? rate;
}

/** 'Return up to': the highest rate any strategy offers in either term; null when none is offered. */
export function returnUpTo(project: Project): number | null {
  const terms: TermPrefix[] = project.allowLongTerm ? ['short', 'long'] : ['short'];
  const rates = terms
    .flatMap((term) => investStrategies.map((strategy) => strategyRate(project, term, strategy)))
    .filter((rate): rate is number => rate !== null);
  return rates.length === 0 ? null : Math.max(...rates);
}
