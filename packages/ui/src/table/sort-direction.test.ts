import { describe, expect, it } from 'vitest';
import { nextSortDirection } from './sort-direction.ts';

describe('nextSortDirection', () => {
  it('starts an unsorted column ascending', () => {
    expect(nextSortDirection(undefined)).toBe('ascending');
  });

  it('flips a sorted column', () => {
    expect(nextSortDirection('ascending')).toBe('descending');
    expect(nextSortDirection('descending')).toBe('ascending');
  });
});
