import { errorCatalogue } from '@keystone/api';
import { demoResaleListings, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, type handlers, http, serverErrorResponse } from '@keystone/demo/mocks';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { REPAYMENT_STATE_LABELS } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectCards } from '@keystone/ui/table/testing';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ResaleListingPage } from './resale-listing-page.tsx';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

/** Oliver looks at Olivia's half of her Leith part. */
const buyer = demoUsers.coInvestor;
const listingOf = (id: number) => {
  const found = demoResaleListings.find((entry) => entry.listing.id === id)?.listing;
  if (!found) throw new Error(`the demo needs listing ${id}`);
  return found;
};
const olivias = listingOf(1);
const olivers = listingOf(3);

const listingScreen = (id: number, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: `/platform/resale/${id}`, path: '/platform/resale/:id', user: buyer }, overrides);

const meta = {
  title: 'Portal/Resale/Listing',
  component: ResaleListingPage,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...listingScreen(olivias.id) },
} satisfies Meta<typeof ResaleListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: RESALE_LISTING_TEXTS.heading(olivias), level: 1 });

/** The part for sale: its project and how its repayment stands, its figures today, its schedule, and Buy. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(canvas.getByText(RESALE_LISTING_TEXTS.statusLabels.FULLY_FUNDED_DEVELOPMENT_BEGAN)).toBeVisible();
    await expect(canvas.getByText(REPAYMENT_STATE_LABELS.ON_TIME)).toBeVisible();
    await expect(canvas.getByText(RESALE_LISTING_TEXTS.termEnd).nextElementSibling).toHaveTextContent(
      formatDate(olivias.termEndDate),
    );
    const figures = canvas.getByRole('region', { name: RESALE_LISTING_TEXTS.figuresTitle(olivias.figures.asOf) });
    await expect(within(figures).getByText(formatMoney(olivias.figures.accruedInterestPence))).toBeVisible();
    await expect(within(figures).getByText(formatMoney(olivias.figures.pricePence))).toBeVisible();
    const schedule = canvas.getByRole('table', { name: RESALE_LISTING_TEXTS.scheduleCaption });
    await expect(within(schedule).getByText(RESALE_LISTING_TEXTS.kindLabels.CAPITAL)).toBeVisible();
    await expect(canvas.getByRole('link', { name: RESALE_LISTING_TEXTS.projectLink })).toHaveAttribute(
      'href',
      `/platform/projects/${olivias.projectId}`,
    );
    await expect(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.buy })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** 'Buy this loan part' opens the buy flow at its amount, in place of the button. */
export const OpensTheBuyFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: RESALE_LISTING_TEXTS.buy }));
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.amountTitle })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: RESALE_LISTING_TEXTS.buy })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.cancel }));
    await expect(await canvas.findByRole('button', { name: RESALE_LISTING_TEXTS.buy })).toBeVisible();
  },
};

/** At 390 px the schedule's lines are cards, the amount expected first. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expectCards(within(canvasElement).getByRole('table', { name: RESALE_LISTING_TEXTS.scheduleCaption }), [
      RESALE_LISTING_TEXTS.scheduleExpected,
    ]);
  },
};

/** A loan whose repayment is late shows it, with the state's badge. */
export const LateLoan: Story = {
  parameters: listingScreen(olivias.id, {
    getResaleListing: http.get('/resale/listings/{id}', ({ response }) =>
      response(200).json({
        listing: { ...olivias, own: false, investmentId: null },
        projectStatus: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
        repaymentState: 'LATE',
        schedule: [],
      }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByText(REPAYMENT_STATE_LABELS.LATE)).toBeVisible();
    await expect(within(canvasElement).getByText(RESALE_LISTING_TEXTS.scheduleEmpty)).toBeVisible();
  },
};

/** The buyer's own listing: no way to buy it, and why. */
export const OwnListing: Story = {
  parameters: listingScreen(olivers.id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RESALE_LISTING_TEXTS.own)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RESALE_LISTING_TEXTS.buy })).toBeNull();
  },
};

/** A listing sold since the market was read: said, with nothing to buy. */
export const SoldOut: Story = {
  parameters: listingScreen(olivias.id, {
    getResaleListing: http.get('/resale/listings/{id}', ({ response }) =>
      response(200).json({
        listing: { ...olivias, own: false, investmentId: null, status: 'SOLD', remainingPence: 0 },
        projectStatus: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
        repaymentState: 'ON_TIME',
        schedule: [],
      }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RESALE_LISTING_TEXTS.notForSale.SOLD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RESALE_LISTING_TEXTS.buy })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: listingScreen(olivias.id, {
    getResaleListing: http.get('/resale/listings/{id}', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A listing the investor may not read (gone, or never was): the server's words (404 code 42). */
export const NotFound: Story = {
  parameters: listingScreen(99, { getResaleListing: http.get('/resale/listings/{id}', () => errorResponse(42)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorCatalogue[42].message);
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: listingScreen(olivias.id, {
    getResaleListing: http.get('/resale/listings/{id}', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
    await expect(within(canvasElement).getByText('Try again')).toBeInTheDocument();
  },
};
