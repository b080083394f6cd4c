import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it('shows a stored percentage with up to two decimals', () => {
    expect(formatPercent(7.5)).toBe('7.5%');
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(33.3333)).toBe('33.33%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows a fixed number of decimals when asked (percent funded uses two)', () => {
    expect(formatPercent(45.678, { fractionDigits: 2 })).toBe('45.68%');
    expect(formatPercent(50, { fractionDigits: 2 })).toBe('50.00%');
    expect(formatPercent(99.5, { fractionDigits: 0 })).toBe('100%');
  });

  it('groups thousands', () => {
    expect(formatPercent(1250)).toBe('1,250%');
  });

  it('refuses values that are not finite', () => {
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});
