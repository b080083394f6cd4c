import { describe, expect, it } from 'vitest';
import { ageInYears, calendarDateIn, parseCalendarDate } from './calendar-date.ts';

describe('parseCalendarDate', () => {
  it('reads a real date', () => {
    expect(parseCalendarDate('1990-07-15')).toEqual({ year: 1990, month: 7, day: 15 });
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '1990-13-01',
    '1990-00-10',
    '1990-04-31',
    '1990-01-00',
    '15/07/1990',
    '1990-7-15',
    '1990-07-15T00:00:00Z',
    '',
  ])('refuses %s', (value) => {
    expect(parseCalendarDate(value)).toBeUndefined();
  });
});

describe('calendarDateIn', () => {
  it('gives the London date of an instant', () => {
    expect(calendarDateIn(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(calendarDateIn(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });

  it('takes another time zone', () => {
    expect(calendarDateIn(new Date('2026-01-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-02-01');
  });
});

describe('ageInYears', () => {
  const born = { year: 2000, month: 5, day: 20 };

  it('counts a birthday reached today', () => {
    expect(ageInYears(born, { year: 2018, month: 5, day: 20 })).toBe(18);
  });

  it('does not count a birthday one day away', () => {
    expect(ageInYears(born, { year: 2018, month: 5, day: 19 })).toBe(17);
    expect(ageInYears(born, { year: 2018, month: 4, day: 30 })).toBe(17);
  });

  it('lets someone born on 29 February come of age on 1 March in a non-leap year', () => {
    const leapling = { year: 2004, month: 2, day: 29 };
    expect(ageInYears(leapling, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageInYears(leapling, { year: 2022, month: 3, day: 1 })).toBe(18);
  });
});
