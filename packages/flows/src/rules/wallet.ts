import type { TransactionStatus } from '@keystone/api';
import { TRANSACTION_STATUS_LABELS } from '../dashboard/dashboard-labels.ts';
import { formatMoney } from '../format/money.ts';
import { parsePounds, validateWalletAmount, type AmountValue } from './amount.ts';
import type { Rule } from './rule.ts';

// The e-wallet's dialogs and calls (seed 000 §2, §5 "Wallet"). Amount messages are amount.ts's, shared with the
// server, which checks the same rules on the `amountPence` query.

export const WALLET_MESSAGES = {
  /** The deposit dialog's checkbox must be ticked before the instructions are asked for. */
  instructionsNotRead: 'Please confirm that you have read the instructions',
  /** A withdrawal goes to the bank account on the profile: without one there is nowhere to send it. */
  noBankDetails: 'Please add your bank details to your profile before withdrawing',
} as const;

export const WALLET_LABELS = {
  amount: 'Amount (£)',
  /** Under the amount of a deposit or withdrawal: the seed's whole pounds, said before anyone types pence. */
  amountHint: 'Whole pounds, without pence',
  depositInstructions:
    'Pay by bank transfer from a UK account in your name. We give you our account details and a reference: quote the reference on your transfer so that the money reaches your e-wallet.',
  instructionsRead: 'I have read the instructions and will quote the reference on my transfer',
  transferDelay: 'Transfers can take up to 48 hours to show',
  depositTitle: 'Deposit',
  withdrawTitle: 'Withdraw',
  getInstructions: 'Get bank details',
  withdrawSubmit: 'Withdraw',
  accountName: 'Account name',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  reference: 'Reference',
  sum: 'Amount',
  balance: 'Your balance',
  done: 'Done',
  withdrawInstructions: 'The money leaves your e-wallet at once and goes to the bank account on your profile.',
  withdrawSent: 'Your withdrawal is on its way to your bank account.',
} as const;

/** What the withdraw dialog says once the server took the withdrawal: its amount and its status, in words. */
export function withdrawalSentMessage(amountPence: number, status: TransactionStatus): string {
  return `${WALLET_LABELS.withdrawSent} Amount: ${formatMoney(amountPence)}. Status: ${TRANSACTION_STATUS_LABELS[status]}.`;
}

/** The checkbox rule of the deposit dialog. */
export const validateInstructionsRead: Rule<boolean | null | undefined> = (checked) =>
  checked === true ? undefined : WALLET_MESSAGES.instructionsNotRead;

/**
 * The `amountPence` query for a typed amount the rules accepted (`'£1,250'` → 125000). Throws for text the amount
 * rule refuses, as the form never submits it.
 */
export function walletAmountPence(value: AmountValue): number {
  if (validateWalletAmount(value) !== undefined) throw new RangeError(`Not a wallet amount: ${String(value)}`);
  const pence = typeof value === 'number' ? value : parsePounds(String(value));
  if (pence === undefined) throw new RangeError(`Not a wallet amount: ${String(value)}`);
  return pence;
}
