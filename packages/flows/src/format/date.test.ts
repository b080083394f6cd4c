import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatExactDateTime, formatTimeOnDay } from './date.ts';

describe('formatDate', () => {
  it('shows a calendar date day first, as written', () => {
    expect(formatDate('2025-03-09')).toBe('09/03/2025');
    expect(formatDate('2000-12-31')).toBe('31/12/2000');
  });

  it('shows the UK calendar day of a timestamp', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2025-06-30T23:30:00Z')).toBe('01/07/2025');
    expect(formatDate(new Date('2025-01-15T10:00:00Z'))).toBe('15/01/2025');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows day, month, year and the 24-hour UK time', () => {
    expect(formatDateTime('2025-01-15T14:05:00Z')).toBe('15/01/2025, 14:05');
    expect(formatDateTime('2025-07-15T14:05:00Z')).toBe('15/07/2025, 15:05');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatDateTime('')).toThrow(RangeError);
  });
});

describe('formatTimeOnDay', () => {
  it('shows the 24-hour UK time, the weekday, the day and the month', () => {
    expect(formatTimeOnDay('2026-12-02T14:32:00Z')).toBe('14:32 on Wednesday 2 December');
    expect(formatTimeOnDay(new Date('2026-07-01T08:05:00Z'))).toBe('09:05 on Wednesday 1 July');
  });

  it('writes the first minutes after midnight as 00, not 24', () => {
    expect(formatTimeOnDay('2026-12-03T00:05:00Z')).toBe('00:05 on Thursday 3 December');
  });

  it('follows the clocks going forward on the last Sunday of March', () => {
    expect(formatTimeOnDay('2026-03-29T00:30:00Z')).toBe('00:30 on Sunday 29 March');
    expect(formatTimeOnDay('2026-03-29T01:30:00Z')).toBe('02:30 on Sunday 29 March');
  });

  it('follows the clocks going back on the last Sunday of October', () => {
    expect(formatTimeOnDay('2026-10-25T00:30:00Z')).toBe('01:30 on Sunday 25 October');
    expect(formatTimeOnDay('2026-10-25T01:30:00Z')).toBe('01:30 on Sunday 25 October');
  });

  it('moves to the next UK day at midnight BST, an hour before midnight UTC', () => {
    expect(formatTimeOnDay('2026-06-30T23:30:00Z')).toBe('00:30 on Wednesday 1 July');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatTimeOnDay('tomorrow')).toThrow(RangeError);
  });
});

describe('formatExactDateTime', () => {
  it('shows London time to the second with its zone, never the ISO form (issue 32 §5)', () => {
    expect(formatExactDateTime('2025-01-15T14:05:32.123Z')).toBe('15/01/2025, 14:05:32 GMT');
    expect(formatExactDateTime(new Date('2025-07-15T14:05:32Z'))).toBe('15/07/2025, 15:05:32 BST');
  });
});
