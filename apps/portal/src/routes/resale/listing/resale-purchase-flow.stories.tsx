import { apiError, type ResalePurchaseResult } from '@keystone/api';
import { demoResaleListings, demoUsers } from '@keystone/demo/fixtures';
import { DEMO_PDF_BASE64, errorResponse, http, MOCK_SMS_CODE } from '@keystone/demo/mocks';
import { errorText } from '@keystone/flows/errors';
import { formatMoney } from '@keystone/flows/format';
import { PLEDGE_MESSAGES, SIGNATURE_PLACEHOLDER } from '@keystone/flows/pledge';
import {
  LISTING_NOT_FOR_SALE_MESSAGES,
  RESALE_AMOUNT_MESSAGES,
  resalePurchaseMachine,
  resalePurchaseSnapshotAt,
  type ResalePurchaseContext,
  type ResalePurchaseStateValue,
} from '@keystone/flows/resale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';
import { ResalePurchaseFlow } from './resale-purchase-flow.tsx';

// Each state of flows' purchase machine, reached by giving the flow a snapshot (STYLE: not by clicking from the
// start); the server's refusals by the mocks' answers, overridden by operationId.

/** Oliver buys from Olivia's half of her Leith part (£5,000 for sale, at least £1,000). */
const buyer = demoUsers.coInvestor;
const listing = {
  ...demoResaleListings.find((entry) => entry.listing.id === 1)!.listing,
  own: false,
  investmentId: null,
};
const ASSIGNMENT_TEXT = `Assignment of a loan part\nProject: ${listing.projectTitle}\nThe seller assigns to the buyer all rights in the capital assigned.`;

const at = (value: ResalePurchaseStateValue, overrides: Partial<ResalePurchaseContext> = {}) => {
  const resolved = resalePurchaseSnapshotAt(value, { listing }, overrides);
  const answered = resolved.context.agreement === '';
  return resalePurchaseMachine.getPersistedSnapshot(
    resalePurchaseMachine.resolveState({
      value: resolved.value,
      context: {
        ...resolved.context,
        ...(answered && { agreement: DEMO_PDF_BASE64, agreementText: ASSIGNMENT_TEXT }),
      },
    }),
  );
};

const flowScreen = (overrides = {}) =>
  screenParameters({ route: `/platform/resale/${listing.id}`, user: buyer }, overrides);

const meta = {
  title: 'Portal/Resale/Buy',
  component: ResalePurchaseFlow,
  args: { listing, onLeave: fn(), snapshot: at('choosingAmount') },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...flowScreen() },
} satisfies Meta<typeof ResalePurchaseFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${RESALE_LISTING_TEXTS.amount}`) });

async function buy(canvasElement: HTMLElement, pounds: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.amountTitle });
  await userEvent.clear(amountField(canvasElement));
  if (pounds !== '') await userEvent.type(amountField(canvasElement), pounds);
  await userEvent.click(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.next }));
}

async function expectFieldMessage(element: HTMLElement, message: string) {
  await waitFor(() => expect(element).toHaveAttribute('aria-invalid', 'true'));
  await expect(element).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The amount: whole pounds, between the least and all that is for sale, said in the hint. */
export const ChoosingAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.amountTitle })).toBeVisible();
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(RESALE_LISTING_TEXTS.amountHint(listing)),
    );
    await expect(
      canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.buyAll(listing.remainingPence) }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

/** The amount rule (flows' validateResaleAmount, side 'buy') under the field, before anything is sent. */
export const AmountRules: Story = {
  play: async ({ canvasElement }) => {
    await buy(canvasElement, '');
    await expectFieldMessage(amountField(canvasElement), RESALE_AMOUNT_MESSAGES.required);
    await buy(canvasElement, '500');
    await expectFieldMessage(amountField(canvasElement), RESALE_AMOUNT_MESSAGES.belowMinimum.buy(listing.minimumPence));
    await buy(canvasElement, '4500');
    await expectFieldMessage(
      amountField(canvasElement),
      RESALE_AMOUNT_MESSAGES.leavesTooLittle.buy(50_000, listing.minimumPence),
    );
  },
};

/** An amount the server refused (not enough in the e-wallet for the price): under the field when the step is back. */
export const AmountRefused: Story = {
  args: {
    snapshot: at('choosingAmount', { amountPence: 200_000, amountError: RESALE_AMOUNT_MESSAGES.insufficientFunds }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: RESALE_LISTING_TEXTS.amountTitle });
    await expect(amountField(canvasElement)).toHaveValue('2,000');
    await expectFieldMessage(amountField(canvasElement), RESALE_AMOUNT_MESSAGES.insufficientFunds);
  },
};

/** A valid amount starts the purchase: its price today and the draft assignment to review. */
export const StartsThePurchase: Story = {
  play: async ({ canvasElement }) => {
    await buy(canvasElement, '1000');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.reviewTitle })).toBeVisible();
    await expect(await canvas.findByText(formatMoney(100_000))).toBeVisible();
    await expect(canvas.getByRole('article', { name: RESALE_LISTING_TEXTS.assignmentLabel })).toBeVisible();
  },
};

/** While the server starts the purchase: its assignment is being prepared. */
export const Starting: Story = {
  args: { snapshot: at('starting') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(RESALE_LISTING_TEXTS.starting)).toBeVisible();
  },
};

/** The review: the price, the assignment in words; Next once it has been read (confirmed here). */
export const Reviewing: Story = {
  args: { snapshot: at('reviewing') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.reviewTitle })).toBeVisible();
    await expect(canvas.getByText(RESALE_LISTING_TEXTS.price)).toBeVisible();
    await expect(canvas.getByText(/The seller assigns to the buyer/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: RESALE_LISTING_TEXTS.readConfirm }));
    await userEvent.click(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.next }));
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.signTitle })).toBeVisible();
  },
};

/** Signing: the pledge's signature tabs; Sign waits for a signature. */
export const Signing: Story = {
  args: { snapshot: at('signing', { agreementRead: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.signTitle })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Draw' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.sign })).toBeDisabled();
  },
};

/** Sign sends the code and opens its dialog. */
export const SignSendsCode: Story = {
  args: { snapshot: at('signing', { agreementRead: true, signatures: { DRAW: SIGNATURE_PLACEHOLDER } }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: RESALE_LISTING_TEXTS.sign }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
    await expect(dialog.getByText(RESALE_LISTING_TEXTS.codeDescription)).toBeVisible();
  },
};

/** While the code is sent: the dialog waits. */
export const SendingCode: Story = {
  args: { snapshot: at('sendingCode') },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
    await expect(dialog.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  },
};

/** The code entered settles the purchase: bought, with the way to the signed assignment. */
export const EnteringCode: Story = {
  args: { snapshot: at('enteringCode') },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), MOCK_SMS_CODE);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.boughtTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: RESALE_LISTING_TEXTS.seeAssignment })).toBeVisible();
  },
};

/** A wrong code: the server's words under the field, the dialog open again. */
export const WrongCode: Story = {
  args: { snapshot: at('enteringCode', { smsCodeError: PLEDGE_MESSAGES.smsCodeWrong }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
    await expectFieldMessage(dialog.getByRole('textbox', { name: /^Code/ }), PLEDGE_MESSAGES.smsCodeWrong);
  },
};

/** While the purchase is paid and settled. */
export const Settling: Story = {
  args: { snapshot: at('settling') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(RESALE_LISTING_TEXTS.settling)).toBeVisible();
  },
};

const result: ResalePurchaseResult = {
  purchaseId: 1,
  listingId: listing.id,
  investmentId: 101,
  agreementId: 101,
  figures: { ...listing.figures, capitalPence: 100_000, accruedInterestPence: 1_746, pricePence: 101_746 },
  settledAt: '2026-11-01T12:00:00.000Z',
};

/** Bought: what was bought and paid, and the signed assignment. */
export const Bought: Story = {
  args: { snapshot: at('bought', { result }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(RESALE_LISTING_TEXTS.bought(100_000, 101_746, listing.projectTitle)),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: RESALE_LISTING_TEXTS.seeAssignment })).toHaveAttribute(
      'href',
      '/platform/agreement/101',
    );
  },
};

/** Someone else bought it first (409 code 63): the server's sentence, and the way back to the market. */
export const SoldOut: Story = {
  args: {
    snapshot: at('soldOut', {
      refusal: LISTING_NOT_FOR_SALE_MESSAGES.sold,
      error: apiError(63, { message: LISTING_NOT_FOR_SALE_MESSAGES.sold }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LISTING_NOT_FOR_SALE_MESSAGES.sold);
    await expect(canvas.getByRole('link', { name: RESALE_LISTING_TEXTS.backToMarket })).toBeVisible();
  },
};

/** The settlement finds it sold meanwhile (409 code 63 from finishResalePurchase): told in its words. */
export const SoldWhileSigning: Story = {
  args: { snapshot: at('enteringCode') },
  parameters: flowScreen({
    finishResalePurchase: http.put('/resale/purchases/{id}', () =>
      errorResponse(63, { message: LISTING_NOT_FOR_SALE_MESSAGES.sold }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), MOCK_SMS_CODE);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(LISTING_NOT_FOR_SALE_MESSAGES.sold);
  },
};

/** The investing gate refuses at the start (codes 43, 47, 45): the server's sentence ends the flow. */
const gateRefusal = (code: 43 | 45 | 47): Story => ({
  parameters: flowScreen({ startResalePurchase: http.post('/resale/purchases', () => errorResponse(code)) }),
  play: async ({ canvasElement }) => {
    await buy(canvasElement, '1000');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorText(apiError(code)));
    await expect(within(canvasElement).getByRole('heading', { name: RESALE_LISTING_TEXTS.refusedTitle })).toBeVisible();
  },
});

export const CoolingOff = gateRefusal(43);
export const DeclarationNotCurrent = gateRefusal(47);
export const EverydayLimit = gateRefusal(45);

/** The purchase was not finished in time: said, and a new one at today's price. */
export const Expired: Story = {
  args: {
    snapshot: at('expired', {
      error: apiError(2, { fieldErrors: [{ field: 'purchaseId', message: RESALE_AMOUNT_MESSAGES.purchaseExpired }] }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESALE_AMOUNT_MESSAGES.purchaseExpired);
    await userEvent.click(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.startAgain }));
    await expect(await canvas.findByRole('heading', { name: RESALE_LISTING_TEXTS.amountTitle })).toBeVisible();
  },
};

/** The start failed unexpectedly (the generic modal told it): a line saying so, and a retry. */
export const StartFailed: Story = {
  args: { snapshot: at('startFailed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RESALE_LISTING_TEXTS.startFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RESALE_LISTING_TEXTS.retry })).toBeVisible();
  },
};

/** The settlement failed unexpectedly: a line saying so, and a retry. */
export const SettleFailed: Story = {
  args: { snapshot: at('settleFailed') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(RESALE_LISTING_TEXTS.settleFailed)).toBeVisible();
  },
};
