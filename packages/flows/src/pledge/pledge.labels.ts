import type { ESignatureType, PledgeAmountOption, PledgeSource } from '@keystone/api';

/** The pledge flow's steps in order (seed 001 §2 'Pledge flow'). */
export const PLEDGE_STEP_IDS = [
  'source',
  'strategy',
  'term',
  'amount',
  'statement',
  'conditions',
  'eSignature',
  'payment',
  'success',
] as const;

export type PledgeStepId = (typeof PLEDGE_STEP_IDS)[number];

export const PLEDGE_STEP_LABELS: Readonly<Record<PledgeStepId, string>> = {
  source: 'Source',
  strategy: 'Strategy',
  term: 'Term',
  amount: 'Amount',
  statement: 'Statement',
  conditions: 'Conditions',
  eSignature: 'eSignature',
  payment: 'Payment',
  success: 'Success',
};

export const PLEDGE_SOURCE_LABELS: Readonly<Record<PledgeSource, string>> = {
  E_WALLET: 'E-wallet',
  BANK_TRANSFER: 'Wire bank transfer',
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
