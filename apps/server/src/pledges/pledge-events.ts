import { SMS_CODE_EVENTS } from '../signature-codes/signature-code.ts';

/**
 * The agreement log's events (seed 001 §3 'Agreement log'). The seed names the pledge's steps START_PLEDGE,
 * SEND_SMS, ATTEMPTS_ENTER and SEND_DOCUMENT; signing and paying are ours.
 */
export const PLEDGE_EVENTS = {
  started: 'START_PLEDGE',
  /** The draft agreement sent with the start. */
  draftSent: 'SEND_DOCUMENT',
  smsSent: SMS_CODE_EVENTS.smsSent,
  codeEntered: SMS_CODE_EVENTS.codeEntered,
  signed: 'AGREEMENT_SIGNED',
  paid: 'PAYMENT_SUCCEEDED',
  awaitingTransfer: 'PAYMENT_PENDING',
  paymentFailed: 'PAYMENT_FAILED',
  expired: 'PLEDGE_EXPIRED',
} as const;

/** A resale purchase logs as a pledge does, but for its start: the assignment's log says what was started. */
export const RESALE_PURCHASE_EVENTS = { ...PLEDGE_EVENTS, started: 'START_RESALE_PURCHASE' } as const;

/**
 * An auto-invest allocation's pledge (issue 38) is made by the platform under the investor's standing authority: its
 * log starts with that, in words naming the authority's reference (`KSA-000001`), then signs and pays as any pledge.
 */
export const AUTO_INVEST_PLEDGE_EVENTS = {
  investedUnderAuthority: (reference: string) => `Invested under standing authority ${reference}`,
} as const;
