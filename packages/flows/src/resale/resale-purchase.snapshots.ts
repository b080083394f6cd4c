import type { ResaleFigures } from '@keystone/api';
import { errorCatalogue, ErrorCode } from '../errors/catalogue.ts';
import { SIGNATURE_PLACEHOLDER } from '../pledge/pledge.snapshots.ts';
import {
  resalePurchaseContext,
  type ResalePurchaseContext,
  type ResalePurchaseInput,
} from './resale-purchase.context.ts';
import { resalePurchaseMachine } from './resale-purchase.machine.ts';
import type { ResalePurchaseSnapshot } from './resale-purchase.selectors.ts';
import { LISTING_NOT_FOR_SALE_MESSAGES, RESALE_AMOUNT_MESSAGES } from './resale.messages.ts';

// How a story (or a test) shows the purchase at any state without clicking from the start: a snapshot resolved from
// a state value and a context, given to the screen, which starts its actor from it
// (`createActor(machine, { input, snapshot: resalePurchaseSnapshotAt('signing', input) })`). A snapshot resolved so
// runs no entry action and starts no call: a state that waits for a call (starting, sendingCode, settling) stays
// busy, which is how a story shows it.

/** Every state the purchase rests in, in the order a purchase passes them, then its refusals. */
export const RESALE_PURCHASE_STATE_VALUES = [
  'choosingAmount',
  'starting',
  'startFailed',
  'reviewing',
  'signing',
  'sendingCode',
  'enteringCode',
  'settling',
  'settleFailed',
  'bought',
  'soldOut',
  'gateRefused',
  'expired',
] as const;

export type ResalePurchaseStateValue = (typeof RESALE_PURCHASE_STATE_VALUES)[number];

/** The order a purchase passes its steps; a refusal comes after whatever it refused. */
const ORDER: readonly ResalePurchaseStateValue[] = [
  'choosingAmount',
  'starting',
  'reviewing',
  'signing',
  'sendingCode',
  'enteringCode',
  'settling',
  'bought',
];

/** Where each state sits in {@link ORDER}: a failure where it was made, a refusal after the settlement tried. */
const PLACE: Record<ResalePurchaseStateValue, ResalePurchaseStateValue> = {
  choosingAmount: 'choosingAmount',
  starting: 'starting',
  startFailed: 'starting',
  reviewing: 'reviewing',
  signing: 'signing',
  sendingCode: 'sendingCode',
  enteringCode: 'enteringCode',
  settling: 'settling',
  settleFailed: 'settling',
  bought: 'bought',
  soldOut: 'settling',
  gateRefused: 'settling',
  expired: 'settling',
};

/** The sentence each refusal shows until a story gives the server's own. */
const REFUSALS: Partial<Record<ResalePurchaseStateValue, string>> = {
  soldOut: LISTING_NOT_FOR_SALE_MESSAGES.sold,
  gateRefused: errorCatalogue[ErrorCode.KYC_NOT_FINISHED].message,
  expired: RESALE_AMOUNT_MESSAGES.purchaseExpired,
};

/** The price of `amountPence` of the listing, at the listing's own rate of interest accrued today (as a story shows it). */
function figuresFor(input: ResalePurchaseInput, amountPence: number): ResaleFigures {
  const { figures } = input.listing;
  const interest =
    figures.capitalPence === 0 ? 0 : Math.floor((figures.accruedInterestPence * amountPence) / figures.capitalPence);
  return { ...figures, capitalPence: amountPence, accruedInterestPence: interest, pricePence: amountPence + interest };
}

/**
 * A context that could have reached `value`: the listing's minimum chosen from the starting step on, the purchase
 * started (its price, a draft assignment) from the review on, the assignment read and a drawn signature from the
 * code on, the code typed from the settlement on, the server's sentence at a refusal. `overrides` set anything else
 * (an amount, the assignment PDF, the result, an error), as a story needs; `bought` shows the result, so a story
 * gives it (`result`).
 */
export function resalePurchaseContextAt(
  value: ResalePurchaseStateValue,
  input: ResalePurchaseInput,
  overrides: Partial<ResalePurchaseContext> = {},
): ResalePurchaseContext {
  const reached = (step: ResalePurchaseStateValue) => ORDER.indexOf(PLACE[value]) >= ORDER.indexOf(step);
  const amountPence = Math.min(input.listing.minimumPence, input.listing.remainingPence);
  const started = reached('reviewing');
  const signed = reached('sendingCode');
  return {
    ...resalePurchaseContext(input),
    ...(reached('starting') && { amountPence }),
    ...(started && {
      purchaseId: 1,
      expiresAt: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      figures: figuresFor(input, amountPence),
      agreement: '',
      agreementText: '',
    }),
    ...(signed && { agreementRead: true, signatures: { DRAW: SIGNATURE_PLACEHOLDER } }),
    ...(reached('settling') && { smsCode: '123456' }),
    ...(REFUSALS[value] !== undefined && { refusal: REFUSALS[value] }),
    ...((value === 'startFailed' || value === 'settleFailed') && { error: new Error('Failed to fetch') }),
    ...overrides,
  };
}

/** The purchase at `value`, resolved from {@link resalePurchaseContextAt}: read it with the selectors or start an actor from it. */
export function resalePurchaseSnapshotAt(
  value: ResalePurchaseStateValue,
  input: ResalePurchaseInput,
  overrides: Partial<ResalePurchaseContext> = {},
): ResalePurchaseSnapshot {
  return resalePurchaseMachine.resolveState({ value, context: resalePurchaseContextAt(value, input, overrides) });
}
