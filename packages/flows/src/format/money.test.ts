import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats pence as pounds with a pound sign, thousands separators and two decimals', () => {
    expect(formatMoney(125050)).toBe('£1,250.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(7)).toBe('£0.07');
    expect(formatMoney(100_000_000_00)).toBe('£100,000,000.00');
  });

  it('shows a negative amount with a leading minus', () => {
    expect(formatMoney(-1999)).toBe('-£19.99');
  });

  // Issue 32: amounts lost their pence ('£0 pledged of £950,000' beside '£1,250.50' elsewhere). A figure with pence
  // keeps them, always; whole pounds are for the fixed limits a rule's message states.
  it('shows whole pounds when asked and the figure is whole, never rounding pence away', () => {
    expect(formatMoney(125000, { wholePounds: true })).toBe('£1,250');
    expect(formatMoney(125050, { wholePounds: true })).toBe('£1,250.50');
    expect(formatMoney(125049, { wholePounds: true })).toBe('£1,250.49');
    expect(formatMoney(7, { wholePounds: true })).toBe('£0.07');
  });

  it('refuses amounts that are not integer pence', () => {
    expect(() => formatMoney(12.5)).toThrow(/integer number of pence/);
    expect(() => formatMoney(Number.NaN)).toThrow(TypeError);
  });
});
