import type { ESignatureType, ResaleFigures, ResalePurchaseResult } from '@keystone/api';
import type { SnapshotFrom } from 'xstate';
import { currentSignature, purchaseAmountError } from './resale-purchase.context.ts';
import type { resalePurchaseMachine } from './resale-purchase.machine.ts';
import { resaleMinimumPence } from './resale-amount.ts';

export type ResalePurchaseSnapshot = SnapshotFrom<typeof resalePurchaseMachine>;

/** The purchase's state: the step on screen, or the refusal that ended it. */
export function selectPurchaseStep(snapshot: ResalePurchaseSnapshot): string {
  return snapshot.value;
}

/** A call is under way (start, SMS, settlement): buttons and fields wait. */
export function selectPurchaseIsBusy(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The purchase is being paid and settled. */
export function selectPurchaseIsSettling(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.hasTag('settling');
}

/** Back is offered where the machine takes it and no call is under way. */
export function selectPurchaseCanGoBack(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.status === 'active' && !snapshot.hasTag('busy') && snapshot.can({ type: 'BACK' });
}

/** The amount form's rule (flows' amount rule for a buyer of this listing): the message, or `undefined`. */
export function selectPurchaseAmountRule(
  snapshot: ResalePurchaseSnapshot,
): (amountPence: number | undefined) => string | undefined {
  return (amountPence) => purchaseAmountError(snapshot.context.listing, amountPence);
}

/** The least and the most a buyer may buy of this listing. */
export function selectPurchaseAmountBounds(snapshot: ResalePurchaseSnapshot): {
  minimumPence: number;
  maximumPence: number;
} {
  const { remainingPence, minimumPence } = snapshot.context.listing;
  return { minimumPence: resaleMinimumPence(remainingPence, minimumPence), maximumPence: remainingPence };
}

/** The amount chosen (what the amount form starts from when the buyer comes back to it). */
export function selectPurchaseAmount(snapshot: ResalePurchaseSnapshot): number | undefined {
  return snapshot.context.amountPence;
}

/** Why the server refused the amount: the amount rule, or not enough in the e-wallet for the price. */
export function selectPurchaseAmountError(snapshot: ResalePurchaseSnapshot): string | undefined {
  return snapshot.context.amountError;
}

/** The price for today once the purchase started: capital, interest accrued, the price paid. */
export function selectPurchaseFigures(snapshot: ResalePurchaseSnapshot): ResaleFigures | undefined {
  return snapshot.context.figures;
}

/** The draft assignment (base64 PDF) once the purchase started. */
export function selectPurchaseAgreement(snapshot: ResalePurchaseSnapshot): string | undefined {
  return snapshot.context.agreement;
}

/** The draft assignment's words, for a phone. */
export function selectPurchaseAgreementText(snapshot: ResalePurchaseSnapshot): string | undefined {
  return snapshot.context.agreementText;
}

export function selectPurchaseHasReadAgreement(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.context.agreementRead;
}

/** Whether the review's NEXT would go on to signing: the whole assignment has been shown. */
export function selectPurchaseCanGoNext(snapshot: ResalePurchaseSnapshot, amountPence?: number): boolean {
  return snapshot.can(amountPence === undefined ? { type: 'NEXT' } : { type: 'NEXT', amountPence });
}

export function selectPurchaseSignatureTab(snapshot: ResalePurchaseSnapshot): ESignatureType {
  return snapshot.context.eSignatureType;
}

/** The current tab's image (a data URL), or `undefined`. */
export function selectPurchaseSignature(snapshot: ResalePurchaseSnapshot): string | undefined {
  return currentSignature(snapshot.context);
}

/** Sign is enabled once the current tab has an image. */
export function selectPurchaseCanSign(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.can({ type: 'SIGN' });
}

export function selectPurchaseIsCodeDialogOpen(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.hasTag('codeDialog');
}

/** Why the settlement refused the code (wrong, expired, too many tries), shown in the code dialog. */
export function selectPurchaseSmsCodeError(snapshot: ResalePurchaseSnapshot): string | undefined {
  return snapshot.context.smsCodeError;
}

/** Why the purchase cannot go on (sold out, a gate, expired): the server's sentence. */
export function selectPurchaseRefusal(snapshot: ResalePurchaseSnapshot): string | undefined {
  return snapshot.context.refusal;
}

/** What the server (or the network) said when a start or a settlement failed for any other reason. */
export function selectPurchaseError(snapshot: ResalePurchaseSnapshot): unknown {
  return snapshot.context.error;
}

/** What the settlement answered: the part bought and the buyer's copy of the assignment. */
export function selectPurchaseResult(snapshot: ResalePurchaseSnapshot): ResalePurchaseResult | undefined {
  return snapshot.context.result;
}

export function selectPurchaseIsBought(snapshot: ResalePurchaseSnapshot): boolean {
  return snapshot.matches('bought');
}
