import { expect, within } from 'storybook/test';

/**
 * A screen loading: one status announcing it, at least a screen tall so the footer is below the fold until the data
 * comes (issue 23 §7), and holding `shapes` skeleton shapes matching `selector` (the cards' pictures, say).
 */
export async function expectLoadingSkeleton(canvasElement: HTMLElement, shapes?: { selector: string; count: number }) {
  const status = await within(canvasElement).findByRole('status');
  await expect(status).toHaveAttribute('data-slot', 'loading-skeleton');
  await expect(status).toHaveTextContent('loading...');
  await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  if (shapes) await expect(status.querySelectorAll(shapes.selector)).toHaveLength(shapes.count);
  return status;
}
