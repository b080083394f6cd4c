import { demoIsaTransfers, demoUsers } from '@keystone/demo/fixtures';
import { http, serverErrorResponse } from '@keystone/demo/mocks';
import { ISA_TRANSFER_MESSAGES } from '@keystone/flows/isa-transfers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { IsaTransfersPage } from './isa-transfers-page.tsx';
import { ISA_TRANSFERS_TEXTS } from './isa-transfers-texts.ts';

const [requested] = demoIsaTransfers;
if (!requested) throw new Error('the demo needs ISA transfers');

const transfersScreen = (overrides = {}) =>
  screenParameters({ route: '/platform/isa/transfers', user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/ISA/ISA transfers',
  component: IsaTransfersPage,
  decorators: [screenDecorator],
  // 'ISA' is a word here (an Individual Savings Account), not the pledge source's code.
  parameters: { layout: 'padded', rawCodes: { allow: ['ISA'] }, ...transfersScreen() },
} satisfies Meta<typeof IsaTransfersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: ISA_TRANSFERS_TEXTS.caption });

/** The investor's transfers, newest first, each with where it has got to; a rejected one says why. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ISA transfers', level: 1 })).toBeVisible();
    const transfers = await table(canvasElement);
    await expect(within(transfers).getAllByRole('row')).toHaveLength(demoIsaTransfers.length + 1);
    await expect(within(transfers).getByText('Requested')).toBeVisible();
    await expect(within(transfers).getByText('Completed')).toBeVisible();
    await expect(within(transfers).getByText(/^Rejected: Hargreaves ISA Ltd has no ISA/)).toBeVisible();
    await expect(within(transfers).getByText('£5,000.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: ISA_TRANSFERS_TEXTS.cancelTransfer(requested) })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Cancel the transfer/ })).toHaveLength(1);
  },
};

export const Playground: Story = {};

/** At 390 px each transfer is a card led by the other manager. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await expectCards(await table(canvasElement), [ISA_TRANSFERS_TEXTS.columns.amount]);
  },
};

export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectTable(await table(canvasElement));
  },
};

export const Loading: Story = {
  parameters: transfersScreen({
    listIsaTransfers: http.get('/isa/transfers', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const Empty: Story = {
  parameters: transfersScreen({
    listIsaTransfers: http.get('/isa/transfers', ({ response }) => response(200).json({ transfers: [], count: 0 })),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ISA_TRANSFERS_TEXTS.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Asking for a transfer in: the form's rules first, then the request, told above the list. */
export const TransferIn: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: ISA_TRANSFERS_TEXTS.transferIn }));
    const form = await body(canvasElement).findByRole('dialog', { name: ISA_TRANSFERS_TEXTS.requestTitle.IN });
    await userEvent.click(within(form).getByRole('button', { name: ISA_TRANSFERS_TEXTS.send }));
    await expect(await within(form).findByText(ISA_TRANSFER_MESSAGES.otherManagerRequired)).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/Other ISA manager/), 'Northern Savings plc');
    await userEvent.type(within(form).getByLabelText(/Your account reference/), 'NS-99');
    await userEvent.click(within(form).getByRole('button', { name: ISA_TRANSFERS_TEXTS.send }));
    await expect(await within(canvasElement).findByText(ISA_TRANSFERS_TEXTS.requested)).toBeVisible();
    await expect(await within(await table(canvasElement)).findByText('Northern Savings plc')).toBeVisible();
  },
};

/** Part of this year's subscriptions cannot move (HMRC): said under the amount. */
export const PartOfThisYear: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: ISA_TRANSFERS_TEXTS.transferOut }));
    const form = await body(canvasElement).findByRole('dialog', { name: ISA_TRANSFERS_TEXTS.requestTitle.OUT });
    await userEvent.type(within(form).getByLabelText(/Other ISA manager/), 'Albion Building Society');
    await userEvent.type(within(form).getByLabelText(/Your account reference/), 'ABS-1');
    await userEvent.click(
      within(form).getByRole('radio', { name: new RegExp(ISA_TRANSFERS_TEXTS.how.PART.slice(0, 10)) }),
    );
    await userEvent.type(await within(form).findByLabelText(/^Amount/), '500');
    await userEvent.click(within(form).getByRole('button', { name: ISA_TRANSFERS_TEXTS.send }));
    await expect(await within(form).findByText(ISA_TRANSFER_MESSAGES.partOfThisYear)).toBeVisible();
  },
};

/** 'Cancel' on a requested transfer opens its confirmation. */
export const CancelFromTheList: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: ISA_TRANSFERS_TEXTS.cancelTransfer(requested) }),
    );
    const shown = await body(canvasElement).findByRole('dialog', { name: ISA_TRANSFERS_TEXTS.cancelTitle });
    await userEvent.click(within(shown).getByRole('button', { name: ISA_TRANSFERS_TEXTS.cancelConfirm }));
    await expect(await within(shown).findByText(ISA_TRANSFERS_TEXTS.cancelled)).toBeVisible();
  },
};
