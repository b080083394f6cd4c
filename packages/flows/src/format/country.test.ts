import { describe, expect, it } from 'vitest';
import { formatCountry } from './country.ts';

describe('formatCountry', () => {
  it('names a country from its code, in British English', () => {
    expect(formatCountry('GB')).toBe('United Kingdom');
  });

  it('shows nothing for no code', () => {
    expect(formatCountry(null)).toBeNull();
  });
});
