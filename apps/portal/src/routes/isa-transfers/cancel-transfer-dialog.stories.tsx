import { demoIsaTransfers, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { isaTransferSnapshotAt } from '@keystone/flows/isa-transfers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { CancelTransferDialog } from './cancel-transfer-dialog.tsx';
import { ISA_TRANSFERS_TEXTS } from './isa-transfers-texts.ts';

const [requested] = demoIsaTransfers;
if (!requested || requested.status !== 'REQUESTED') throw new Error('the demo needs a REQUESTED transfer first');
const refused = { errorCode: 57, message: 'This transfer is already finished, so it can no longer change' };

const meta = {
  title: 'Portal/ISA/Cancel an ISA transfer',
  component: CancelTransferDialog,
  decorators: [screenDecorator],
  // 'ISA' is a word here (an Individual Savings Account), not the pledge source's code.
  parameters: {
    rawCodes: { allow: ['ISA'] },
    ...screenParameters({ route: '/platform/isa/transfers', user: demoUsers.approvedInvestor }),
  },
  args: { transfer: requested, onOpenChange: fn(), snapshot: isaTransferSnapshotAt('requested', requested) },
} satisfies Meta<typeof CancelTransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: ISA_TRANSFERS_TEXTS.cancelTitle });
const confirm = async (canvasElement: HTMLElement) =>
  within(await dialog(canvasElement)).getByRole('button', { name: ISA_TRANSFERS_TEXTS.cancelConfirm });

/** Asked once more, saying which transfer and that nothing has moved; confirming cancels it. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement);
    await expect(within(shown).getByText(ISA_TRANSFERS_TEXTS.cancelDescription(requested))).toBeVisible();
    await userEvent.click(await confirm(canvasElement));
    await expect(await within(shown).findByText(ISA_TRANSFERS_TEXTS.cancelled)).toBeVisible();
  },
};

/** The call is under way: the button is busy. */
export const Cancelling: Story = {
  args: { snapshot: isaTransferSnapshotAt('cancelling', requested) },
  play: async ({ canvasElement }) => {
    await expect(await confirm(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refused (the admin decided first, code 57): the server's words, and the button to try again. */
export const CancelFailed: Story = {
  args: { snapshot: isaTransferSnapshotAt('cancelFailed', requested, refused) },
  parameters: screenParameters(
    { route: '/platform/isa/transfers', user: demoUsers.approvedInvestor },
    { cancelIsaTransfer: http.post('/isa/transfers/{id}/cancel', () => errorResponse(57)) },
  ),
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement);
    await expect(within(shown).getByText(refused.message)).toBeVisible();
    await userEvent.click(await confirm(canvasElement));
    await expect(await within(shown).findByText(refused.message)).toBeVisible();
  },
};

/** Cancelled: said so, with a way to close. */
export const Cancelled: Story = {
  args: { snapshot: isaTransferSnapshotAt('cancelled', { ...requested, status: 'CANCELLED' }) },
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await expect(within(shown).getByText(ISA_TRANSFERS_TEXTS.cancelled)).toBeVisible();
    await userEvent.click(within(shown).getAllByRole('button', { name: ISA_TRANSFERS_TEXTS.close })[0]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
