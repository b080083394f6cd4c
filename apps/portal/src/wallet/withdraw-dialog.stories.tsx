import { demoUsers } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

/** £1,000 in the wallet and bank details on file. */
const investor: User = { ...demoUsers.approvedInvestor, balancePence: 100_000 };
const withoutBankDetails: User = { ...investor, sortCode: null, accountNumber: null };
const asInvestor = (overrides: Parameters<typeof screenParameters>[1] = {}, user: User = investor) =>
  screenParameters({ user }, overrides);

const meta = {
  title: 'Portal/Wallet/Withdraw dialog',
  component: WithdrawDialog,
  tags: ['autodocs'],
  args: { defaultOpen: true },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } }, ...asInvestor() },
} satisfies Meta<typeof WithdrawDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: 'Withdraw' }));

async function withdraw(canvasElement: HTMLElement, amount: string) {
  const form = await dialog(canvasElement);
  const field = await form.findByLabelText(/Amount/);
  if (amount) await userEvent.type(field, amount);
  await userEvent.click(form.getByRole('button', { name: 'Withdraw' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByText('£1,000.00')).toBeVisible();
    await expect(form.getByLabelText(/Amount/)).toHaveValue('');
    await expect(form.getByLabelText(/Amount/)).toHaveAccessibleDescription(
      expect.stringContaining('Whole pounds, without pence'),
    );
  },
};

export const Playground: Story = {};

/** The dashboard's button loads the dialog on its first click. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Withdraw' }));
    await expect(await dialog(canvasElement)).toBeTruthy();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '');
    await expect(await (await dialog(canvasElement)).findByText('Field is required')).toBeVisible();
  },
};

export const ZeroAmount: Story = {
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '0');
    await expect(await (await dialog(canvasElement)).findByText('Incorrect amount')).toBeVisible();
  },
};

/** Pence are not refused without a word: the dialog says whole pounds are wanted. */
export const PenceRefused: Story = {
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '12.50');
    await expect(
      await (await dialog(canvasElement)).findByText('Incorrect amount. Enter whole pounds, without pence'),
    ).toBeVisible();
  },
};

/** Checked in the dialog against the balance it shows, before anything is sent. */
export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '1001');
    await expect(await (await dialog(canvasElement)).findByText('Insufficient balance')).toBeVisible();
  },
};

/** The balance fell elsewhere meanwhile: the server refuses, and its message lands under the field. */
export const RefusedAboveBalance: Story = {
  parameters: asInvestor({
    withdrawFromWallet: http.put('/investments/withdraw', () =>
      errorResponse(2, { fieldErrors: [{ field: 'amountPence', message: 'Insufficient balance' }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '900');
    const form = await dialog(canvasElement);
    await expect(await form.findByText('Insufficient balance')).toBeVisible();
    await expect(form.getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Without bank details on the profile there is nowhere to send the money. */
export const NoBankDetails: Story = {
  parameters: asInvestor({}, withoutBankDetails),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Please add your bank details to your profile before withdrawing',
    );
    await expect(form.queryByLabelText(/Amount/)).toBeNull();
  },
};

/** The details were removed elsewhere meanwhile: the server's refusal shows above the form. */
export const RefusedWithoutBankDetails: Story = {
  parameters: asInvestor({
    withdrawFromWallet: http.put('/investments/withdraw', () =>
      errorResponse(2, { message: 'Please add your bank details to your profile before withdrawing' }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '200');
    await expect(await (await dialog(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Please add your bank details to your profile before withdrawing',
    );
  },
};

export const Submitting: Story = {
  parameters: asInvestor({
    withdrawFromWallet: http.put('/investments/withdraw', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '200');
    const button = (await dialog(canvasElement)).getByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** '£200' goes as amountPence=20000 with an Idempotency-Key; the payout is pending. */
export const Pending: Story = {
  parameters: asInvestor({
    withdrawFromWallet: http.put('/investments/withdraw', ({ request, query, response }) => {
      if (query.get('amountPence') !== '20000' || !request.headers.get('idempotency-key')) return errorResponse(2);
      return response(200).json({
        id: 77,
        amountPence: 20_000,
        type: 'PAY_OUT',
        status: 'PENDING',
        timestamp: '2026-11-01T12:00:00.000Z',
        providerTransactionId: null,
        reference: null,
      });
    }),
  }),
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '200');
    const form = await dialog(canvasElement);
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Your withdrawal is on its way to your bank account. Amount: £200.00. Status: Pending.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Withdraw' })).toBeNull());
  },
};

export const ServerError: Story = {
  parameters: asInvestor({ withdrawFromWallet: http.put('/investments/withdraw', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await withdraw(canvasElement, '200');
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect((await dialog(canvasElement)).getByLabelText(/Amount/)).toHaveValue('200');
  },
};
