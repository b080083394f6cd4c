import type {
  IsaTransfer,
  IsaTransferDirection,
  IsaTransferRecord,
  IsaTransferRequest,
  IsaTransferStatus,
  IsaTransferYears,
} from '@keystone/api';
import { isaTransferDirections, isaTransferStatuses, isaTransferYears } from '@keystone/api';
import { formatMoney } from '../format/index.ts';
import type { StatusTone } from '../labels/tones.ts';
import { AMOUNT_MESSAGES, parsePounds } from '../rules/amount.ts';
import { composeRules, maxLength, matchesPattern, requiredText, type Rule, type TextValue } from '../rules/rule.ts';

// ISA transfers (issue 35 §2). HMRC ISA guidance for managers, 'Transfer an ISA if you're an ISA manager':
// - an ISA moves from manager to manager only: "they cannot transfer an ISA by closing it and paying the proceeds
//   into a new ISA with the new ISA manager" (an investor who withdraws and pays in has subscribed again);
// - earlier years' money may move in whole or in part and uses none of this year's allowance; this year's
//   subscriptions move whole, and count as this year's subscriptions to the ISA they move to;
// - "Transfer rights in relation to non-cash innovative finance ISA investments are available only as set out in
//   the terms and conditions of the account": only the ISA's cash moves here (loans are not sold to transfer).
// The time limit: a transfer is to be completed within 30 calendar days of the request (HMRC's limit for transfers
// other than cash ISA to cash ISA, which is 15 business days); `isaTransferDueBy` dates it.

export const ISA_TRANSFER_DIRECTIONS = isaTransferDirections;
export const ISA_TRANSFER_YEARS = isaTransferYears;
export const ISA_TRANSFER_STATUSES = isaTransferStatuses;

/** HMRC's time limit for a transfer, in calendar days from the request. */
export const ISA_TRANSFER_DAYS = 30;
export const ISA_TRANSFER_MANAGER_MAX_LENGTH = 100;
export const ISA_TRANSFER_REFERENCE_MAX_LENGTH = 40;
export const ISA_TRANSFER_REASON_MAX_LENGTH = 500;
/** The most one transfer moves, as a project wallet operation (the contract's maximum): £100,000,000. */
export const ISA_TRANSFER_MAX_PENCE = 10_000_000_000;
/** The admin's list shows 20 transfers a page. */
export const ISA_TRANSFERS_PAGE_SIZE = 20;

export const ISA_TRANSFER_DIRECTION_LABELS: Readonly<Record<IsaTransferDirection, string>> = {
  IN: 'Transfer in',
  OUT: 'Transfer out',
};

export const ISA_TRANSFER_YEARS_LABELS: Readonly<Record<IsaTransferYears, string>> = {
  CURRENT_YEAR: "This tax year's subscriptions",
  PREVIOUS_YEARS: "Earlier tax years' money",
  ALL: 'All of it',
};

export const ISA_TRANSFER_STATUS_LABELS: Readonly<Record<IsaTransferStatus, string>> = {
  REQUESTED: 'Requested',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

export const ISA_TRANSFER_STATUS_TONES: Readonly<Record<IsaTransferStatus, StatusTone>> = {
  REQUESTED: 'info',
  COMPLETED: 'success',
  CANCELLED: 'neutral',
  REJECTED: 'danger',
};

export const ISA_TRANSFER_LABELS = {
  direction: 'Direction',
  otherManager: 'Other ISA manager',
  otherReference: 'Your account reference with them',
  years: 'Which money',
  whole: 'The whole amount',
  amountPence: 'Amount',
  recordedAmountPence: 'Amount received or sent',
  currentYearPence: "Of which this tax year's subscriptions",
  reason: 'Reason',
  status: 'Status',
  requestedAt: 'Date requested',
  dueBy: 'Due by',
} as const;

export const ISA_TRANSFER_MESSAGES = {
  otherManagerRequired: 'Please enter the name of the other ISA manager',
  otherManagerTooLong: `Please use at most ${ISA_TRANSFER_MANAGER_MAX_LENGTH} characters`,
  otherReferenceRequired: 'Please enter your account reference with the other ISA manager',
  otherReferenceInvalid: 'Use letters, digits, spaces, slashes and hyphens only',
  otherReferenceTooLong: `Please use at most ${ISA_TRANSFER_REFERENCE_MAX_LENGTH} characters`,
  amountRequired: 'Please enter the amount',
  amountInvalid: 'Please enter an amount in pounds and pence, more than £0 and at most £100,000,000',
  /** HMRC ISA guidance for managers: this year's subscriptions must be transferred whole. */
  partOfThisYear:
    "This tax year's subscriptions can only be transferred whole: choose the whole amount, or earlier years' money only",
  reasonRequired: 'Please say why the transfer is rejected',
  reasonTooLong: `Please use at most ${ISA_TRANSFER_REASON_MAX_LENGTH} characters`,
  currentYearInvalid: "This tax year's part must be between £0 and the amount",
  currentYearNotAll:
    "A transfer of this tax year's subscriptions only is all this year's: the part must be the whole amount",
  currentYearNotNone: "A transfer of earlier years' money only has no part of this tax year",
} as const;

export const validateIsaTransferOtherManager: Rule<TextValue> = composeRules(
  requiredText(ISA_TRANSFER_MESSAGES.otherManagerRequired),
  maxLength(ISA_TRANSFER_MANAGER_MAX_LENGTH, ISA_TRANSFER_MESSAGES.otherManagerTooLong),
);

export const validateIsaTransferOtherReference: Rule<TextValue> = composeRules(
  requiredText(ISA_TRANSFER_MESSAGES.otherReferenceRequired),
  matchesPattern(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, ISA_TRANSFER_MESSAGES.otherReferenceInvalid),
  maxLength(ISA_TRANSFER_REFERENCE_MAX_LENGTH, ISA_TRANSFER_MESSAGES.otherReferenceTooLong),
);

export const validateIsaTransferReason: Rule<TextValue> = composeRules(
  requiredText(ISA_TRANSFER_MESSAGES.reasonRequired),
  maxLength(ISA_TRANSFER_REASON_MAX_LENGTH, ISA_TRANSFER_MESSAGES.reasonTooLong),
);

const isPence = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= ISA_TRANSFER_MAX_PENCE;

/**
 * The amount asked for: absent for the whole; a part only of earlier years' money, as this year's subscriptions are
 * transferred whole (HMRC ISA guidance for managers).
 */
export function validateIsaTransferAmount(
  amountPence: number | null | undefined,
  years: IsaTransferYears,
): string | undefined {
  if (amountPence === undefined || amountPence === null) return undefined;
  if (!isPence(amountPence)) return ISA_TRANSFER_MESSAGES.amountInvalid;
  if (years !== 'PREVIOUS_YEARS') return ISA_TRANSFER_MESSAGES.partOfThisYear;
  return undefined;
}

/** A transfer out cannot send more than the ISA's cash (money lent is not sold to transfer it). */
export function validateIsaTransferOutAmount(amountPence: number, cashPence: number): string | undefined {
  return amountPence > cashPence
    ? `The ISA holds ${formatMoney(Math.max(cashPence, 0))} in cash: a transfer out cannot be more than that`
    : undefined;
}

/** Every rule of a request at once, by field, as the form and the server check it. */
export function isaTransferRequestErrors(
  request: IsaTransferRequest,
): Partial<Record<keyof IsaTransferRequest, string>> {
  const errors: Partial<Record<keyof IsaTransferRequest, string>> = {};
  const otherManager = validateIsaTransferOtherManager(request.otherManager);
  if (otherManager) errors.otherManager = otherManager;
  const otherReference = validateIsaTransferOtherReference(request.otherReference);
  if (otherReference) errors.otherReference = otherReference;
  const amount = validateIsaTransferAmount(request.amountPence, request.years);
  if (amount) errors.amountPence = amount;
  return errors;
}

/**
 * What the admin records: the amount, and of it this tax year's subscriptions, which follow from which money the
 * investor asked to move: none of it for earlier years' money only, all of it for this year's only.
 */
export function isaTransferRecordErrors(
  record: IsaTransferRecord,
  years: IsaTransferYears,
): Partial<Record<keyof IsaTransferRecord, string>> {
  if (!isPence(record.amountPence)) return { amountPence: ISA_TRANSFER_MESSAGES.amountInvalid };
  const part = record.currentYearPence;
  if (!Number.isSafeInteger(part) || part < 0 || part > record.amountPence)
    return { currentYearPence: ISA_TRANSFER_MESSAGES.currentYearInvalid };
  if (years === 'CURRENT_YEAR' && part !== record.amountPence)
    return { currentYearPence: ISA_TRANSFER_MESSAGES.currentYearNotAll };
  if (years === 'PREVIOUS_YEARS' && part !== 0) return { currentYearPence: ISA_TRANSFER_MESSAGES.currentYearNotNone };
  return {};
}

/** HMRC's time limit: 30 calendar days after the request. */
export function isaTransferDueBy(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ISA_TRANSFER_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether the investor may still cancel it, or the admin record or reject it. */
export function isIsaTransferOpen(transfer: Pick<IsaTransfer, 'status'>): boolean {
  return transfer.status === 'REQUESTED';
}

/** 'The whole amount' or the amount asked for. */
export function isaTransferAmountText(transfer: Pick<IsaTransfer, 'amountPence'>): string {
  return transfer.amountPence === null ? ISA_TRANSFER_LABELS.whole : formatMoney(transfer.amountPence);
}

/** The request form's values: the amounts as typed, in pounds. */
export interface IsaTransferFormValues {
  direction: IsaTransferDirection;
  otherManager: string;
  otherReference: string;
  years: IsaTransferYears;
  /** 'WHOLE' for all of the money chosen, 'PART' for an amount of earlier years' money. */
  how: 'WHOLE' | 'PART';
  amount: string;
}

export const ISA_TRANSFER_HOW_LABELS = {
  WHOLE: 'The whole amount',
  PART: "Part of it (earlier years' money only)",
} as const;

type FieldMessage = { field: string; message: string };
const messages = (errors: Partial<Record<string, string>>): FieldMessage[] =>
  Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));

/** The amount field of a form: required, pounds and pence more than £0. */
function typedPence(text: string): { pence: number } | { message: string } {
  if (text.trim() === '') return { message: AMOUNT_MESSAGES.required };
  const pence = parsePounds(text);
  return pence === undefined || pence === 0 ? { message: AMOUNT_MESSAGES.invalid } : { pence };
}

/** The request form's rules, as the server checks the request it sends (`isaTransferRequestErrors`). */
export function isaTransferFormErrors(values: IsaTransferFormValues): FieldMessage[] {
  // The amount is checked as typed below; the request's other rules are the server's.
  const errors: Partial<Record<string, string>> = isaTransferRequestErrors({ ...values, amountPence: undefined });
  if (values.how === 'PART') {
    const typed = typedPence(values.amount);
    errors.amount = 'message' in typed ? typed.message : validateIsaTransferAmount(typed.pence, values.years);
  }
  return messages(errors);
}

/** The request the form sends. */
export function isaTransferFormRequest(values: IsaTransferFormValues): IsaTransferRequest {
  const amount = values.how === 'PART' ? parsePounds(values.amount) : undefined;
  return {
    direction: values.direction,
    otherManager: values.otherManager.trim(),
    otherReference: values.otherReference.trim(),
    years: values.years,
    ...(amount === undefined ? {} : { amountPence: amount }),
  };
}

/** The admin's record form: the amounts as typed, in pounds. */
export interface IsaTransferRecordFormValues {
  amount: string;
  currentYear: string;
}

/** The record form's rules, as the server checks the record (`isaTransferRecordErrors`). */
export function isaTransferRecordFormErrors(
  values: IsaTransferRecordFormValues,
  years: IsaTransferYears,
): FieldMessage[] {
  const amount = typedPence(values.amount);
  if ('message' in amount) return [{ field: 'amount', message: amount.message }];
  const currentYearPence = values.currentYear.trim() === '' ? 0 : parsePounds(values.currentYear);
  if (currentYearPence === undefined) return [{ field: 'currentYear', message: AMOUNT_MESSAGES.invalid }];
  const errors = isaTransferRecordErrors({ amountPence: amount.pence, currentYearPence }, years);
  return messages({ amount: errors.amountPence, currentYear: errors.currentYearPence });
}

/** The record the form sends: this year's part 0 when left empty. */
export function isaTransferRecordFormRecord(values: IsaTransferRecordFormValues): IsaTransferRecord {
  return {
    amountPence: parsePounds(values.amount) ?? 0,
    currentYearPence: values.currentYear.trim() === '' ? 0 : (parsePounds(values.currentYear) ?? 0),
  };
}
