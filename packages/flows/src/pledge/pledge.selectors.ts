import {
  type AgreementText,
  type ESignatureType,
  type FieldError,
  type InvestStrategy,
  type PledgeFinishResponse,
} from '@keystone/api';
import type { SnapshotFrom } from 'xstate';
import { AGREEMENT_TEXTS } from '../agreement/agreement.messages.ts';
import { amountChoiceErrors, canPledgeLong, currentSignature, pledgeStrategies } from './pledge.context.ts';
import type { pledgeMachine } from './pledge.machine.ts';
import { PLEDGE_TRANSFER_TEXTS } from './pledge.labels.ts';
import { PLEDGE_MESSAGES } from './pledge.messages.ts';
import { customAmountDigits, type PledgeAmountChoice } from './pledge-amount.rules.ts';

export type PledgeSnapshot = SnapshotFrom<typeof pledgeMachine>;

/** Back is offered on every step but while a call is under way, while the payment is made and once it succeeded. */
export function selectCanGoBack(snapshot: PledgeSnapshot): boolean {
  return snapshot.status === 'active' && !snapshot.hasTag('busy') && snapshot.can({ type: 'BACK' });
}

/** Whether NEXT would advance now; the amount step's NEXT carries the form's choice, so ask with it. */
export function selectCanGoNext(snapshot: PledgeSnapshot, amounts?: PledgeAmountChoice): boolean {
  return snapshot.can(amounts === undefined ? { type: 'NEXT' } : { type: 'NEXT', amounts });
}

/** A call is under way (agreement, SMS, payment): buttons and fields wait. */
export function selectIsBusy(snapshot: PledgeSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The payment is being made: 'Processing investment...' (seed 001 §4). */
export function selectIsProcessing(snapshot: PledgeSnapshot): boolean {
  return snapshot.hasTag('processing');
}

/** The strategy step's choices: the strategies the project offers for short term, which every pledge includes. */
export function selectStrategies(snapshot: PledgeSnapshot): InvestStrategy[] {
  return pledgeStrategies(snapshot.context.project);
}

/** Whether the term step offers LONG: the project allows it and offers the chosen strategy for it too. */
export function selectCanPledgeLong(snapshot: PledgeSnapshot): boolean {
  return canPledgeLong(snapshot.context);
}

/** What the amount form starts from: the options chosen before, custom text from the amounts they stood for. */
export function selectAmountDefaults(snapshot: PledgeSnapshot): PledgeAmountChoice {
  const { shortOption, longOption, shortAmountPence, longAmountPence } = snapshot.context;
  const poundsText = (pence: number | undefined) =>
    pence === undefined ? '' : customAmountDigits(String(Math.floor(pence / 100)));
  return {
    shortOption,
    longOption,
    shortCustomText: shortOption === 'CUSTOM' ? poundsText(shortAmountPence) : '',
    longCustomText: longOption === 'CUSTOM' ? poundsText(longAmountPence) : '',
  };
}

/** The amount form's rules: field errors under `shortAmountPence`, `longAmountPence` and `source`. */
export function selectAmountRules(snapshot: PledgeSnapshot): (choice: PledgeAmountChoice) => FieldError[] {
  return (choice) => amountChoiceErrors(snapshot.context, choice);
}

/**
 * The rule of a checkbox step's one box (the statement, the conditions, the transfer confirmed): ticked, or the
 * step's message. The form holds the box; NEXT then records it in the machine.
 */
export function selectAcceptRule(snapshot: PledgeSnapshot): (accepted: boolean) => string | undefined {
  const message = snapshot.matches('statement')
    ? PLEDGE_MESSAGES.statement
    : snapshot.matches('conditions')
      ? PLEDGE_MESSAGES.conditions
      : PLEDGE_MESSAGES.transferConfirmed;
  return (accepted) => (accepted ? undefined : message);
}

export function selectSignatureTab(snapshot: PledgeSnapshot): ESignatureType {
  return snapshot.context.eSignatureType;
}

/** The current tab's image (a data URL), or `undefined`. */
export function selectSignature(snapshot: PledgeSnapshot): string | undefined {
  return currentSignature(snapshot.context);
}

/** Sign is enabled only once the whole agreement has been shown and the current tab has an image. */
export function selectCanSign(snapshot: PledgeSnapshot): boolean {
  return snapshot.can({ type: 'SIGN' });
}

/** The unsigned agreement (base64 PDF) once requested. */
export function selectAgreement(snapshot: PledgeSnapshot): string | undefined {
  return snapshot.context.agreement;
}

/** The unsigned agreement's words once requested: the text view on a phone. */
export function selectAgreementText(snapshot: PledgeSnapshot): AgreementText | undefined {
  return snapshot.context.agreementText;
}

/** The whole agreement has been shown: scrolled to its end, opened as a PDF, or confirmed as read. */
export function selectHasReadAgreement(snapshot: PledgeSnapshot): boolean {
  return snapshot.context.agreementRead;
}

/**
 * How the screen lets the investor show they read the agreement: by `scrolling` the text to its end (a phone, where
 * the portal can see the scroll), or by `confirming` it (beside a PDF frame, whose scrolling no page can see).
 * Opening the PDF counts for both.
 */
export type AgreementReading = 'scrolling' | 'confirming';

/** Why Sign is not available yet, in plain words; `undefined` when it is (or when no signing is under way). */
export function selectSignWaitReason(snapshot: PledgeSnapshot, reading: AgreementReading): string | undefined {
  if (!snapshot.matches({ eSignature: 'signing' }) || selectCanSign(snapshot)) return undefined;
  if (!snapshot.context.agreementRead) {
    return reading === 'scrolling' ? AGREEMENT_TEXTS.signUnread : AGREEMENT_TEXTS.signUnreadConfirm;
  }
  return currentSignature(snapshot.context) === undefined ? AGREEMENT_TEXTS.signNoSignature : undefined;
}

export function selectIsCodeDialogOpen(snapshot: PledgeSnapshot): boolean {
  return snapshot.hasTag('codeDialog');
}

/** Why the finish refused the code (wrong or expired), shown in the code dialog. */
export function selectSmsCodeError(snapshot: PledgeSnapshot): string | undefined {
  return snapshot.context.smsCodeError;
}

/**
 * What the server answered when the agreement request or the payment failed, for the step to show in place of the
 * agreement or 'Processing investment...': the portal tells a refusal (worded by `pledgeRefusalText`), the generic
 * modal the rest.
 */
export function selectError(snapshot: PledgeSnapshot): unknown {
  return snapshot.context.error;
}

/**
 * Said before signing when a bank transfer will pay two investments (short and long term): two transfers, two
 * references.
 */
export function selectTransferNotice(snapshot: PledgeSnapshot): string | undefined {
  const { source, term } = snapshot.context;
  return source === 'BANK_TRANSFER' && term === 'LONG' ? PLEDGE_TRANSFER_TEXTS.twoTransfersAhead : undefined;
}

/** What to do with the details to pay into: one transfer, or one per investment, each with its reference. */
export function selectTransferInstructions(snapshot: PledgeSnapshot): string {
  const count = snapshot.context.finish?.investments.length ?? 1;
  return count > 1 ? PLEDGE_TRANSFER_TEXTS.twoTransfers : PLEDGE_TRANSFER_TEXTS.oneTransfer;
}

/** What the finish answered: for a bank transfer, the details to pay into and each investment's reference. */
export function selectFinish(snapshot: PledgeSnapshot): PledgeFinishResponse | undefined {
  return snapshot.context.finish;
}

/** The payment succeeded (from the e-wallet, paid; by bank transfer, recorded and awaiting the transfer). */
export function selectIsPaymentDone(snapshot: PledgeSnapshot): boolean {
  return snapshot.matches({ payment: 'awaitingTransfer' }) || snapshot.matches('success');
}

export function selectHasLeft(snapshot: PledgeSnapshot): boolean {
  return snapshot.matches('left');
}
