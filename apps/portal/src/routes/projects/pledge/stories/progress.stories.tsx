import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onDesktop } from '../../../../testing/on-desktop.ts';
import { onMobile } from '../../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { expectStep, longTermProject, pledgeScreen, pledgeState, press } from './pledge-stories.ts';

const meta = {
  title: 'Portal/Projects/Pledge/00 Where you are',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: {
    project: longTermProject,
    onLeave: fn(),
    snapshot: pledgeState('source', { project: longTermProject }),
  },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pledge steps' }));

/**
 * What the header says of the position, as a screen reader reads it, and the step numbers on show; once the total is
 * said, the list a screen reader reads holds that many steps (one count), those outside the window out of sight.
 */
async function expectPosition(canvasElement: HTMLElement, step: string, text: string, numbers: string) {
  await expectStep(canvasElement, step);
  await expect(header(canvasElement).getByText(/^Step \d/)).toHaveTextContent(new RegExp(`^${text}$`));
  const items = header(canvasElement).getAllByRole('listitem');
  const shown = items
    .filter((item) => item.getBoundingClientRect().width > 1)
    .map((item) => item.textContent?.slice(0, 2));
  await expect(shown.join(' ')).toBe(numbers);
  const total = /of (\d+)$/.exec(text)?.[1];
  if (total !== undefined) await expect(items).toHaveLength(Number(total));
}

const choose = (canvasElement: HTMLElement, group: string, option: string | RegExp) =>
  userEvent.click(
    within(within(canvasElement).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );

/**
 * A long-term pledge by bank transfer, from the first step: the count never goes back and the total, which hangs on
 * the source and the term, is said only once both are chosen ('Step 4 of 9'), never 'Step 2 of 8' first.
 */
const countsForward: Story = {
  play: async ({ canvasElement }) => {
    await expectPosition(canvasElement, 'Source', 'Step 1', '01 02 03 04');
    await choose(canvasElement, 'How will you pay?', 'Bank transfer');
    await press(canvasElement, 'Next');
    await expectPosition(canvasElement, 'Strategy', 'Step 2', '01 02 03 04');
    await choose(canvasElement, 'Choose an investment strategy', 'Debt secured');
    await press(canvasElement, 'Next');
    await expectPosition(canvasElement, 'Term', 'Step 3', '01 02 03 04');
    await choose(canvasElement, 'Choose a term', 'Long term');
    await press(canvasElement, 'Next');
    await expectPosition(canvasElement, 'Amount', 'Step 4 of 9', '01 02 03 04');
    await choose(canvasElement, 'Short-term amount', /^Minimum/);
    await choose(canvasElement, 'Long-term amount', /^Minimum/);
    await press(canvasElement, 'Next');
    await expectPosition(canvasElement, 'Statement', 'Step 5 of 9', '02 03 04 05');
  },
};

export const CountsForwardOnPhone: Story = onMobile(countsForward);

export const CountsForwardOnDesktop: Story = onDesktop(countsForward);

/** From the e-wallet, short term: seven steps, the payment made as its step opens, so not one of them. */
export const FromWalletShortTerm: Story = {
  args: { snapshot: pledgeState('amount', { project: longTermProject, source: 'E_WALLET', term: 'SHORT' }) },
  play: async ({ canvasElement }) => {
    await expectPosition(canvasElement, 'Amount', 'Step 4 of 7', '01 02 03 04');
    await choose(canvasElement, 'Short-term amount', /^Minimum/);
    await press(canvasElement, 'Next');
    await expectPosition(canvasElement, 'Conditions', 'Step 5 of 7', '02 03 04 05');
  },
};
