import { everydayLimitMessage } from '@keystone/flows/declarations';
import { AMOUNT_MESSAGES } from '@keystone/flows/rules';
import {
  insufficientFundsMessage,
  overEverydayLimitMessage,
  PLEDGE_MESSAGES,
  PLEDGE_TRANSFER_TEXTS,
  pledgeMaximumMessage,
} from '@keystone/flows/pledge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../../../../testing/on-desktop.ts';
import { onMobile } from '../../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import {
  expectFieldMessage,
  expectStep,
  longTermProject,
  pledgeInput,
  pledgeScreen,
  press,
  pledgeState,
  project,
} from './pledge-stories.ts';

const meta = {
  title: 'Portal/Projects/Pledge/02 Amount',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn(), snapshot: pledgeState('amount') },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const CUSTOM_SHORT = 'Short-term amount: Custom amount';

/** Chooses a term's option by its name ('Minimum', 'Custom', 'Remaining'). */
async function choose(canvasElement: HTMLElement, option: string, legend = 'Short-term amount') {
  const options = within(within(canvasElement).getByRole('radiogroup', { name: legend }));
  await userEvent.click(options.getByRole('radio', { name: new RegExp(`^${option}`) }));
}

async function typeCustom(
  canvasElement: HTMLElement,
  text: string,
  label = CUSTOM_SHORT,
  legend = 'Short-term amount',
) {
  const canvas = within(canvasElement);
  await userEvent.click(
    within(canvas.getByRole('radiogroup', { name: legend })).getByRole('radio', { name: 'Custom' }),
  );
  const field = await canvas.findByLabelText(label, { exact: false });
  if (text !== '') await userEvent.type(field, text);
  return field;
}

/**
 * The minimum (£1,000), a custom amount or the most this investor can pledge: the project has £1,175,000 left, but
 * from the e-wallet the £50,000 balance binds, and the step says so (issue 32 §2). None chosen for the investor; the
 * minimum fits a short-term pledge.
 */
export const Amount: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const options = within(within(canvasElement).getByRole('radiogroup', { name: 'Short-term amount' }));
    for (const radio of options.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(options.getByRole('radio', { name: 'The most you can pledge: £50,000.00' })).toBeVisible();
    await expect(
      within(canvasElement).getByText(pledgeMaximumMessage({ maximumPence: 5_000_000, binding: 'E_WALLET' })),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('radiogroup', { name: 'Long-term amount' })).toBeNull();
    await userEvent.click(options.getByRole('radio', { name: 'Minimum: £1,000.00' }));
    await press(canvasElement, 'Next');
    // Short term only: no statement.
    await expectStep(canvasElement, 'Conditions');
  },
};

/** Next with no amount chosen: flows' message under the options, and the step stays. */
const amountNotChosen: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await press(canvasElement, 'Next');
    const options = within(canvasElement).getByRole('radiogroup', { name: 'Short-term amount' });
    await expectFieldMessage(options, PLEDGE_MESSAGES.amountNotChosen);
    await expectStep(canvasElement, 'Amount');
  },
};

export const AmountNotChosenOnPhone: Story = onMobile(amountNotChosen);

export const AmountNotChosenOnDesktop: Story = onDesktop(amountNotChosen);

export const Playground: Story = {};

export const CustomRequired: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const field = await typeCustom(canvasElement, '');
    await press(canvasElement, 'Next');
    await expectFieldMessage(field, PLEDGE_MESSAGES.required);
  },
};

/** Digits only, leading zeros removed, as it is typed (seed 001 §5). */
export const CustomDigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const field = await typeCustom(canvasElement, '0025x00');
    await expect(field).toHaveValue('2,500');
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Conditions');
  },
};

/**
 * A pasted '1250.50' stays as pasted and is refused, saying whole pounds are wanted: never read as £125,050 (issue
 * 32). Whole pounds then move on.
 */
export const PenceRefused: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const field = await typeCustom(canvasElement, '');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(PLEDGE_TEXTS.customAmountHint));
    await userEvent.click(field);
    await userEvent.paste('1250.50');
    await expect(field).toHaveValue('1,250.50');
    await press(canvasElement, 'Next');
    await expectFieldMessage(field, AMOUNT_MESSAGES.pence);
    await expectStep(canvasElement, 'Amount');
    await userEvent.clear(field);
    await userEvent.type(field, '1250');
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Conditions');
  },
};

export const CustomBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const field = await typeCustom(canvasElement, '500');
    await press(canvasElement, 'Next');
    await expectFieldMessage(field, PLEDGE_MESSAGES.belowMinimum);
  },
};

/** By bank transfer the project's remaining amount binds, and the option says 'Remaining'. */
export const CustomAboveRemaining: Story = {
  args: { snapshot: pledgeState('amount', { source: 'BANK_TRANSFER' }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await expect(within(canvasElement).getByRole('radio', { name: 'Remaining: £1,175,000.00' })).toBeVisible();
    const field = await typeCustom(canvasElement, '1175001');
    await press(canvasElement, 'Next');
    await expectFieldMessage(field, PLEDGE_MESSAGES.aboveRemaining);
  },
};

/** From the e-wallet the pledge cannot exceed the balance (here £500). */
export const InsufficientFunds: Story = {
  args: { snapshot: pledgeState('amount', {}, pledgeInput(project, 50_000)) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await choose(canvasElement, 'Minimum');
    await press(canvasElement, 'Next');
    // The seed's words, then which limit binds: the balance.
    await expect(await within(canvasElement).findByText(insufficientFundsMessage(50_000))).toBeVisible();
    await expectStep(canvasElement, 'Amount');
  },
};

/** By bank transfer the balance does not limit the pledge. */
export const BankTransferAboveBalance: Story = {
  args: { snapshot: pledgeState('amount', { source: 'BANK_TRANSFER' }, pledgeInput(project, 50_000)) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await choose(canvasElement, 'Minimum');
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Conditions');
  },
};

const longArgs = {
  project: longTermProject,
  snapshot: pledgeState('amount', { project: longTermProject, term: 'LONG', source: 'BANK_TRANSFER' }),
};

/** Long term: an amount per term, which may differ by at most flows' maximum difference. */
export const LongTermDifference: Story = {
  args: longArgs,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await typeCustom(canvasElement, '50000');
    await choose(canvasElement, 'Minimum', 'Long-term amount');
    await press(canvasElement, 'Next');
    const longOptions = within(canvasElement).getByRole('radiogroup', { name: 'Long-term amount' });
    await expectFieldMessage(longOptions, PLEDGE_MESSAGES.termDifference);
  },
};

export const LongTermCustomBelowMinimum: Story = {
  args: longArgs,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await choose(canvasElement, 'Minimum');
    const field = await typeCustom(canvasElement, '10', 'Long-term amount: Custom amount', 'Long-term amount');
    await press(canvasElement, 'Next');
    await expectFieldMessage(field, PLEDGE_MESSAGES.belowMinimum);
  },
};

export const LongTermValid: Story = {
  args: longArgs,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await choose(canvasElement, 'Minimum');
    await choose(canvasElement, 'Minimum', 'Long-term amount');
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Statement');
  },
};

/** Long term by bank transfer: before signing, the investor reads that it takes two transfers, two references. */
const twoTransfersAhead: Story = {
  args: longArgs,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    const notice = within(canvasElement).getByText(PLEDGE_TRANSFER_TEXTS.twoTransfersAhead);
    await expect(notice).toBeVisible();
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const TwoTransfersAheadOnPhone: Story = onMobile(twoTransfersAhead);

export const TwoTransfersAheadOnDesktop: Story = onDesktop(twoTransfersAhead);

/** From the e-wallet nothing more to transfer: no such notice. */
export const LongTermFromWallet: Story = {
  args: { ...longArgs, snapshot: pledgeState('amount', { project: longTermProject, term: 'LONG' }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await expect(within(canvasElement).queryByText(PLEDGE_TRANSFER_TEXTS.twoTransfersAhead)).toBeNull();
  },
};

/** An everyday investor's limit (issue 24 §4): £2,000 in 12 months, £1,500 of it left after earlier pledges. */
const everydayLimit = { limitPence: 200_000, usedPence: 50_000, leftPence: 150_000 };
const limitWords = everydayLimitMessage({ limit: 200_000, left: 150_000 });

/**
 * The limit and what is left stand above the options; above what is left, the refusal says what is wrong first, then
 * the limit (issue 32 §2: not the note's words alone a second time).
 */
const aboveEverydayLimit: Story = {
  args: { snapshot: pledgeState('amount', { source: 'BANK_TRANSFER', everydayLimit }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Amount');
    await expect(await canvas.findByText(limitWords)).toBeVisible();
    await typeCustom(canvasElement, '1501');
    await press(canvasElement, 'Next');
    const refusal = overEverydayLimitMessage({ amount: 150_100, limit: 200_000, left: 150_000 });
    await expect(await canvas.findByText(refusal)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(limitWords)).toHaveLength(1));
    await expectStep(canvasElement, 'Amount');
  },
};

export const AboveEverydayLimitOnDesktop: Story = onDesktop(aboveEverydayLimit);

export const AboveEverydayLimitOnPhone: Story = onMobile(aboveEverydayLimit);

/**
 * Issue 32 §2: the everyday investor is offered what is left of their limit (£1,500), not the project's £1,175,000,
 * told that the limit binds, and moves on with it.
 */
export const EverydayMaximumOffered: Story = {
  args: { snapshot: pledgeState('amount', { source: 'BANK_TRANSFER', everydayLimit }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Amount');
    await expect(
      canvas.getByText(pledgeMaximumMessage({ maximumPence: 150_000, binding: 'EVERYDAY_LIMIT' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /£1,175,000\.00/ })).toBeNull();
    await choose(canvasElement, 'The most you can pledge: £1,500.00');
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Conditions');
  },
};

/** Up to what is left of the limit, the everyday investor moves on. */
export const WithinEverydayLimit: Story = {
  args: { snapshot: pledgeState('amount', { source: 'BANK_TRANSFER', everydayLimit }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Amount');
    await typeCustom(canvasElement, '1500');
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Conditions');
  },
};
