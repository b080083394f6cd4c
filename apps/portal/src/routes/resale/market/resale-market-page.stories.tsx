import { demoResaleListings, demoUsers } from '@keystone/demo/fixtures';
import { http, serverErrorResponse } from '@keystone/demo/mocks';
import { formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ResaleMarketPage } from './resale-market-page.tsx';
import { RESALE_MARKET_TEXTS, resaleListingPath } from './resale-market-texts.ts';

/** Oliver browses: he sees the others' open listings, not his own. */
const buyer = demoUsers.coInvestor;
const forSale = demoResaleListings
  .map((entry) => entry.listing)
  .filter((listing) => ['OPEN', 'PARTLY_SOLD'].includes(listing.status) && listing.id !== 3);
const [soonest] = [...forSale].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
if (!soonest) throw new Error('the demo needs listings open to buy');

const marketScreen = (overrides = {}) => screenParameters({ route: '/platform/resale', user: buyer }, overrides);

const meta = {
  title: 'Portal/Resale/Market',
  component: ResaleMarketPage,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...marketScreen() },
} satisfies Meta<typeof ResaleMarketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: RESALE_MARKET_TEXTS.caption });

/** The loan parts others are selling, soonest to close first, each with its price today and a link to it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_MARKET_TEXTS.title, level: 1 })).toBeVisible();
    const listings = await table(canvasElement);
    await expect(within(listings).getAllByRole('row')).toHaveLength(forSale.length + 1);
    const firstRow = within(listings).getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByText(soonest.projectTitle)).toBeVisible();
    await expect(within(firstRow).getByText(formatMoney(soonest.remainingPence))).toBeVisible();
    await expect(within(firstRow).getByText(formatMoney(soonest.figures.pricePence))).toBeVisible();
    await expect(canvas.getByRole('link', { name: RESALE_MARKET_TEXTS.viewListing(soonest) })).toHaveAttribute(
      'href',
      resaleListingPath(soonest.id),
    );
    // His own listing is not offered to him.
    await expect(canvas.getAllByRole('link', { name: /^View / })).toHaveLength(forSale.length);
  },
};

export const Playground: Story = {};

/** At 390 px each listing is a card led by its project, the capital for sale first. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await expectCards(await table(canvasElement), [RESALE_MARKET_TEXTS.columns.forSale]);
  },
};

export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectTable(await table(canvasElement));
  },
};

/** 'View' opens the listing's page. */
export const OpensAListing: Story = {
  parameters: screenParameters({ route: '/platform/resale', user: buyer, app: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: RESALE_MARKET_TEXTS.viewListing(soonest) }));
    await expect(
      await canvas.findByRole('heading', { name: new RegExp(soonest.projectTitle), level: 1 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: marketScreen({
    listResaleListings: http.get('/resale/listings', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const Empty: Story = {
  parameters: marketScreen({
    listResaleListings: http.get('/resale/listings', ({ response }) => response(200).json({ items: [], count: 0 })),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(RESALE_MARKET_TEXTS.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The server failed: the generic modal says so, and the page offers to try again. */
export const ServerError: Story = {
  parameters: marketScreen({ listResaleListings: http.get('/resale/listings', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
    await expect(within(canvasElement).getByText('Try again')).toBeInTheDocument();
  },
};
