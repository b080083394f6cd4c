import { MOCK_SMS_CODE } from '@keystone/demo/mocks';
import { insufficientIsaFundsMessage } from '@keystone/flows/pledge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import { expectStep, investor, page, pledgeInput, pledgeState, press, project } from './pledge-stories.ts';

// Pledging from the Innovative Finance ISA (issue 35): offered with its cash to an investor who has opened one,
// refused when it holds too little, and paid at once as the e-wallet is.

/** £3,000 in the investor's ISA. */
const ISA_PENCE = 300_000;

/** The flow's input and the signed-in investor, with an ISA holding `isaPence`. */
const withIsa = (isaPence: number) => ({ ...pledgeInput(), isaBalancePence: isaPence });
const isaScreen = (isaPence: number) =>
  screenParameters({
    route: `/platform/projects/${project.id}?pledge`,
    path: '/platform/projects/:id',
    user: { ...investor, isaBalancePence: isaPence },
  });

const meta = {
  title: 'Portal/Projects/Pledge/07 From the ISA',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn(), snapshot: pledgeState('source', {}, withIsa(ISA_PENCE)) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...isaScreen(ISA_PENCE) },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const sources = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('radiogroup', { name: 'How will you pay?' }));

/** An investor with an ISA is offered it, with the cash it holds, beside the e-wallet and a bank transfer. */
export const IsaOffered: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    const choices = await sources(canvasElement);
    const isa = choices.getByRole('radio', { name: 'Innovative Finance ISA' });
    await expect(isa).toHaveAccessibleDescription(`${PLEDGE_TEXTS.isaCash}: £3,000.00`);
    await expect(choices.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'E_WALLET',
      'ISA',
      'BANK_TRANSFER',
    ]);
    await userEvent.click(isa);
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Strategy');
  },
};

/** Without an ISA the source step offers the e-wallet and a bank transfer only. */
export const NoIsa: Story = {
  args: { snapshot: pledgeState('source') },
  parameters: isaScreen(0),
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    const choices = await sources(canvasElement);
    await expect(choices.queryByRole('radio', { name: 'Innovative Finance ISA' })).toBeNull();
    await expect(choices.getAllByRole('radio')).toHaveLength(2);
  },
};

/** Not enough in the ISA: the amount step says so, with the cash it holds, as it does of the e-wallet. */
export const NotEnoughInTheIsa: Story = {
  args: { snapshot: pledgeState('amount', { source: 'ISA' }, withIsa(50_000)) },
  parameters: isaScreen(50_000),
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const options = within(within(canvasElement).getByRole('radiogroup', { name: 'Short-term amount' }));
    await userEvent.click(options.getByRole('radio', { name: /^Minimum/ }));
    await press(canvasElement, 'Next');
    await expect(await within(canvasElement).findByText(insufficientIsaFundsMessage(50_000))).toBeVisible();
    await expectStep(canvasElement, 'Amount');
  },
};

/** Signed and paid from the ISA: no transfer to wait for; what happens next says the investment is in the ISA. */
export const PaidFromTheIsa: Story = {
  args: { snapshot: pledgeState({ eSignature: 'enteringCode' }, { source: 'ISA' }, withIsa(1_000_000)) },
  parameters: isaScreen(1_000_000),
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), MOCK_SMS_CODE);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    await userEvent.click(submit);
    await expectStep(canvasElement, 'Success');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PLEDGE_TEXTS.nextIsa[0])).toBeVisible();
    await expect(canvas.queryByText(/taken from your e-wallet/)).toBeNull();
  },
};
