import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RiskWarningBanner } from '../../../../risk-warning/risk-warning-banner.tsx';
import { onMobile } from '../../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { expectStepOpened, expectTopInView, scrollToFoot } from '../../../../testing/step-opened.ts';
import { PledgeFlow, type PledgeFlowProps } from '../pledge-flow.tsx';
import { longTermProject, pledgeScreen, pledgeState, press, transferFinish } from './pledge-stories.ts';

// Issue 32: on a phone each step of the flow opens at its top, below the sticky risk warning, its heading focused;
// Next is pressed at the foot of the step before, where it is.

/** The flow as the project's page holds it: under the sticky risk warning and the project's header. */
function InThePage(props: PledgeFlowProps) {
  return (
    <>
      <RiskWarningBanner />
      {/* The project's title, tags and buttons above the flow. */}
      <div aria-hidden="true" className="h-[40vh]" />
      <PledgeFlow {...props} />
    </>
  );
}

const meta = {
  title: 'Portal/Projects/Pledge/07 Where each step opens',
  component: PledgeFlow,
  tags: ['autodocs'],
  render: (args) => <InThePage {...args} />,
  args: {
    project: longTermProject,
    onLeave: fn(),
    snapshot: pledgeState('source', { project: longTermProject }),
  },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = (canvasElement: HTMLElement, group: string, option: string | RegExp) =>
  userEvent.click(
    within(within(canvasElement).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );

async function next(canvasElement: HTMLElement, step: string) {
  scrollToFoot();
  await press(canvasElement, 'Next');
  await expectStepOpened(canvasElement, step, 3);
}

/**
 * A long-term pledge by bank transfer, from the flow's opening (in place of 'Invest here', whose focus went with it)
 * to the signature: every step opens at its top.
 */
export const StepsOpenAtTheirTopOnPhone: Story = onMobile<Story>({
  play: async ({ canvasElement }) => {
    await expectStepOpened(canvasElement, 'Source', 3);
    await choose(canvasElement, 'How will you pay?', 'Bank transfer');
    await next(canvasElement, 'Strategy');
    await choose(canvasElement, 'Choose an investment strategy', 'Debt secured');
    await next(canvasElement, 'Term');
    await choose(canvasElement, 'Choose a term', 'Long term');
    await next(canvasElement, 'Amount');
    await choose(canvasElement, 'Short-term amount', /^Minimum/);
    await choose(canvasElement, 'Long-term amount', /^Minimum/);
    await next(canvasElement, 'Statement');
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'I accept the statement' }));
    await next(canvasElement, 'Conditions');
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'I agree with terms and conditions' }));
    await next(canvasElement, 'eSignature');
    // Back waits while the agreement is prepared.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeEnabled());
    scrollToFoot();
    await press(canvasElement, 'Back');
    await expectStepOpened(canvasElement, 'Conditions', 3);
  },
});

/** The transfer confirmed at the foot of the payment step: the thanks open at the top, not cut off. */
export const SuccessOpensAtItsTopOnPhone: Story = onMobile<Story>({
  args: { snapshot: pledgeState({ payment: 'awaitingTransfer' }, { finish: transferFinish }) },
  play: async ({ canvasElement }) => {
    await expectStepOpened(canvasElement, 'Payment', 3);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'I have transferred the funds' }));
    await next(canvasElement, 'Success');
    await expectTopInView(canvasElement, within(canvasElement).getByText('Thank you for your pledge'));
  },
});
