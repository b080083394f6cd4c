import type { InvestmentTerm, ProjectStatus } from '@keystone/api';
import { PROJECT_WALLET_OPERATION_MAX_PENCE } from '../constants.ts';

// The rules of an admin's repayment-state move and of the late-payment setting, shared by the form and the server.

export const REPAYMENT_REASON_MAX_LENGTH = 500;

export const REPAYMENT_REASON_MESSAGES = {
  required: 'Say why the repayment state changes',
  tooLong: `The reason must be at most ${REPAYMENT_REASON_MAX_LENGTH} characters`,
} as const;

/** The reason an admin gives for a move: required (after trimming), at most 500 characters; the history keeps it. */
export function validateRepaymentReason(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return REPAYMENT_REASON_MESSAGES.required;
  if (trimmed.length > REPAYMENT_REASON_MAX_LENGTH) return REPAYMENT_REASON_MESSAGES.tooLong;
  return undefined;
}

/**
 * Days past a term's planned end before its unpaid payment makes the loan LATE. 30 by default: a month overdue is
 * what Kuflink, the nearest platform investors compare us with, publishes as late, and it leaves a developer's
 * ordinary completion delays (a sale completing a week or two after the term) from being reported as trouble.
 */
export const DEFAULT_LATE_PAYMENT_DAYS = 30;
export const LATE_PAYMENT_DAYS_RANGE = { min: 1, max: 365 } as const;

export const LATE_PAYMENT_DAYS_MESSAGE = `Enter a whole number of days from ${LATE_PAYMENT_DAYS_RANGE.min} to ${LATE_PAYMENT_DAYS_RANGE.max}`;

export function validateLatePaymentDays(days: number): string | undefined {
  const { min, max } = LATE_PAYMENT_DAYS_RANGE;
  return Number.isInteger(days) && days >= min && days <= max ? undefined : LATE_PAYMENT_DAYS_MESSAGE;
}

/** A recovery is a whole number of pence above nothing, at most a project wallet operation's ceiling. */
export const RECOVERY_AMOUNT_MESSAGE = 'Enter the amount recovered, more than £0.00';

export function validateRecoveryAmount(amountPence: number): string | undefined {
  return Number.isSafeInteger(amountPence) && amountPence > 0 && amountPence <= PROJECT_WALLET_OPERATION_MAX_PENCE
    ? undefined
    : RECOVERY_AMOUNT_MESSAGE;
}

/**
 * The term whose payment is due next while the project is in `status`, or undefined when no term is running (not
 * yet funded, complete, cancelled). The short term runs from funding until its payouts; the long term after them.
 */
export function dueTermOf(status: ProjectStatus): InvestmentTerm | undefined {
  switch (status) {
    case 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN':
    case 'FULLY_FUNDED_DEVELOPMENT_BEGAN':
    case 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT':
      return 'SHORT';
    case 'COMPLETE_SHORT_TERM':
    case 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG':
      return 'LONG';
    default:
      return undefined;
  }
}

const DAY_MS = 86_400_000;

/**
 * Whether a payment due on `dueDate` (the term's planned end, 'YYYY-MM-DD') is late on `today` (London's calendar
 * day, 'YYYY-MM-DD'): more than `latePaymentDays` whole days have passed since it was due.
 */
export function isPaymentOverdue(dueDate: string, latePaymentDays: number, today: string): boolean {
  const lateFrom = new Date(Date.parse(`${dueDate}T00:00:00Z`) + latePaymentDays * DAY_MS).toISOString().slice(0, 10);
  return today > lateFrom;
}
