import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

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
