import { calendarDateIn, type CalendarDate } from '../rules/calendar-date.ts';

/**
 * The UK tax year runs from 6 April to 5 April (HMRC), in London time: a payment at 00:30 BST on 6 April belongs to
 * the new year. A tax year is named by the year it starts in: 2026 is 6 April 2026 to 5 April 2027, '2026/27'.
 */
export type TaxYear = number;

/** The tax year an instant falls in, judged by its calendar date in London. */
export function taxYearOf(instant: Date): TaxYear {
  return taxYearOfDate(calendarDateIn(instant));
}

/** The tax year a London calendar date ('YYYY-MM-DD') falls in. */
export function taxYearOfDate(date: CalendarDate): TaxYear {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '04-06' ? year : year - 1;
}

/** Its first and last days: 6 April and the next 5 April. */
export function taxYearDates(taxYear: TaxYear): { firstDay: CalendarDate; lastDay: CalendarDate } {
  return { firstDay: `${taxYear}-04-06`, lastDay: `${taxYear + 1}-04-05` };
}

/**
 * Its bounds as instants, `start` inclusive and `end` exclusive: midnight in London at the start of 6 April and of
 * the next 6 April (BST then, so 23:00 UTC on 5 April).
 */
export function taxYearBounds(taxYear: TaxYear): { start: Date; end: Date } {
  return { start: londonMidnight(taxYear, 4, 6), end: londonMidnight(taxYear + 1, 4, 6) };
}

/** '2026/27'. */
export function taxYearLabel(taxYear: TaxYear): string {
  return `${taxYear}/${String((taxYear + 1) % 100).padStart(2, '0')}`;
}

/** Midnight at the start of a London calendar day, as an instant. */
function londonMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // London is UTC or UTC+1: midnight there is midnight UTC or an hour before it. The later candidate whose London
  // date is already the day is the start of the day.
  const bstMidnight = new Date(utcMidnight - 60 * 60 * 1000);
  const wanted = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return calendarDateIn(bstMidnight) === wanted ? bstMidnight : new Date(utcMidnight);
}
