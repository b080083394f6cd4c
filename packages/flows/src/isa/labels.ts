/** The ISA's words shared by the portal, the server and the demo (issue 35 §2). */
export const ISA_TYPE_LABELS = { INNOVATIVE_FINANCE: 'Innovative Finance ISA' } as const;

export const ISA_MOVEMENT_KIND_LABELS = {
  SUBSCRIPTION: 'Paid in',
  WITHDRAWAL: 'Taken out',
  TRANSFER_IN: 'Transfer in',
  TRANSFER_OUT: 'Transfer out',
} as const;

export const ISA_COUNTERPARTY_LABELS = {
  E_WALLET: 'E-wallet',
  BANK: 'Bank account',
  OTHER_MANAGER: 'Another ISA manager',
} as const;

export const ISA_SUBSCRIPTION_SOURCE_LABELS = {
  E_WALLET: 'From my e-wallet',
  BANK_TRANSFER: 'By bank transfer',
} as const;
export const ISA_WITHDRAWAL_TARGET_LABELS = { E_WALLET: 'To my e-wallet', BANK: 'To my bank account' } as const;

export const ISA_MOVEMENT_STATUS_LABELS = { PENDING: 'Pending', SUCCEEDED: 'Completed', FAILED: 'Failed' } as const;

export const ISA_LABELS = {
  title: 'My ISA',
  balance: 'Cash in your ISA',
  taxYear: 'Tax year',
  limit: 'Allowance for the tax year',
  usedHere: 'Paid into this ISA',
  otherIsas: 'Paid into other ISAs',
  left: 'Allowance left',
  replaceable: 'Withdrawn this year, can be paid back without using allowance',
  niNumber: 'National Insurance number',
  noNiNumber: 'I do not have a National Insurance number',
  noNiReason: 'Why you do not have one',
  signature: 'Type your full name to sign',
  ukResident: 'I live in the UK',
} as const;

/** The ISA's movements list shows as many rows as the wallet's history. */
export const ISA_MOVEMENTS_PAGE_SIZE = 15;
