import type { NotificationDelivery, NotificationKind } from '@keystone/api';

/** Each kind as the profile's preferences and the digest name it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  KYC_DECIDED: 'Identity check (KYC) decided',
  PLEDGE_CONFIRMED: 'A pledge confirmed',
  PROJECT_FUNDED: 'A project you invested in reached its target',
  REPAYMENT_STATE_CHANGED: 'A change in how a loan is being repaid',
  PROJECT_UPDATE_POSTED: 'Updates on projects you invested in or follow',
  PAYOUT_RECEIVED: 'A payout received',
  WITHDRAWAL_PAID: 'A withdrawal paid',
  COOLING_OFF_ENDED: 'The cooling-off period over',
  DECLARATION_EXPIRING: 'Your investor declaration about to expire',
  PROJECT_OPEN_FOR_PLEDGES: 'New projects open for pledges',
  RESALE_PART_SOLD: 'A part of your loan listing sold',
  RESALE_PART_BOUGHT: 'A loan part you bought',
  RESALE_LISTING_CLOSED: 'Your loan listing expired or suspended',
  AUTO_INVEST_ALLOCATED: 'An auto-invest allocation made for you',
  AUTO_INVEST_SKIPPED: 'An auto-invest allocation skipped, with the reason',
};

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  IMMEDIATELY: 'Immediately',
  DAILY_DIGEST: 'A daily digest',
  OFF: 'Off',
};

/** The two-way choices (portal, and e-mail of most kinds) read as on and off. */
export const NOTIFICATION_SWITCH_LABELS: Record<NotificationDelivery, string> = {
  IMMEDIATELY: 'On',
  DAILY_DIGEST: 'A daily digest',
  OFF: 'Off',
};
