import { RISK_WARNING } from '@keystone/flows/labels';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Issue 32: a wizard's or flow's step opens at its top, below the sticky risk warning, its heading focused, so a
// phone shows the step from its top and a screen reader hears it. The scroll may be smooth: the check is polled.

/** To the page's foot, where a step's Back and Next are, as a person on a phone scrolls before pressing them. */
export async function scrollToFoot(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The step of this heading opened at its top: the heading holds the focus, its top on screen below the warning. */
export async function expectStepOpened(heading: Locator) {
  await heading.waitFor();
  await expect
    .poll(() =>
      heading.evaluate((element, label) => {
        const warning = document.querySelector(`[role="region"][aria-label="${label}"]`);
        return {
          focused: document.activeElement === element,
          top: element.getBoundingClientRect().top,
          warningBottom: warning?.getBoundingClientRect().bottom ?? 0,
          viewportHeight: window.innerHeight,
        };
      }, RISK_WARNING.label),
    )
    .toSatisfy(
      ({ focused, top, warningBottom, viewportHeight }) => focused && top >= warningBottom && top < viewportHeight,
    );
}
