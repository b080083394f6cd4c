/**
 * The agreement log's events (seed 001 §3 'Agreement log'). The seed names the pledge's steps START_PLEDGE,
 * SEND_SMS, ATTEMPTS_ENTER and SEND_DOCUMENT; signing and paying are ours.
 */
export const PLEDGE_EVENTS = {
  started: 'START_PLEDGE',
  /** The draft agreement sent with the start. */
  draftSent: 'SEND_DOCUMENT',
  smsSent: 'SEND_SMS',
  /** Each code entered; `code` says CORRECT or WRONG (the code itself is never logged). */
  codeEntered: 'ATTEMPTS_ENTER',
  signed: 'AGREEMENT_SIGNED',
  paid: 'PAYMENT_SUCCEEDED',
  awaitingTransfer: 'PAYMENT_PENDING',
  paymentFailed: 'PAYMENT_FAILED',
  expired: 'PLEDGE_EXPIRED',
} as const;
