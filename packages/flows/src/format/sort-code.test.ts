import { describe, expect, it } from 'vitest';
import { formatSortCode, sortCodeDigits } from './sort-code.ts';

describe('formatSortCode', () => {
  it('shows six digits in pairs', () => {
    expect(formatSortCode('040004')).toBe('04-00-04');
  });

  it('reads a sort code written with dashes or spaces the same way', () => {
    expect(formatSortCode('04-00-04')).toBe('04-00-04');
    expect(formatSortCode('04 00 04')).toBe('04-00-04');
  });

  it('pairs a masked one alike', () => {
    expect(formatSortCode('••••76')).toBe('••-••-76');
  });
});

describe('sortCodeDigits', () => {
  it('copies the digits alone', () => {
    expect(sortCodeDigits('04-00-04')).toBe('040004');
  });
});
