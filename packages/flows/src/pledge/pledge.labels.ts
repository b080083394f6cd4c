import type { ESignatureType, PledgeAmountOption, PledgeSource } from '@keystone/api';

/** Each step's name in the header (seed 001 §2 'Pledge flow'); their order is the machine's (`pledge.steps.ts`). */
export const PLEDGE_STEP_LABELS = {
  source: 'Source',
  strategy: 'Strategy',
  term: 'Term',
  amount: 'Amount',
  statement: 'Statement',
  conditions: 'Conditions',
  eSignature: 'eSignature',
  payment: 'Payment',
  success: 'Success',
} as const;

export type PledgeStepId = keyof typeof PLEDGE_STEP_LABELS;

/** Where the investor is: 'Step 4 of 9', or 'Step 2' while choices still to be made decide how many steps follow. */
export function pledgeProgressText(number: number, total: number | undefined): string {
  return total === undefined ? `Step ${number}` : `Step ${number} of ${total}`;
}

export const PLEDGE_SOURCE_LABELS: Readonly<Record<PledgeSource, string>> = {
  E_WALLET: 'E-wallet',
  // Seed 001 names the source 'wire bank transfer' but fixes no words for it: plain words (issue 32).
  BANK_TRANSFER: 'Bank transfer',
  ISA: 'Innovative Finance ISA',
};

// Ours: the seed names the options and tabs (seed 001 §9) but shows no words for them.
export const PLEDGE_AMOUNT_OPTION_LABELS: Readonly<Record<PledgeAmountOption, string>> = {
  MINIMUM: 'Minimum',
  CUSTOM: 'Custom',
  REMAINING: 'Remaining',
};

export const SIGNATURE_TAB_LABELS: Readonly<Record<ESignatureType, string>> = {
  DRAW: 'Draw',
  TYPE: 'Type',
  UPLOAD: 'Upload',
};

/** What a bank transfer asks of the investor, said before they sign and again with the details to pay into. */
export const PLEDGE_TRANSFER_TEXTS = {
  /** A long-term pledge is two investments (short and long), so two transfers. */
  twoTransfersAhead:
    'Paying by bank transfer, a long-term pledge is two investments: you will make two transfers, one for the ' +
    'short-term amount and one for the long-term amount, each quoting its own reference. You will see both ' +
    'references after you sign.',
  oneTransfer: 'Pay by bank transfer to the account below, quoting the reference.',
  twoTransfers:
    'Make two transfers to the account below, one for each investment, each quoting its own reference. The ' +
    'investment is pending until its transfer arrives.',
} as const;
