import { SMS_CODE_EVENTS } from '../../signature-codes/signature-code.ts';

/**
 * A standing authority's events in the agreement log (its rows carry auto_invest_authority_id), in the style of a
 * pledge's PLEDGE_EVENTS; flows' AGREEMENT_EVENT_LABELS says each in words on the evidence page.
 */
export const AUTO_INVEST_AUTHORITY_EVENTS = {
  started: 'START_AUTO_INVEST',
  /** The draft authority sent with the start. */
  draftSent: 'SEND_DOCUMENT',
  smsSent: SMS_CODE_EVENTS.smsSent,
  codeEntered: SMS_CODE_EVENTS.codeEntered,
  signed: 'AUTHORITY_SIGNED',
  expired: 'AUTHORITY_EXPIRED',
  rulesChanged: 'AUTO_INVEST_RULES_CHANGED',
  paused: 'AUTO_INVEST_PAUSED',
  resumed: 'AUTO_INVEST_RESUMED',
  ended: 'AUTO_INVEST_ENDED',
} as const;
