import { describe, expect, it } from 'vitest';
import { clampPercent, percentText } from './percent-value.ts';

describe('clampPercent', () => {
  it('keeps values inside 0–100', () => {
    expect(clampPercent(45.5)).toBe(45.5);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
  });

  it('treats NaN as no progress', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('percentText', () => {
  it('rounds to a whole percent', () => {
    expect(percentText(45.5)).toBe('46%');
    expect(percentText(0.4)).toBe('0%');
    expect(percentText(180)).toBe('100%');
  });
});
