import { RISK_WARNING } from '@keystone/flows/labels';
import { expect, waitFor, within } from 'storybook/test';

// Where a wizard's or flow's step opens on a phone (issue 32): at its top, below the sticky risk warning, its heading
// holding the focus. The scroll may be smooth, so each check waits for the condition, never for a time.

/** Scrolls to the page's foot, where a step's Back and Next are, as a person on a phone does before pressing them. */
export function scrollToFoot() {
  window.scrollTo(0, document.documentElement.scrollHeight);
}

const riskWarningBottom = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: RISK_WARNING.label }).getBoundingClientRect()
    .bottom;

/** The element's top is on screen and not under the sticky risk warning. */
export async function expectTopInView(canvasElement: HTMLElement, element: HTMLElement) {
  await waitFor(() => {
    const { top } = element.getBoundingClientRect();
    expect(top).toBeGreaterThanOrEqual(riskWarningBottom(canvasElement));
    expect(top).toBeLessThan(window.innerHeight);
  });
}

/** The step of that heading opened: its heading has the focus, and its top is in view below the risk warning. */
export async function expectStepOpened(canvasElement: HTMLElement, name: string, level: 2 | 3) {
  const heading = await within(canvasElement).findByRole('heading', { name, level });
  await waitFor(() => expect(heading).toHaveFocus());
  await expectTopInView(canvasElement, heading);
}
