import { demoIsaTransfers, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { ISA_TRANSFER_MESSAGES, isaTransferSnapshotAt } from '@keystone/flows/isa-transfers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { DecideTransferDialog } from './decide-transfer-dialog.tsx';
import { ISA_ADMIN_TEXTS } from './isa-admin-texts.ts';

const [requested] = demoIsaTransfers;
if (!requested || requested.status !== 'REQUESTED') throw new Error('the demo needs a REQUESTED transfer first');
const finished = { errorCode: 57, message: 'This transfer is already finished, so it can no longer change' };
const recordTitle = ISA_ADMIN_TEXTS.recordTitle[requested.direction];
const adminScreen = (overrides = {}) => screenParameters({ route: '/platform/isas', user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/ISA/Decide an ISA transfer',
  component: DecideTransferDialog,
  decorators: [screenDecorator],
  // 'ISA' is a word here (an Individual Savings Account), not the pledge source's code.
  parameters: { rawCodes: { allow: ['ISA'] }, ...adminScreen() },
  args: {
    transfer: requested,
    decision: 'record',
    onOpenChange: fn(),
    snapshot: isaTransferSnapshotAt('requested', requested),
  },
} satisfies Meta<typeof DecideTransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Recording: the amount received and this year's part, checked by flows' rules, then completed. */
export const Record: Story = {
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, recordTitle);
    await expect(within(shown).getByText(ISA_ADMIN_TEXTS.about(requested))).toBeVisible();
    await userEvent.type(within(shown).getByLabelText(/^Amount received or sent/), '100');
    await userEvent.type(within(shown).getByLabelText(/^Of which this tax year/), '200');
    await userEvent.click(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.recordConfirm }));
    await expect(await within(shown).findByText(ISA_TRANSFER_MESSAGES.currentYearInvalid)).toBeVisible();
    await userEvent.clear(within(shown).getByLabelText(/^Of which this tax year/));
    await userEvent.type(within(shown).getByLabelText(/^Of which this tax year/), '20');
    await userEvent.click(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.recordConfirm }));
    await expect(await within(shown).findByText(ISA_ADMIN_TEXTS.recorded)).toBeVisible();
  },
};

export const Recording: Story = {
  args: { snapshot: isaTransferSnapshotAt('recording', requested) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, recordTitle);
    await expect(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.recordConfirm })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Another admin decided first (code 57): the server's words above the form, which may be sent again. */
export const RecordFailed: Story = {
  args: { snapshot: isaTransferSnapshotAt('recordFailed', requested, finished) },
  parameters: adminScreen({ recordIsaTransfer: http.post('/isa-transfers/{id}/record', () => errorResponse(57)) }),
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, recordTitle);
    await expect(await within(shown).findByText(finished.message)).toBeVisible();
  },
};

export const Completed: Story = {
  args: {
    snapshot: isaTransferSnapshotAt('completed', {
      ...requested,
      status: 'COMPLETED',
      recordedAmountPence: 10_000,
      currentYearPence: 2_000,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement, recordTitle);
    await expect(within(shown).getByText(ISA_ADMIN_TEXTS.recorded)).toBeVisible();
    await userEvent.click(within(shown).getAllByRole('button', { name: ISA_ADMIN_TEXTS.close })[0]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Rejecting: the reason is required, then the investor is shown it. */
export const Reject: Story = {
  args: { decision: 'reject' },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, ISA_ADMIN_TEXTS.rejectTitle);
    await userEvent.click(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.rejectConfirm }));
    await expect(await within(shown).findByText(ISA_TRANSFER_MESSAGES.reasonRequired)).toBeVisible();
    await userEvent.type(within(shown).getByLabelText(/^Reason/), 'No ISA with this reference');
    await userEvent.click(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.rejectConfirm }));
    await expect(await within(shown).findByText(ISA_ADMIN_TEXTS.rejected)).toBeVisible();
  },
};

export const Rejecting: Story = {
  args: { decision: 'reject', snapshot: isaTransferSnapshotAt('rejecting', requested) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, ISA_ADMIN_TEXTS.rejectTitle);
    await expect(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.rejectConfirm })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const RejectFailed: Story = {
  args: { decision: 'reject', snapshot: isaTransferSnapshotAt('rejectFailed', requested, finished) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, ISA_ADMIN_TEXTS.rejectTitle);
    await expect(await within(shown).findByText(finished.message)).toBeVisible();
  },
};

export const Rejected: Story = {
  args: {
    decision: 'reject',
    snapshot: isaTransferSnapshotAt('rejected', { ...requested, status: 'REJECTED', reason: 'No ISA' }),
  },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, ISA_ADMIN_TEXTS.rejectTitle);
    await expect(within(shown).getByText(ISA_ADMIN_TEXTS.rejected)).toBeVisible();
  },
};
