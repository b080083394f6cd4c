import { demoUsers } from '@keystone/demo/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { FundWalletTrigger, WithdrawTrigger } from './wallet-triggers.tsx';

/** The two buttons the dashboard places beside the wallet balance. */
function WalletButtons() {
  return (
    <div className="flex gap-3 p-4">
      <FundWalletTrigger />
      <WithdrawTrigger />
    </div>
  );
}

const meta = {
  title: 'Portal/Wallet/Wallet buttons',
  component: WalletButtons,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...screenParameters({ user: demoUsers.approvedInvestor }) },
} satisfies Meta<typeof WalletButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Each dialog is fetched on its button's first click and opens at once. */
export const OpensDeposit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Deposit' });
    await expect(within(dialog).getByLabelText(/Amount/)).toBeVisible();
  },
};

export const OpensWithdraw: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Withdraw' });
    await expect(await within(dialog).findByLabelText(/Amount/)).toBeVisible();
  },
};
