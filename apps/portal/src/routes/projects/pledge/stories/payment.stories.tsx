import { apiError, errorCatalogue, ErrorCode } from '@keystone/api';
import { demoCollectionAccount } from '@keystone/demo/fixtures';
import { MOCK_SMS_CODE } from '@keystone/demo/mocks';
import { PLEDGE_MESSAGES, PLEDGE_TRANSFER_TEXTS } from '@keystone/flows/pledge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureClipboard } from '../../../../testing/clipboard.ts';
import { onDesktop } from '../../../../testing/on-desktop.ts';
import { onMobile } from '../../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import {
  expectFieldMessage,
  expectStep,
  faultOnce,
  page,
  pledgeScreen,
  pledgeState,
  project,
  refusedFinish,
  transferFinish,
  walletFinish,
} from './pledge-stories.ts';

const meta = {
  title: 'Portal/Projects/Pledge/06 Payment and success',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn(), snapshot: pledgeState({ payment: 'finishing' }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const back = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Back' });
const enteringCode = (source: 'E_WALLET' | 'BANK_TRANSFER') => pledgeState({ eSignature: 'enteringCode' }, { source });

async function submitCode(canvasElement: HTMLElement) {
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), MOCK_SMS_CODE);
  // Submit ignores a press while the code is still being sent (the investor has no code until then).
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  await userEvent.click(submit);
}

/** The finish is running: 'Processing investment...', and Back waits (seed 001 §4). */
export const Processing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // From the e-wallet the payment step has no label: the header does not name it.
    await expectStep(canvasElement, 'Paying from your e-wallet');
    await expect(canvas.getByRole('status')).toHaveTextContent(PLEDGE_MESSAGES.processing);
    await expect(canvas.getByRole('navigation', { name: 'Pledge steps' })).not.toHaveTextContent(/Payment/);
    await expect(back(canvasElement)).toBeDisabled();
  },
};

export const Playground: Story = {};

/**
 * Refused, reached from its snapshot: what was wrong, in the server's words, in place of 'Processing investment...';
 * Back and retry.
 */
export const Failed: Story = {
  args: {
    snapshot: pledgeState(
      { payment: 'failed' },
      {
        error: apiError(2, {
          fieldErrors: [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }],
        }),
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PLEDGE_MESSAGES.aboveRemaining)).toBeVisible();
    await expect(canvas.queryByText(PLEDGE_MESSAGES.processing)).toBeNull();
    await expect(back(canvasElement)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * The finish met a server fault: the generic modal tells it, only a line in place of 'Processing investment...' (not
 * the fault's own words), and the step still works: a retry pays.
 */
export const PaymentFault: Story = {
  beforeEach: faultOnce.arm,
  args: { snapshot: enteringCode('E_WALLET') },
  parameters: faultOnce.parameters('finishPledge'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText(PLEDGE_TEXTS.paymentFailed)).toBeVisible();
    await expect(canvas.queryByText(errorCatalogue[ErrorCode.SOMETHING_WENT_WRONG].message)).toBeNull();
    await expect(back(canvasElement)).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectStep(canvasElement, 'Success');
  },
};

/** Others filled the project first: the finish refuses the amount (overfunded). */
export const RefusedOverfunded: Story = {
  args: { snapshot: enteringCode('E_WALLET') },
  parameters: pledgeScreen(refusedFinish(PLEDGE_MESSAGES.aboveRemaining)),
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement);
    await expect(await within(canvasElement).findByText(PLEDGE_MESSAGES.aboveRemaining)).toBeVisible();
    await expect(back(canvasElement)).toBeEnabled();
  },
};

/** The project stopped taking pledges meanwhile. */
export const RefusedProjectClosed: Story = {
  args: { snapshot: enteringCode('BANK_TRANSFER') },
  parameters: pledgeScreen(refusedFinish(PLEDGE_MESSAGES.projectClosed)),
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement);
    await expect(await within(canvasElement).findByText(PLEDGE_MESSAGES.projectClosed)).toBeVisible();
  },
};

/**
 * By bank transfer: the details to pay into, one transfer per term with its reference, the sort code as banks print
 * it, each value with a copy button (the sort code copies as digits).
 */
export const AwaitingTransfer: Story = {
  args: { snapshot: pledgeState({ payment: 'awaitingTransfer' }, { finish: transferFinish }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Payment');
    await expect(canvas.getByText(PLEDGE_TRANSFER_TEXTS.twoTransfers)).toBeVisible();
    const short = within(canvas.getByRole('region', { name: 'Short term: £1,000.00' }));
    await expect(canvas.getByRole('heading', { name: 'Short term: £1,000.00' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Long term: £2,000.00' })).toBeVisible();
    await expect(short.getByText('KS-INV-000007')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Long term: £2,000.00' })).getByText('KS-INV-000008'),
    ).toBeVisible();
    await expect(canvas.getAllByText('04-00-04')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Copy reference' })).toHaveLength(2);
    const copied = captureClipboard();
    await userEvent.click(short.getByRole('button', { name: 'Copy sort code' }));
    await userEvent.click(short.getByRole('button', { name: 'Copy account number' }));
    await userEvent.click(short.getByRole('button', { name: 'Copy reference' }));
    await expect(copied).toEqual(['040004', '00012345', 'KS-INV-000007']);
    // Paid, or being paid: Back is refused.
    await expect(back(canvasElement)).toBeDisabled();
  },
};

export const AwaitingTransferOnPhone: Story = onMobile(AwaitingTransfer);

export const AwaitingTransferOnDesktop: Story = onDesktop(AwaitingTransfer);

/** One investment, one transfer. */
export const AwaitingOneTransfer: Story = {
  args: {
    snapshot: pledgeState(
      { payment: 'awaitingTransfer' },
      { finish: { ...transferFinish, investments: transferFinish.investments.slice(0, 1) } },
    ),
  },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Payment');
    await expect(within(canvasElement).getByText(PLEDGE_TRANSFER_TEXTS.oneTransfer)).toBeVisible();
  },
};

export const TransferNotConfirmed: Story = {
  args: AwaitingTransfer.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Payment');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectFieldMessage(
      canvas.getByRole('checkbox', { name: 'I have transferred the funds' }),
      PLEDGE_MESSAGES.transferConfirmed,
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have transferred the funds' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectStep(canvasElement, 'Success');
    await expect(canvas.getByText(/stays pending until your transfer arrives/)).toBeVisible();
  },
};

/** The code accepted for a bank transfer: the mock's finish answers the account to pay into. */
export const BankTransferFinished: Story = {
  args: { snapshot: enteringCode('BANK_TRANSFER') },
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement);
    await expectStep(canvasElement, 'Payment');
    // The mock answers the sandbox provider's account, as the server does.
    await expect(await within(canvasElement).findByText(demoCollectionAccount.accountName)).toBeVisible();
  },
};

/** Paid from the e-wallet: what happens next, the dashboard, or back to the project. */
export const Success: Story = {
  tags: ['visual'],
  args: { snapshot: pledgeState('success', { finish: walletFinish }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Success');
    await expect(canvas.getByText('Thank you for your pledge')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByText(/taken from your e-wallet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/platform');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

// Apart from Success, whose shot would otherwise show the pressed button's focus ring, drawn or not as Chromium
// judges the focus moved from the step heading by script.
export const SuccessBackToTheProject: Story = {
  args: Success.args,
  play: async ({ canvasElement, args }) => {
    await expectStep(canvasElement, 'Success');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to the project' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const SuccessByTransfer: Story = {
  args: { snapshot: pledgeState('success', { source: 'BANK_TRANSFER', finish: transferFinish }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Success');
    await expect(within(canvasElement).getByText(/Transfers can take up to 48 hours to show/)).toBeVisible();
  },
};
