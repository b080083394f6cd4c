import type {
  ESignatureType,
  ResaleFigures,
  ResaleListing,
  ResalePurchaseResult,
  ResalePurchaseStart,
  ResalePurchaseStarted,
} from '@keystone/api';
import { isApiError } from '@keystone/api';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { errorText } from '../errors/display.ts';
import { validateSmsCode } from '../pledge/pledge-amount.rules.ts';
import { smsCodeErrorMessage } from '../pledge/pledge.context.ts';
import type { FinishResalePurchaseInput } from './resale-purchase.actors.ts';
import { validateResaleAmount } from './resale-amount.ts';
import { LISTING_NOT_FOR_SALE_MESSAGES, RESALE_AMOUNT_MESSAGES } from './resale.messages.ts';

// The purchase flow's context, events and the pure decisions its guards make; the machine only routes. The context
// holds the step's outcome, never a form's fields: the amount chosen, the purchase the server started (its price and
// draft assignment), the signature per tab, the code, and what the server said.

export interface ResalePurchaseInput {
  /** The listing being bought from (`getResaleListing`'s `listing`), which the host reads before starting the flow. */
  listing: ResaleListing;
}

export interface ResalePurchaseContext extends ResalePurchaseInput {
  /** The capital chosen, in whole pounds; `undefined` until the amount step passes. */
  amountPence: number | undefined;
  /** Why the server refused the amount (the amount rule, or not enough in the e-wallet for the price). */
  amountError: string | undefined;
  purchaseId: number | undefined;
  expiresAt: string | undefined;
  /** The price for today: the capital, the interest accrued to today, the price the buyer pays. */
  figures: ResaleFigures | undefined;
  /** The draft assignment, a base64 PDF, shown before signing. */
  agreement: string | undefined;
  /** The same assignment in words, for a phone. */
  agreementText: string | undefined;
  /** The buyer has been shown the whole assignment. */
  agreementRead: boolean;
  /** The signature tab on screen (draw, type, upload), as the pledge's. */
  eSignatureType: ESignatureType;
  /** Each tab's own image, a data URL (PNG or JPEG). */
  signatures: Partial<Record<ESignatureType, string>>;
  smsCode: string | undefined;
  /** Why the code was refused (wrong, expired, too many tries), shown in the code dialog. */
  smsCodeError: string | undefined;
  /** Why the purchase cannot go on: sold, withdrawn, a gate not passed, the purchase expired. */
  refusal: string | undefined;
  /** What the server (or the network) said when a call failed for any other reason. */
  error: unknown;
  /** What the finish answered: the part bought, its assignment and the figures paid. */
  result: ResalePurchaseResult | undefined;
}

export type ResalePurchaseEvent =
  /** On the amount step NEXT carries the amount chosen; on the review step nothing. */
  | { type: 'NEXT'; amountPence?: number }
  | { type: 'BACK' }
  /** The whole assignment has been shown: scrolled to its end, opened as a PDF, or confirmed as read. */
  | { type: 'AGREEMENT_READ' }
  | { type: 'SELECT_SIGNATURE_TAB'; tab: ESignatureType }
  /** The current tab's image (a data URL). */
  | { type: 'SET_SIGNATURE'; image: string }
  | { type: 'CLEAR_SIGNATURE' }
  | { type: 'SIGN' }
  | { type: 'RESEND_CODE' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CLOSE_CODE_DIALOG' }
  | { type: 'RETRY' }
  /** From an expired purchase: choose the amount again, for a new purchase at today's price. */
  | { type: 'START_AGAIN' };

/**
 * `busy`: a call is under way (start, SMS, settlement) and the buttons wait; `settling`: the purchase is being paid;
 * `codeDialog`: the SMS code dialog is open.
 */
export type ResalePurchaseTag = 'busy' | 'settling' | 'codeDialog';

/** The outcome the host reads when the flow ends: bought, or refused with the sentence that says why. */
export type ResalePurchaseOutput =
  { outcome: 'bought'; result: ResalePurchaseResult } | { outcome: 'refused'; reason: string };

export function resalePurchaseContext(input: ResalePurchaseInput): ResalePurchaseContext {
  return {
    ...input,
    amountPence: undefined,
    amountError: undefined,
    purchaseId: undefined,
    expiresAt: undefined,
    figures: undefined,
    agreement: undefined,
    agreementText: undefined,
    agreementRead: false,
    eSignatureType: 'DRAW',
    signatures: {},
    smsCode: undefined,
    smsCodeError: undefined,
    refusal: undefined,
    error: undefined,
    result: undefined,
  };
}

/** The amount rule for a buyer of this listing (flows' `validateResaleAmount`, side 'buy'): the message, or none. */
export function purchaseAmountError(listing: ResaleListing, amountPence: number | undefined): string | undefined {
  return validateResaleAmount({
    amountPence,
    availablePence: listing.remainingPence,
    minimumPence: listing.minimumPence,
    side: 'buy',
  });
}

export function isCodeFilled(code: string): boolean {
  return validateSmsCode(code) === undefined;
}

/** What `POST /resale/purchases` sends. */
export function startResalePurchaseInput(context: ResalePurchaseContext): ResalePurchaseStart {
  return { listingId: context.listing.id, amountPence: context.amountPence as number };
}

/** What the context keeps of a started purchase. */
export function startedPurchase(started: ResalePurchaseStarted): Partial<ResalePurchaseContext> {
  return {
    purchaseId: started.purchaseId,
    expiresAt: started.expiresAt,
    figures: started.figures,
    agreement: started.agreement,
    agreementText: started.agreementText,
  };
}

/** The current tab's image, if it has one. */
export function currentSignature(
  context: Pick<ResalePurchaseContext, 'signatures' | 'eSignatureType'>,
): string | undefined {
  return context.signatures[context.eSignatureType];
}

/** What `PUT /resale/purchases/{id}` sends: the purchase, the current tab's signature and the code. */
export function finishResalePurchaseInput(context: ResalePurchaseContext): FinishResalePurchaseInput {
  return {
    purchaseId: context.purchaseId as number,
    signatureBase64: currentSignature(context) ?? '',
    smsCode: context.smsCode ?? '',
  };
}

function fieldMessage(error: unknown, field: string): string | undefined {
  if (!hasErrorCode(error, ErrorCode.INVALID_DATA) || !isApiError(error)) return undefined;
  return error.fieldErrors?.find((fieldError) => fieldError.field === field)?.message;
}

/** 409 code 63: the listing is no longer for sale (sold, withdrawn, expired, suspended) or is the buyer's own. */
export function isListingNotForSale(error: unknown): boolean {
  return hasErrorCode(error, ErrorCode.LISTING_NOT_FOR_SALE);
}

/** The investing gate's refusals, the same as a pledge's: KYC, the consumer journey and its cooling-off, the declaration, the everyday limit. */
export const PURCHASE_GATE_CODES: readonly ErrorCode[] = [
  ErrorCode.KYC_NOT_FINISHED,
  ErrorCode.COOLING_OFF_NOT_ENDED,
  ErrorCode.CONSUMER_JOURNEY_NOT_DONE,
  ErrorCode.DECLARATION_NOT_CURRENT,
  ErrorCode.EVERYDAY_INVESTOR_LIMIT,
];

export function isGateRefusal(error: unknown): boolean {
  return PURCHASE_GATE_CODES.some((code) => hasErrorCode(error, code));
}

/** 400 code 2 on `purchaseId`: the purchase was not finished within its 30 minutes. */
export function isPurchaseExpired(error: unknown): boolean {
  return fieldMessage(error, 'purchaseId') !== undefined;
}

/** 400 code 2 on `amountPence`: the amount rule at the start, not enough in the e-wallet for the price at the finish. */
export function amountRefusalMessage(error: unknown): string | undefined {
  return fieldMessage(error, 'amountPence');
}

export function isAmountRefused(error: unknown): boolean {
  return amountRefusalMessage(error) !== undefined;
}

/** The finish refused the code: wrong, expired or missing (on `smsCode`), or ended by its fifth wrong try (429 code 20). */
export function purchaseSmsCodeErrorMessage(error: unknown): string | undefined {
  return smsCodeErrorMessage(error);
}

/** The sentence a refusal shows: the server's own, else ours for what became of the listing. */
export function purchaseRefusalText(error: unknown): string {
  if (isPurchaseExpired(error)) return RESALE_AMOUNT_MESSAGES.purchaseExpired;
  if (isListingNotForSale(error) && !(isApiError(error) && error.message.trim() !== '')) {
    return LISTING_NOT_FOR_SALE_MESSAGES.sold;
  }
  return errorText(error);
}
