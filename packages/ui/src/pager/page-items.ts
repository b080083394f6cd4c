export type PageItem = number | 'gap-before' | 'gap-after';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on each side,
 * and a gap where pages are left out. The count stays constant as the current page moves, so the buttons
 * under the pointer do not jump. Pages are numbered from 1.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  // A gap stands for at least two pages; a single hidden page is shown instead of '…'.
  const gapBefore = left > 3;
  const gapAfter = right < pageCount - 2;
  const edgeRun = siblings * 2 + 3;

  if (!gapBefore) return [...range(1, edgeRun), 'gap-after', pageCount];
  if (!gapAfter) return [1, 'gap-before', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'gap-before', ...range(left, right), 'gap-after', pageCount];
}
