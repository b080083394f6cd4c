/** A calendar date as the contract carries it (`format: date`): 'YYYY-MM-DD'. */
export type CalendarDate = string;

export interface CalendarDateParts {
  year: number;
  month: number;
  day: number;
}

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The parts of a real date ('2023-02-29' is not one), or `undefined`. */
export function parseCalendarDate(value: string): CalendarDateParts | undefined {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/**
 * Today's calendar date where the platform lives. Rules take `today` as a parameter instead of
 * reading the clock, so the caller does `calendarDateIn(new Date())` once and tests pass a fixed date.
 */
export function calendarDateIn(instant: Date, timeZone = 'Europe/London'): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whole years from `born` to `on`. Someone born on 29 February comes of age on 1 March in
 * non-leap years, as UK law counts it: the birthday has not passed while (month, day) is before it.
 */
export function ageInYears(born: CalendarDateParts, on: CalendarDateParts): number {
  const birthdayPassed = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (birthdayPassed ? 0 : 1);
}
