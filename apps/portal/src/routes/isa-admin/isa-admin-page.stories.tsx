import { demoIsaTransfers, demoUsers } from '@keystone/demo/fixtures';
import { http, serverErrorResponse } from '@keystone/demo/mocks';
import { taxYearOf } from '@keystone/flows/tax';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { openMainNav } from '../../testing/main-nav.ts';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { IsaAdminPage } from './isa-admin-page.tsx';
import { ISA_ADMIN_TEXTS } from './isa-admin-texts.ts';

const [requested] = demoIsaTransfers;
if (!requested) throw new Error('the demo needs ISA transfers');

const adminScreen = (overrides = {}) => screenParameters({ route: '/platform/isas', user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/ISA/ISAs (admin)',
  component: IsaAdminPage,
  decorators: [screenDecorator],
  // 'ISA' is a word here (an Individual Savings Account), not the pledge source's code.
  parameters: { layout: 'padded', rawCodes: { allow: ['ISA'] }, ...adminScreen() },
} satisfies Meta<typeof IsaAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: ISA_ADMIN_TEXTS.caption });

/** The transfers to act on (REQUESTED), each to record or reject, and the annual report's download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ISAs', level: 1 })).toBeVisible();
    const transfers = await table(canvasElement);
    await expect(within(transfers).getAllByRole('row')).toHaveLength(2);
    await expect(within(transfers).getByText(requested.otherManager)).toBeVisible();
    await expect(canvas.getByRole('button', { name: ISA_ADMIN_TEXTS.recordTransfer(requested) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ISA_ADMIN_TEXTS.rejectTransfer(requested) })).toBeVisible();
    const lastYear = taxYearOf(new Date()) - 1;
    await expect(canvas.getByRole('link', { name: ISA_ADMIN_TEXTS.download })).toHaveAttribute(
      'href',
      `/api/isa-reports/${lastYear}`,
    );
  },
};

export const Playground: Story = {};

/** Another status shows those transfers, with nothing left to act on. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByLabelText(ISA_ADMIN_TEXTS.statusFilter), 'COMPLETED');
    const transfers = await table(canvasElement);
    await waitFor(() => expect(within(transfers).getByText('Northern Savings plc')).toBeVisible());
    await expect(within(canvasElement).queryByRole('button', { name: ISA_ADMIN_TEXTS.record })).toBeNull();
  },
};

/** A chosen tax year's report. */
export const ChooseTheReportYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thisYear = taxYearOf(new Date());
    await userEvent.selectOptions(await canvas.findByLabelText(ISA_ADMIN_TEXTS.taxYear), String(thisYear - 3));
    await expect(canvas.getByRole('link', { name: ISA_ADMIN_TEXTS.download })).toHaveAttribute(
      'href',
      `/api/isa-reports/${thisYear - 3}`,
    );
  },
};

/** 'Record' opens the decision for that transfer. */
export const RecordFromTheList: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: ISA_ADMIN_TEXTS.recordTransfer(requested) }),
    );
    const shown = await body(canvasElement).findByRole('dialog', {
      name: ISA_ADMIN_TEXTS.recordTitle[requested.direction],
    });
    await userEvent.type(within(shown).getByLabelText(/^Amount received or sent/), '12,500');
    await userEvent.click(within(shown).getByRole('button', { name: ISA_ADMIN_TEXTS.recordConfirm }));
    await expect(await within(shown).findByText(ISA_ADMIN_TEXTS.recorded)).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await expectCards(await table(canvasElement), [ISA_ADMIN_TEXTS.columns.amount]);
  },
};

export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectTable(await table(canvasElement));
  },
};

export const Loading: Story = {
  parameters: adminScreen({
    listAllIsaTransfers: http.get('/isa-transfers', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const Empty: Story = {
  parameters: adminScreen({
    listAllIsaTransfers: http.get('/isa-transfers', ({ response }) => response(200).json({ transfers: [], count: 0 })),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ISA_ADMIN_TEXTS.empty)).toBeVisible();
  },
};

/** The admin reaches the page from the navigation ('ISAs'). */
export const FromTheNavigation: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'ISAs' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'ISAs', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('ISAs · Keystone'));
  },
};

/** An investor's navigation has no 'ISAs'. */
export const NotForInvestors: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.approvedInvestor }),
  play: async ({ canvasElement }) => {
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'ISAs' })).toBeNull();
  },
};
