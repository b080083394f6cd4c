// Calendar dates (`2025-03-09`) have no time zone: shown as written. Timestamps are shown in UK time,
// whatever the zone of the machine that renders them.
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

const dateInUtc = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateInLondon = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const dateTimeInLondon = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const yearInLondon = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/** The calendar year in the UK at that moment: `formatYear(new Date('2027-01-01T00:30:00+01:00'))` is `2026`. */
export function formatYear(value: Date): string {
  return yearInLondon.format(value);
}

function toDate(value: string | Date): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** `2025-03-09` or an ISO timestamp → `09/03/2025`. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && calendarDate.test(value)) return dateInUtc.format(toDate(value));
  return dateInLondon.format(toDate(value));
}

/** An ISO timestamp → `09/03/2025, 14:05` in UK time. */
export function formatDateTime(value: string | Date): string {
  return dateTimeInLondon.format(toDate(value));
}

const timeOnDayInLondon = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/London',
});

/** An ISO timestamp → `14:32 on Wednesday 2 December` in UK time (GMT or BST, whichever applies that day). */
export function formatTimeOnDay(value: string | Date): string {
  const parts = Object.fromEntries(
    timeOnDayInLondon.formatToParts(toDate(value)).map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return `${parts.hour}:${parts.minute} on ${parts.weekday} ${parts.day} ${parts.month}`;
}

const exactDateTimeInLondon = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
  timeZone: 'Europe/London',
});

/**
 * An ISO timestamp → `15/01/2025, 14:05:32 GMT` (or BST): London time to the second, with its zone, where a record
 * is evidence (an agreement's signature and log).
 */
export function formatExactDateTime(value: string | Date): string {
  return exactDateTimeInLondon.format(toDate(value));
}
