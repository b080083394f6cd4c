import { demoUsers } from '@keystone/demo/fixtures';
import { forgetMockMemory, http, serverErrorResponse } from '@keystone/demo/mocks';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { RESALE_AMOUNT_MESSAGES, RESALE_BLOCK_MESSAGES } from '@keystone/flows/resale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { MY_LISTINGS_PATH, SellDialog } from './sell-dialog.tsx';
import { quoting, refusedListing, SELL_INVESTMENT_ID, sellProjectName, sellQuote } from './sell-stories.ts';
import { SELL_TEXTS } from './sell-texts.ts';

const asOlivia = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ user: demoUsers.approvedInvestor }, { ...quoting(), ...overrides });

const meta = {
  title: 'Portal/Resale/Sell dialog',
  component: SellDialog,
  tags: ['autodocs'],
  args: { investmentId: SELL_INVESTMENT_ID, projectName: sellProjectName, defaultOpen: true },
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } }, ...asOlivia() },
} satisfies Meta<typeof SellDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const whole = sellQuote();
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: SELL_TEXTS.title }));
const amountField = async (canvasElement: HTMLElement) =>
  (await dialog(canvasElement)).findByLabelText(new RegExp(SELL_TEXTS.amount));

async function typeAmount(canvasElement: HTMLElement, amount: string) {
  await userEvent.type(await amountField(canvasElement), amount);
}

async function submit(canvasElement: HTMLElement, amount: string) {
  if (amount) await typeAmount(canvasElement, amount);
  await userEvent.click(await (await dialog(canvasElement)).findByRole('button', { name: SELL_TEXTS.submit }));
}

/** The figures box says exactly what selling `amountPence` today pays, line by line. */
async function expectFigures(canvasElement: HTMLElement, amountPence: number) {
  const { figures } = sellQuote(amountPence);
  const box = within((await dialog(canvasElement)).getByRole('region', { name: SELL_TEXTS.ifSoldToday }));
  await expect(await box.findByText(SELL_TEXTS.receives)).toBeVisible();
  const list = box.getByText(SELL_TEXTS.receives).closest('dl') as HTMLElement;
  await expect(list).toHaveTextContent(`${SELL_TEXTS.capital}${formatMoney(figures.capitalPence)}`);
  await expect(list).toHaveTextContent(
    `${SELL_TEXTS.accruedInterest(figures.asOf)}${formatMoney(figures.accruedInterestPence)}`,
  );
  await expect(list).toHaveTextContent(
    `${SELL_TEXTS.fee(whole.feeBasisPoints)}${SELL_TEXTS.feeTaken(figures.feePence)}`,
  );
  await expect(list).toHaveTextContent(`${SELL_TEXTS.receives}${formatMoney(figures.sellerReceivesPence)}`);
}

/** Allowed: what is held, the least that may be sold, the amount asked for, and how long a listing stays open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByText(formatMoney(whole.outstandingPence))).toBeVisible();
    await expect(form.getByText(formatMoney(whole.minimumPence))).toBeVisible();
    await expect(await amountField(canvasElement)).toHaveValue('');
    await expect(form.getByText(SELL_TEXTS.figuresFor)).toBeVisible();
    await expect(form.getByText(SELL_TEXTS.openFor)).toBeVisible();
  },
};

export const Playground: Story = {};

/** The schedule's button: the dialog opens on a click. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: SELL_TEXTS.sell }));
    await expect(await (await dialog(canvasElement)).findByText(SELL_TEXTS.openFor)).toBeVisible();
  },
};

/** Part of it: the figures are quoted again for the amount typed. */
export const PartFigures: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '5000');
    await expectFigures(canvasElement, 500_000);
  },
};

export const PartFiguresOnPhone: Story = { ...onMobile(PartFigures), tags: [] };

/** 'Sell all' fills in the outstanding capital and shows what all of it pays. */
export const SellAll: Story = {
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await userEvent.click(await form.findByRole('button', { name: SELL_TEXTS.sellAllOf(whole.outstandingPence) }));
    await expect(await amountField(canvasElement)).toHaveValue(formatMoney(whole.outstandingPence).slice(1, -3));
    await expectFigures(canvasElement, whole.outstandingPence);
  },
};

/** Already listed (the demo's own answer): the reason, and no form. */
export const NotAllowedListed: Story = {
  parameters: screenParameters({ user: demoUsers.approvedInvestor }),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByText(RESALE_BLOCK_MESSAGES.listed)).toBeVisible();
    await expect(form.getByText(SELL_TEXTS.notAllowedTitle)).toBeVisible();
    await expect(form.queryByLabelText(new RegExp(SELL_TEXTS.amount))).toBeNull();
    await expect(form.queryByRole('button', { name: SELL_TEXTS.submit })).toBeNull();
  },
};

/** The loan is late: said why, nothing to fill in. */
export const NotAllowedLate: Story = {
  parameters: asOlivia(quoting(RESALE_BLOCK_MESSAGES.late)),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByText(RESALE_BLOCK_MESSAGES.late)).toBeVisible();
    await expect(form.queryByRole('form')).toBeNull();
  },
};

export const NotAllowedLateOnPhone: Story = onMobile(NotAllowedLate);

/** Too close to the end of the term. */
export const NotAllowedNearEnd: Story = {
  parameters: asOlivia(quoting(RESALE_BLOCK_MESSAGES.nearEnd('2026-11-20'))),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByText(RESALE_BLOCK_MESSAGES.nearEnd('2026-11-20'))).toBeVisible();
    await expect(form.getByText(new RegExp(formatDate('2026-11-20')))).toBeVisible();
    await expect(form.queryByRole('form')).toBeNull();
  },
};

/** Held under 30 days: says from when it may be sold. */
export const NotAllowedTooNew: Story = {
  parameters: asOlivia(quoting(RESALE_BLOCK_MESSAGES.tooNew('2026-11-15'))),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByText(RESALE_BLOCK_MESSAGES.tooNew('2026-11-15'))).toBeVisible();
    await expect(form.queryByRole('form')).toBeNull();
  },
};

/** In default. */
export const NotAllowedInDefault: Story = {
  parameters: asOlivia(quoting(RESALE_BLOCK_MESSAGES.inDefault)),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText(RESALE_BLOCK_MESSAGES.inDefault)).toBeVisible();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '');
    await expect(await (await dialog(canvasElement)).findByText(RESALE_AMOUNT_MESSAGES.required)).toBeVisible();
  },
};

/** Pence are refused: listings are in whole pounds. */
export const WholePounds: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '2500.50');
    const form = await dialog(canvasElement);
    await expect(await form.findByText(RESALE_AMOUNT_MESSAGES.wholePounds)).toBeVisible();
    await expect(form.getByText(SELL_TEXTS.figuresFor)).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, String(whole.minimumPence / 100 - 1));
    await expect(
      await (await dialog(canvasElement)).findByText(RESALE_AMOUNT_MESSAGES.belowMinimum.sell(whole.minimumPence)),
    ).toBeVisible();
  },
};

export const AboveOutstanding: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, String(whole.outstandingPence / 100 + 1));
    await expect(
      await (
        await dialog(canvasElement)
      ).findByText(RESALE_AMOUNT_MESSAGES.aboveAvailable.sell(whole.outstandingPence)),
    ).toBeVisible();
  },
};

/** Keeping less than the minimum is refused: sell all, or keep at least the minimum. */
export const LeavesTooLittle: Story = {
  play: async ({ canvasElement }) => {
    const left = 100;
    await submit(canvasElement, String((whole.outstandingPence - left) / 100));
    await expect(
      await (
        await dialog(canvasElement)
      ).findByText(RESALE_AMOUNT_MESSAGES.leavesTooLittle.sell(left, whole.minimumPence)),
    ).toBeVisible();
  },
};

export const LeavesTooLittleOnPhone: Story = onMobile(LeavesTooLittle);

/** While the listing is made the button is busy. */
export const Submitting: Story = {
  parameters: asOlivia({
    createResaleListing: http.post('/resale/listings', async () => {
      await delay('infinite');
      return new Response();
    }),
  }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '5000');
    const button = (await dialog(canvasElement)).getByRole('button', { name: SELL_TEXTS.submit });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Listed: says so, until when, and leads to 'My listings'. */
export const Listed: Story = {
  parameters: asOlivia({
    createResaleListing: http.post('/resale/listings', async ({ request, response }) => {
      const { amountPence } = await request.json();
      const figures = sellQuote(amountPence).figures;
      return response(201).json({
        id: 99,
        status: 'OPEN',
        own: true,
        investmentId: SELL_INVESTMENT_ID,
        projectId: 1,
        projectTitle: sellProjectName,
        term: 'SHORT',
        investStrategy: 'DEBT',
        yearRatePercent: 8,
        termEndDate: '2027-07-01',
        listedPence: amountPence,
        remainingPence: amountPence,
        minimumPence: whole.minimumPence,
        feeBasisPoints: whole.feeBasisPoints,
        listedAt: '2026-11-01T12:00:00.000Z',
        expiresAt: '2026-12-01T12:00:00.000Z',
        closedAt: null,
        suspendedReason: null,
        figures,
      });
    }),
  }),
  play: async ({ canvasElement }) => {
    // Pounds with zero pence, as the journey fills it in, are whole pounds.
    await submit(canvasElement, '5000.00');
    const form = await dialog(canvasElement);
    await expect(await form.findByText(SELL_TEXTS.listed(500_000, '2026-12-01T12:00:00.000Z'))).toBeVisible();
    await expect(form.getByRole('link', { name: SELL_TEXTS.myListings })).toHaveAttribute('href', MY_LISTINGS_PATH);
  },
};

export const ListedOnPhone: Story = onMobile(Listed);

/** The loan went late between the quote and the listing: the server's reason above the form (409 code 62). */
export const RefusedNotAllowed: Story = {
  parameters: asOlivia(refusedListing(RESALE_BLOCK_MESSAGES.late)),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '5000');
    const form = await dialog(canvasElement);
    await expect(await form.findByText(RESALE_BLOCK_MESSAGES.late)).toBeVisible();
    await expect(form.getByRole('button', { name: SELL_TEXTS.submit })).toBeVisible();
  },
};

/** The quote takes a second: its place is held. */
export const Loading: Story = {
  parameters: asOlivia({
    getResaleQuote: http.get('/investments/{id}/resale-quote', async ({ response }) => {
      await delay(1_000);
      return response(200).json(whole);
    }),
  }),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByRole('status')).toHaveTextContent('loading...');
    await expect(await form.findByLabelText(new RegExp(SELL_TEXTS.amount), {}, { timeout: 5_000 })).toBeVisible();
  },
};

/** A server fault opens the generic modal. */
export const ServerError: Story = {
  parameters: asOlivia({
    getResaleQuote: http.get('/investments/{id}/resale-quote', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
  },
};
