import type { ProjectStatus } from '@keystone/api';
import { PROJECT_WALLET_OPERATION_MAX_PENCE } from '../constants.ts';
import { formatMoney } from '../format/money.ts';
import { AMOUNT_MESSAGES, parsePounds } from '../rules/amount.ts';
import { isBlank } from '../rules/rule.ts';
import { canExportInvestors } from './project-status.transitions.ts';

// Page size: PAGE_SIZE.projectPayments in constants.ts.

// The admin payments screen's rules (seed 001 §2 'Project payments screen'), shared by the screen and the server.

/** The payments screen asks again every 10 seconds, so rows move from PENDING as the payments settle. */
export const PROJECT_PAYMENTS_REFRESH_MS = 10_000;
/** How long code 35's message stays on the payments screen. */
export const NOT_ENOUGH_MONEY_MESSAGE_MS = 6_000;

// Which statuses may calculate and pay, and when a row may be retried: `payouts/payout-statuses.ts`.

/** The payments screen (and its admin action) exists for the statuses the investor export does (seed 001 §2). */
export const hasPaymentsScreen: (status: ProjectStatus) => boolean = canExportInvestors;

export const PROJECT_WALLET_MESSAGES = {
  overCeiling: `The most in one payment is ${formatMoney(PROJECT_WALLET_OPERATION_MAX_PENCE, { wholePounds: true })}`,
} as const;

/**
 * An amount for a project wallet (funding it, or moving money to the long term), as typed: pounds and pence, more
 * than zero and at most a whole term's target. A developer's repayment carries the profit's pennies, so pence are
 * allowed, unlike the investor's wallet.
 */
export function validateProjectWalletAmount(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || isBlank(value)) return AMOUNT_MESSAGES.required;
  const pence = parsePounds(value);
  if (pence === undefined || pence === 0) return AMOUNT_MESSAGES.invalid;
  return pence > PROJECT_WALLET_OPERATION_MAX_PENCE ? PROJECT_WALLET_MESSAGES.overCeiling : undefined;
}

/** The pence of an amount `validateProjectWalletAmount` accepted; throws for any other, as the form never sends it. */
export function projectWalletAmountPence(value: string): number {
  const pence = validateProjectWalletAmount(value) === undefined ? parsePounds(value) : undefined;
  if (pence === undefined) throw new RangeError(`Not a project wallet amount: ${value}`);
  return pence;
}
