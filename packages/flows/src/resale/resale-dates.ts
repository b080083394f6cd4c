import { calendarDateIn, type CalendarDate } from '../rules/calendar-date.ts';
import {
  RESALE_CLOSED_BEFORE_END_DAYS,
  RESALE_FIRST_SALE_AFTER_DAYS,
  RESALE_LISTING_DAYS,
} from './resale.constants.ts';

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` ('YYYY-MM-DD' arithmetic in UTC, where every day has 24 hours). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first London date on which an investment held since `heldSince` may be sold. */
export function firstSaleDate(heldSince: Date): CalendarDate {
  return addCalendarDays(calendarDateIn(heldSince), RESALE_FIRST_SALE_AFTER_DAYS);
}

/** The last London date on which a part of a loan repaid on `termEndDate` may be sold. */
export function lastSaleDate(termEndDate: CalendarDate): CalendarDate {
  return addCalendarDays(termEndDate, -RESALE_CLOSED_BEFORE_END_DAYS - 1);
}

/** When a listing made at `listedAt` expires. */
export function listingExpiresAt(listedAt: Date): Date {
  return new Date(listedAt.getTime() + RESALE_LISTING_DAYS * DAY_MS);
}
