import { demoCollectionAccount, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { FundWalletDialog } from './fund-wallet-dialog.tsx';
import { captureClipboard } from '../testing/clipboard.ts';

const asInvestor = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/Wallet/Fund wallet dialog',
  component: FundWalletDialog,
  tags: ['autodocs'],
  args: { defaultOpen: true },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } }, ...asInvestor() },
} satisfies Meta<typeof FundWalletDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: 'Deposit' }));

async function deposit(canvasElement: HTMLElement, amount: string, tick = true) {
  const form = await dialog(canvasElement);
  if (amount) await userEvent.type(form.getByLabelText(/Amount/), amount);
  if (tick) await userEvent.click(form.getByRole('checkbox', { name: /I have read the instructions/ }));
  await userEvent.click(form.getByRole('button', { name: 'Get bank details' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(form.getByLabelText(/Amount/)).toHaveValue('');
    // Whole pounds (seed 000 §5): said under the field, and a phone shows digits only.
    await expect(form.getByLabelText(/Amount/)).toHaveAccessibleDescription(
      expect.stringContaining('Whole pounds, without pence'),
    );
    await expect(form.getByLabelText(/Amount/)).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByRole('checkbox', { name: /I have read the instructions/ })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Get bank details' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** The dashboard's button loads the dialog on its first click. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deposit' }));
    await expect(await dialog(canvasElement)).toBeTruthy();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '');
    await expect(await (await dialog(canvasElement)).findByText('Field is required')).toBeVisible();
  },
};

export const ZeroAmount: Story = {
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '0');
    await expect(await (await dialog(canvasElement)).findByText('Incorrect amount')).toBeVisible();
  },
};

/** Issue 32: '250.50' was refused as 'Incorrect amount' without saying why. */
export const PenceRefused: Story = {
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '250.50');
    await expect(
      await (await dialog(canvasElement)).findByText('Incorrect amount. Enter whole pounds, without pence'),
    ).toBeVisible();
  },
};

export const InstructionsNotRead: Story = {
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '1250', false);
    const form = await dialog(canvasElement);
    await expect(await form.findByText('Please confirm that you have read the instructions')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /I have read the instructions/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Submitting: Story = {
  parameters: asInvestor({
    fundWallet: http.put('/investments/fund-wallet', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '1250');
    const button = (await dialog(canvasElement)).getByRole('button', { name: 'Get bank details' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/**
 * '£1,250' is sent as amountPence=125000 with an Idempotency-Key; the instructions come back with copy buttons and the
 * 48-hours line.
 */
export const InstructionsShown: Story = {
  parameters: asInvestor({
    fundWallet: http.put('/investments/fund-wallet', ({ request, query, response }) => {
      if (query.get('amountPence') !== '125000' || !request.headers.get('idempotency-key')) return errorResponse(2);
      return response(200).json({
        ...demoCollectionAccount,
        referenceNumber: 'KSD0000042',
        investorName: 'Olivia Bennett',
        sumPence: 125_000,
        status: 'PENDING',
      });
    }),
  }),
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '1250');
    const form = await dialog(canvasElement);
    const details = within(await form.findByLabelText('Bank transfer details'));
    await expect(details.getByText(demoCollectionAccount.accountName)).toBeVisible();
    await expect(details.getByText('04-00-04')).toBeVisible();
    await expect(details.getByText(demoCollectionAccount.accountNumber)).toBeVisible();
    await expect(details.getByText('KSD0000042')).toBeVisible();
    await expect(details.getByText('£1,250.00')).toBeVisible();
    await expect(form.getByText('Transfers can take up to 48 hours to show')).toBeVisible();

    const copied = captureClipboard();
    await userEvent.click(details.getByRole('button', { name: 'Copy reference' }));
    await expect(await details.findByRole('button', { name: 'Copied reference' })).toBeVisible();
    // The sort code reads as banks print it and copies as digits.
    await userEvent.click(details.getByRole('button', { name: 'Copy sort code' }));
    await expect(copied).toEqual(['KSD0000042', '040004']);
  },
};

/** A refusal the investor can act on shows above the form (code 15: KYC not approved). */
export const Refused: Story = {
  parameters: asInvestor({ fundWallet: http.put('/investments/fund-wallet', () => errorResponse(15)) }),
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '1250');
    await expect(await (await dialog(canvasElement)).findByRole('alert')).toHaveTextContent(
      'KYC procedure not finished',
    );
  },
};

export const ServerError: Story = {
  parameters: asInvestor({ fundWallet: http.put('/investments/fund-wallet', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await deposit(canvasElement, '1250');
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect((await dialog(canvasElement)).getByLabelText(/Amount/)).toHaveValue('1,250');
  },
};
