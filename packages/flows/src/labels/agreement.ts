import type { AgreementKind, AgreementStatus } from '@keystone/api';

/** An agreement's status in words (issue 32 §6): the list, its page and its PDFs say the same. */
export const AGREEMENT_STATUS_LABELS: Readonly<Record<AgreementStatus, string>> = {
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/**
 * What an agreement is, in words (issue 37): a pledge's own, or one side's copy of a resale assignment (the buyer
 * bought the loan part, the seller sold it). The agreements list and the agreement's page say the same.
 */
export const AGREEMENT_KIND_LABELS: Readonly<Record<AgreementKind, string>> = {
  PLEDGE: 'Pledge',
  RESALE_PURCHASE: 'Loan part bought',
  RESALE_SALE: 'Loan part sold',
};

/**
 * The agreement log's events in words (issue 32 §5). The codes are the seed's (START_PLEDGE, SEND_SMS,
 * ATTEMPTS_ENTER, SEND_DOCUMENT, seed 001 §3) and the server's own for signing and paying
 * (`apps/server/src/pledges/pledge-events.ts`).
 */
export const AGREEMENT_EVENT_LABELS: Readonly<Record<string, string>> = {
  START_PLEDGE: 'Pledge started',
  START_RESALE_PURCHASE: 'Purchase of the loan part started',
  SEND_DOCUMENT: 'Agreement shown to read',
  SEND_SMS: 'Signing code sent by SMS',
  ATTEMPTS_ENTER: 'Signing code entered',
  AGREEMENT_SIGNED: 'Agreement signed',
  PAYMENT_SUCCEEDED: 'Payment made',
  PAYMENT_PENDING: 'Waiting for the bank transfer',
  PAYMENT_FAILED: 'Payment failed',
  PLEDGE_EXPIRED: 'Pledge expired',
  AGREEMENT_OPENED: 'Agreement opened',
  SMS_CODE_SENT: 'Signing code sent by SMS',
  // A standing authority's own (issue 38: apps/server/src/auto-invest/authority/authority-events.ts).
  START_AUTO_INVEST: 'Auto-invest authority started',
  AUTHORITY_SIGNED: 'Standing authority signed',
  AUTHORITY_EXPIRED: 'Standing authority expired unsigned',
  AUTO_INVEST_RULES_CHANGED: 'Rules changed',
  AUTO_INVEST_PAUSED: 'Paused',
  AUTO_INVEST_RESUMED: 'Resumed',
  AUTO_INVEST_ENDED: 'Ended',
};

/** An event's words; an event without any (a code from an older release) shows as recorded. */
export function agreementEventLabel(event: string): string {
  return AGREEMENT_EVENT_LABELS[event] ?? event;
}
