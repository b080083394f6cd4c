import type { AutoInvestSkipReason, RepaymentState } from '@keystone/api';

/**
 * What the server announces (issue 34 §4), one shape per kind. Events about one person name them (`userId`); the
 * others name a project, and their recipients are found by the fan-out (its investors, its followers, or every
 * active investor for a new project).
 */
export type NotificationEvent =
  | { kind: 'KYC_DECIDED'; userId: number; approved: boolean }
  | { kind: 'PLEDGE_CONFIRMED'; userId: number; projectId: number; amountPence: number }
  | { kind: 'PROJECT_FUNDED'; projectId: number }
  | { kind: 'REPAYMENT_STATE_CHANGED'; projectId: number; state: RepaymentState }
  | {
      kind: 'PROJECT_UPDATE_POSTED';
      projectId: number;
      updateId: number;
      title: string;
      audience: 'INVESTORS' | 'INVESTORS_AND_FOLLOWERS';
    }
  | { kind: 'PAYOUT_RECEIVED'; userId: number; projectId: number; amountPence: number }
  | { kind: 'WITHDRAWAL_PAID'; userId: number; amountPence: number }
  | { kind: 'COOLING_OFF_ENDED'; userId: number }
  | { kind: 'DECLARATION_EXPIRING'; userId: number; expiresAt: string }
  | { kind: 'PROJECT_OPEN_FOR_PLEDGES'; projectId: number }
  | {
      kind: 'RESALE_PART_SOLD';
      userId: number;
      projectId: number;
      listingId: number;
      capitalPence: number;
      receivedPence: number;
    }
  | {
      kind: 'RESALE_PART_BOUGHT';
      userId: number;
      projectId: number;
      listingId: number;
      capitalPence: number;
      pricePence: number;
    }
  | {
      kind: 'RESALE_LISTING_CLOSED';
      userId: number;
      projectId: number;
      listingId: number;
      /** What closed it: 30 days passed, or it was suspended (by an admin, or by the rule) for `reason`. */
      status: 'EXPIRED' | 'SUSPENDED';
      /** What was still for sale when it closed. */
      remainingPence: number;
      reason: string | null;
    }
  | {
      /** An auto-invest allocation invested for the investor under their standing authority (issue 38). */
      kind: 'AUTO_INVEST_ALLOCATED';
      userId: number;
      projectId: number;
      amountPence: number;
      /** The first agreement of the allocation's pledge (short term first), which the notice links to. */
      agreementId: number;
    }
  | { kind: 'AUTO_INVEST_SKIPPED'; userId: number; projectId: number; reason: AutoInvestSkipReason };

export type PersonalNotificationEvent = Extract<NotificationEvent, { userId: number }>;
export type ProjectNotificationEvent = Exclude<NotificationEvent, { userId: number }>;

export function isPersonalEvent(event: NotificationEvent): event is PersonalNotificationEvent {
  return 'userId' in event;
}
