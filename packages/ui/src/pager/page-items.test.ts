import { describe, expect, it } from 'vitest';
import { getPageItems } from './page-items.ts';

describe('getPageItems', () => {
  it('shows every page when they fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing when there are no pages', () => {
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it('collapses the far end near the start', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(getPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
  });

  it('collapses both sides in the middle', () => {
    expect(getPageItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(getPageItems(6, 10)).toEqual([1, 'gap-before', 5, 6, 7, 'gap-after', 10]);
  });

  it('collapses the near end towards the last page', () => {
    expect(getPageItems(7, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });

  it('keeps the same number of items wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 50 }, (_, index) => getPageItems(index + 1, 50).length));
    expect(lengths).toEqual(new Set([7]));
  });

  it('treats a page outside the range as the nearest end', () => {
    expect(getPageItems(99, 10)).toEqual(getPageItems(10, 10));
    expect(getPageItems(0, 10)).toEqual(getPageItems(1, 10));
  });

  it('widens the window with more siblings', () => {
    expect(getPageItems(10, 20, 2)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  });
});
