import { demoResaleListings, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, forgetMockMemory, http, serverErrorResponse } from '@keystone/demo/mocks';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { LISTING_NOT_FOR_SALE_MESSAGES, RESALE_LISTING_STATUS_LABELS } from '@keystone/flows/resale';
import type { ResaleListing } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { openMainNav } from '../../../testing/main-nav.ts';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { MyListingsPage } from './my-listings-page.tsx';
import { MY_LISTINGS_TEXTS } from './my-listings-texts.ts';

// Olivia's own listings in the demo: half of her Leith investment, open, and an earlier one she cancelled.
const olivias = demoResaleListings.filter((entry) => entry.seller === 'approvedInvestor').map((entry) => entry.listing);
const open = olivias.find((listing) => listing.status === 'OPEN') as ResaleListing;
const suspended = demoResaleListings.find((entry) => entry.listing.status === 'SUSPENDED')?.listing as ResaleListing;

const asOlivia = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/resale/mine', user: demoUsers.approvedInvestor }, overrides);
const listing = (items: ResaleListing[]) => ({
  listResaleListings: http.get('/resale/listings', ({ response }) =>
    response(200).json({ items, count: items.length }),
  ),
});

const meta = {
  title: 'Portal/Resale/My listings',
  component: MyListingsPage,
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'padded', ...asOlivia() },
} satisfies Meta<typeof MyListingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: MY_LISTINGS_TEXTS.caption });
const rowOf = async (canvasElement: HTMLElement, text: string) => {
  const rows = within(await table(canvasElement)).getAllByRole('row');
  const row = rows.find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return within(row);
};

/** Her listings, newest first: the open one says what is for sale, what she receives and when it expires. */
export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: MY_LISTINGS_TEXTS.title, level: 1 })).toBeVisible();
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(olivias.length + 1);
    const openRow = within(rows[1] as HTMLElement);
    await expect(openRow.getByText(RESALE_LISTING_STATUS_LABELS.OPEN)).toHaveAttribute('data-tone', 'info');
    await expect(rows[1]).toHaveTextContent(formatMoney(open.remainingPence));
    await expect(rows[1]).toHaveTextContent(formatMoney(open.figures.sellerReceivesPence));
    await expect(rows[1]).toHaveTextContent(formatDate(open.expiresAt));
    await expect(openRow.getByRole('link', { name: open.projectTitle })).toHaveAttribute(
      'href',
      `/platform/resale/${open.id}`,
    );
    await expect(
      openRow.getByRole('button', { name: MY_LISTINGS_TEXTS.cancelListing(open.projectTitle) }),
    ).toBeVisible();
    // The cancelled one is closed: nothing to cancel.
    const cancelledRow = within(rows[2] as HTMLElement);
    await expect(cancelledRow.getByText(RESALE_LISTING_STATUS_LABELS.CANCELLED)).toBeVisible();
    await expect(cancelledRow.queryByRole('button')).toBeNull();
  },
};

export const SuccessOnPhone: Story = {
  ...onMobile(Success),
  tags: [],
  play: async (context) => {
    await Success.play?.(context);
    await expectCards(await table(context.canvasElement), [
      MY_LISTINGS_TEXTS.columns.remaining,
      MY_LISTINGS_TEXTS.columns.status,
    ]);
  },
};

export const SuccessOnDesktop: Story = {
  ...onDesktop(Success),
  tags: [],
  play: async (context) => {
    await Success.play?.(context);
    await expectTable(await table(context.canvasElement));
  },
};

/** A suspended listing says why, in red; it cannot be cancelled. */
export const Suspended: Story = {
  parameters: asOlivia(listing([{ ...suspended, own: true }])),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, suspended.projectTitle);
    await expect(row.getByText(RESALE_LISTING_STATUS_LABELS.SUSPENDED)).toHaveAttribute('data-tone', 'danger');
    await expect(row.getByText(suspended.suspendedReason ?? '')).toBeVisible();
    await expect(row.queryByRole('button')).toBeNull();
  },
};

/** One listing of `status` from the demo, as its seller sees it: its badge, and Cancel only while it is for sale. */
function statusStory(status: ResaleListing['status']): Story {
  const shown = demoResaleListings.find((entry) => entry.listing.status === status)?.listing as ResaleListing;
  const forSale = status === 'OPEN' || status === 'PARTLY_SOLD';
  return {
    parameters: asOlivia(listing([{ ...shown, own: true }])),
    play: async ({ canvasElement }) => {
      const row = await rowOf(canvasElement, shown.projectTitle);
      await expect(row.getByText(RESALE_LISTING_STATUS_LABELS[status], { selector: '[data-tone]' })).toBeVisible();
      await expect(row.queryByRole('button', { name: MY_LISTINGS_TEXTS.cancelListing(shown.projectTitle) }))[
        forSale ? 'toBeVisible' : 'toBeNull'
      ]();
      if (forSale) {
        await expect(row.getByText(formatMoney(shown.figures.sellerReceivesPence))).toBeVisible();
      }
    },
  };
}

/** The listing machine's states, each as the seller sees it (the statechart links here). */
export const Open = statusStory('OPEN');
export const PartlySold = statusStory('PARTLY_SOLD');
export const Sold = statusStory('SOLD');
export const Cancelled = statusStory('CANCELLED');
export const Expired = statusStory('EXPIRED');

/** Cancel, asked once more: the listing is cancelled and the page says so. */
export const CancelConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: MY_LISTINGS_TEXTS.cancelListing(open.projectTitle) }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: MY_LISTINGS_TEXTS.cancelTitle });
    await expect(dialog).toHaveTextContent(MY_LISTINGS_TEXTS.cancelDescription(open.remainingPence, open.projectTitle));
    await userEvent.click(within(dialog).getByRole('button', { name: MY_LISTINGS_TEXTS.cancelConfirm }));
    await expect(await within(canvasElement).findByText(MY_LISTINGS_TEXTS.cancelled(open.projectTitle))).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await waitFor(async () =>
      expect(
        within(await table(canvasElement)).queryByText(RESALE_LISTING_STATUS_LABELS.OPEN, { selector: '[data-tone]' }),
      ).toBeNull(),
    );
  },
};

export const CancelConfirmedOnPhone: Story = onMobile(CancelConfirmed);

/** 'Keep it listed' sends nothing. */
export const CancelKept: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: MY_LISTINGS_TEXTS.cancelListing(open.projectTitle) }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: MY_LISTINGS_TEXTS.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MY_LISTINGS_TEXTS.keep }));
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(
      within(await table(canvasElement)).getByText(RESALE_LISTING_STATUS_LABELS.OPEN, { selector: '[data-tone]' }),
    ).toBeVisible();
  },
};

/** It sold meanwhile (409 code 63): said in the dialog, which stays open. */
export const CancelRefused: Story = {
  parameters: asOlivia({
    cancelResaleListing: http.post('/resale/listings/{id}/cancel', () =>
      errorResponse(63, { message: LISTING_NOT_FOR_SALE_MESSAGES.sold }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: MY_LISTINGS_TEXTS.cancelListing(open.projectTitle) }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: MY_LISTINGS_TEXTS.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MY_LISTINGS_TEXTS.cancelConfirm }));
    await expect(await within(dialog).findByText(LISTING_NOT_FOR_SALE_MESSAGES.sold)).toBeVisible();
  },
};

/** Nothing listed yet: how to sell. */
export const Empty: Story = {
  parameters: asOlivia(listing([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MY_LISTINGS_TEXTS.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(MY_LISTINGS_TEXTS.emptyDescription)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A second late: the table's place is held. */
export const Loading: Story = {
  parameters: asOlivia({
    listResaleListings: http.get('/resale/listings', async ({ response }) => {
      await delay(1_000);
      return response(200).json({ items: olivias, count: olivias.length });
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
    await expect(
      await within(canvasElement).findByRole('table', { name: MY_LISTINGS_TEXTS.caption }, { timeout: 5_000 }),
    ).toBeVisible();
  },
};

/** A server fault opens the generic modal, and the page offers to try again. */
export const ServerError: Story = {
  parameters: asOlivia({ listResaleListings: http.get('/resale/listings', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The investor reaches the page from the navigation ('My listings'). */
export const FromTheNavigation: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.approvedInvestor }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: MY_LISTINGS_TEXTS.title }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: MY_LISTINGS_TEXTS.title, level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My listings · Keystone'));
    // The market's link stays unlit on the page below it.
    const link = (href: string) => canvasElement.ownerDocument.querySelector(`#main-nav a[href="${href}"]`);
    await expect(link('/platform/resale/mine')).toHaveAttribute('aria-current', 'page');
    await expect(link('/platform/resale')).not.toHaveAttribute('aria-current');
  },
};
