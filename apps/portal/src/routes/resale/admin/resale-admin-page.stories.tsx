import { demoResaleListings, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, forgetMockMemory, http, serverErrorResponse } from '@keystone/demo/mocks';
import { LISTING_NOT_FOR_SALE_MESSAGES, RESALE_LISTING_STATUS_LABELS } from '@keystone/flows/resale';
import type { ResaleListing } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards } from '@keystone/ui/table/testing';
import { openMainNav } from '../../../testing/main-nav.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ResaleAdminPage } from './resale-admin-page.tsx';
import { RESALE_ADMIN_TEXTS } from './resale-admin-texts.ts';

const all = demoResaleListings.map((entry) => entry.listing);
const open = all.filter((listing) => listing.status === 'OPEN' || listing.status === 'PARTLY_SOLD');
const [first] = all;
if (!first || first.status !== 'OPEN') throw new Error('the demo needs an open listing first');

const asAdmin = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/resale/admin', user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/Resale/Resale listings (admin)',
  component: ResaleAdminPage,
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'padded', ...asAdmin() },
} satisfies Meta<typeof ResaleAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: RESALE_ADMIN_TEXTS.caption });

async function openSuspend(canvasElement: HTMLElement, listing: ResaleListing) {
  await table(canvasElement);
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: RESALE_ADMIN_TEXTS.suspendListing(listing.id, listing.projectTitle),
    }),
  );
  return within(await body(canvasElement).findByRole('dialog', { name: RESALE_ADMIN_TEXTS.suspendTitle }));
}

/** Every listing, newest first; only those still for sale can be suspended. */
export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_ADMIN_TEXTS.title, level: 1 })).toBeVisible();
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(all.length + 1);
    await expect(canvas.getAllByRole('button', { name: /^Suspend listing/ })).toHaveLength(open.length);
    await expect(
      canvas.getAllByText(RESALE_LISTING_STATUS_LABELS.SUSPENDED, { selector: '[data-tone]' })[0],
    ).toHaveAttribute('data-tone', 'danger');
  },
};

export const SuccessOnPhone: Story = {
  ...onMobile(Success),
  tags: [],
  play: async (context) => {
    await Success.play?.(context);
    await expectCards(await table(context.canvasElement), [
      RESALE_ADMIN_TEXTS.columns.remaining,
      RESALE_ADMIN_TEXTS.columns.status,
    ]);
  },
};

/** The status filter asks the server for that status only. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByLabelText(RESALE_ADMIN_TEXTS.statusFilter), 'SUSPENDED');
    await waitFor(async () => expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(2));
    const suspended = all.find((listing) => listing.status === 'SUSPENDED');
    await expect(within(canvasElement).getByText(suspended?.suspendedReason ?? '')).toBeVisible();
  },
};

/** A reason is required; with one, the listing is suspended and the page says so. */
export const SuspendWithReason: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSuspend(canvasElement, first);
    await userEvent.click(dialog.getByRole('button', { name: RESALE_ADMIN_TEXTS.suspendConfirm }));
    await expect(await dialog.findByText(RESALE_ADMIN_TEXTS.reasonRequired)).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText(new RegExp(RESALE_ADMIN_TEXTS.reason)),
      'The valuation is being checked',
    );
    await userEvent.click(dialog.getByRole('button', { name: RESALE_ADMIN_TEXTS.suspendConfirm }));
    await expect(await within(canvasElement).findByText(RESALE_ADMIN_TEXTS.suspended(first.id))).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(await within(canvasElement).findByText('The valuation is being checked')).toBeVisible();
  },
};

export const SuspendWithReasonOnPhone: Story = onMobile(SuspendWithReason);

/** It sold meanwhile (409 code 63): the server's words above the form, which stays open. */
export const SuspendRefused: Story = {
  parameters: asAdmin({
    suspendResaleListing: http.post('/resale/listings/{id}/suspend', () =>
      errorResponse(63, { message: LISTING_NOT_FOR_SALE_MESSAGES.sold }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openSuspend(canvasElement, first);
    await userEvent.type(dialog.getByLabelText(new RegExp(RESALE_ADMIN_TEXTS.reason)), 'Checking the survey');
    await userEvent.click(dialog.getByRole('button', { name: RESALE_ADMIN_TEXTS.suspendConfirm }));
    await expect(await dialog.findByText(LISTING_NOT_FOR_SALE_MESSAGES.sold)).toBeVisible();
    await expect(dialog.getByRole('button', { name: RESALE_ADMIN_TEXTS.suspendConfirm })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: asAdmin({
    listResaleListings: http.get('/resale/listings', ({ response }) => response(200).json({ items: [], count: 0 })),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(RESALE_ADMIN_TEXTS.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: asAdmin({
    listResaleListings: http.get('/resale/listings', async ({ response }) => {
      await delay(1_000);
      return response(200).json({ items: all, count: all.length });
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
    await expect(
      await within(canvasElement).findByRole('table', { name: RESALE_ADMIN_TEXTS.caption }, { timeout: 5_000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: asAdmin({ listResaleListings: http.get('/resale/listings', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The admin reaches the page from the navigation ('Resale'); an investor's has no such link. */
export const FromTheNavigation: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'Resale' }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: RESALE_ADMIN_TEXTS.title, level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Resale listings · Keystone'));
  },
};

export const NotForInvestors: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.approvedInvestor }),
  play: async ({ canvasElement }) => {
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'My listings' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Resale' })).toBeNull();
  },
};
