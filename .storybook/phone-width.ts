import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { phoneViewport } from './viewports.ts';

// Every story test checks its story at a phone's width too: once the play has passed at the story's own width, the
// page narrows to 390 px and what the person now sees must still fit the screen and pass the accessibility rules
// that depend on the layout. Cheaper than a second copy of every story (a second mount and play), and it checks
// something a copy did not: nothing runs off the right-hand edge.

/** The axe rules whose outcome can change with the width: the rest were checked at the story's own width. */
const layoutRules = ['target-size', 'scrollable-region-focusable', 'color-contrast', 'nested-interactive'];

interface StoryInTest {
  globals: { viewport?: { value?: string } };
  parameters: { phoneWidth?: false; a11y?: { test?: string; context?: { exclude?: string[] } } };
}

afterEach(async (context) => {
  const story = (context as { story?: StoryInTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.phoneWidth === false || story.globals.viewport?.value === 'mobile') return;
  await page.viewport(phoneViewport.width, phoneViewport.height);
  // Some parts settle on their own after a resize (a chart redraws on its next frame): polled until they have; the
  // limit only ends the wait for a page that truly overflows (a second was a speed limit a loaded machine missed).
  await expect
    .poll(() => overflowingElements().join('\n'), {
      timeout: 20_000,
      interval: 50,
      message: 'nothing may run off the right-hand edge at 390 px',
    })
    .toBe('');
  await expect
    .poll(() => cellsOffScreen().join('\n'), {
      timeout: 20_000,
      interval: 50,
      message: 'every cell of every table must lie inside the screen at 390 px, with no sideways scrolling to reach it',
    })
    .toBe('');
  if ((story.parameters.a11y?.test ?? 'error') === 'error') {
    const { violations } = await axe.run(
      {
        include: document.body,
        exclude: [
          '.sb-wrapper',
          '#storybook-docs',
          '#storybook-highlights-root',
          ...(story.parameters.a11y?.context?.exclude ?? []),
        ],
      },
      { runOnly: { type: 'rule', values: layoutRules }, resultTypes: ['violations'] },
    );
    const described = violations.map(
      ({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(described.join('\n'), 'accessibility at 390 px').toBe('');
  }
});

/** Elements that reach past the viewport's right edge without a scrolling box of their own around them. */
function overflowingElements(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (element.getBoundingClientRect().right <= width + 1 || insideScrollingBox(element)) continue;
    // The outermost culprit says most: skip elements inside one already reported.
    if (found.length > 0 && element.parentElement?.closest('[data-overflows]')) continue;
    element.dataset.overflows = '';
    found.push(`${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`);
    if (found.length === 5) break;
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-overflows]')) delete element.dataset.overflows;
  return found;
}

/**
 * Table cells (td, th, or the cells of a table's card form) that lie past either edge of the viewport, scrolling
 * boxes or not: a cell a person must scroll sideways to find (the amount, the status, the actions) is as good as
 * missing on a phone.
 */
function cellsOffScreen(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  for (const cell of document.body.querySelectorAll<HTMLElement>(
    'table th, table td, [role="cell"], [role="gridcell"]',
  )) {
    if (!cell.checkVisibility({ visibilityProperty: true }) || visuallyHidden(cell)) continue;
    const { left, right } = cell.getBoundingClientRect();
    if (left >= -1 && right <= width + 1) continue;
    found.push(`${describe(cell)} (from ${Math.round(left)} to ${Math.round(right)} px)`);
    if (found.length === 5) break;
  }
  return found;
}

/** Inside a clipped box: the sr-only pattern, in the accessibility tree but not on screen. */
function visuallyHidden(element: HTMLElement): boolean {
  for (let box: HTMLElement | null = element; box && box !== document.body; box = box.parentElement) {
    const { clip, clipPath } = getComputedStyle(box);
    if ((clip !== 'auto' && clip !== '') || clipPath !== 'none') return true;
  }
  return false;
}

function insideScrollingBox(element: HTMLElement): boolean {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX } = getComputedStyle(box);
    if (overflowX !== 'visible') return true;
  }
  return false;
}

const describe = (element: HTMLElement) =>
  `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).slice(0, 80)}"` : ''}> ` +
  `${(element.textContent ?? '').trim().slice(0, 40)}`;
