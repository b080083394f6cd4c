import type { ProjectStatus } from '@keystone/api';

// Seed 001 §4, 'Project status, admin-permitted changes', word for word: the status select offers these and the
// server accepts only these. DRAFT may stay DRAFT; every other status not listed has no admin change.
export const ADMIN_STATUS_CHANGES: { readonly [status in ProjectStatus]: readonly ProjectStatus[] } = {
  DRAFT: ['COMING_SOON', 'DRAFT', 'ARCHIVED'],
  COMING_SOON: ['ARCHIVED', 'AVAILABLE_TO_PLEDGE'],
  AVAILABLE_TO_PLEDGE: ['CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: ['FULLY_FUNDED_DEVELOPMENT_BEGAN', 'CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_BEGAN: ['CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: [],
  COMPLETE_SHORT_TERM: ['FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', 'CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: [],
  COMPLETE: ['ARCHIVED'],
  CANCELLED_NOT_PAID_OUT: [],
  CANCELLED_PAID_OUT: ['ARCHIVED'],
  ARCHIVED: [],
};

/**
 * The changes no admin makes: the server makes them when money moves. Seed 001 shows none of them ('Server-side
 * rules for status transitions beyond the admin list … are not shown'), so this table is this platform's choice,
 * kept in one place for the pledge and payout slices:
 * - the short funding target reached by pledges: AVAILABLE_TO_PLEDGE → FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN;
 * - 'Make payments' of the short term started (the payments screen offers it in FULLY_FUNDED_DEVELOPMENT_BEGAN):
 *   → FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT while the payments are made;
 * - every short-term payment made: → COMPLETE_SHORT_TERM when the project has a long term (the admin then starts
 *   it: → FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG), else → COMPLETE;
 * - every long-term payment made: FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG → COMPLETE;
 * - every investor of a cancelled project paid back: CANCELLED_NOT_PAID_OUT → CANCELLED_PAID_OUT.
 */
export const SYSTEM_STATUS_EVENTS = [
  'SYSTEM_SHORT_TARGET_REACHED',
  'SYSTEM_SHORT_TERM_PAYOUTS_STARTED',
  'SYSTEM_SHORT_TERM_PAID_OUT',
  'SYSTEM_LONG_TERM_PAID_OUT',
  'SYSTEM_CANCELLATION_PAID_OUT',
] as const;

export type SystemStatusEvent = (typeof SYSTEM_STATUS_EVENTS)[number];

export interface SystemStatusChange {
  from: ProjectStatus;
  to: ProjectStatus;
  /** When set, the change goes to `toWithoutLongTerm` for a project without a long term. */
  toWithoutLongTerm?: ProjectStatus;
}

export const SYSTEM_STATUS_CHANGES: { readonly [event in SystemStatusEvent]: SystemStatusChange } = {
  SYSTEM_SHORT_TARGET_REACHED: { from: 'AVAILABLE_TO_PLEDGE', to: 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN' },
  SYSTEM_SHORT_TERM_PAYOUTS_STARTED: {
    from: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    to: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
  },
  SYSTEM_SHORT_TERM_PAID_OUT: {
    from: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
    to: 'COMPLETE_SHORT_TERM',
    toWithoutLongTerm: 'COMPLETE',
  },
  SYSTEM_LONG_TERM_PAID_OUT: { from: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', to: 'COMPLETE' },
  SYSTEM_CANCELLATION_PAID_OUT: { from: 'CANCELLED_NOT_PAID_OUT', to: 'CANCELLED_PAID_OUT' },
};

/** The statuses an admin may choose for a project in `status` (seed 001 §4), for the status select and the server. */
export function allowedStatusChanges(status: ProjectStatus): readonly ProjectStatus[] {
  return ADMIN_STATUS_CHANGES[status];
}

/**
 * Whether an admin's save may set `to` on a project in `from`: a save that keeps the status changes nothing and is
 * always allowed (editing images of a COMPLETE project keeps it COMPLETE); a change must be permitted.
 */
export function isAdminStatusChangeAllowed(from: ProjectStatus, to: ProjectStatus): boolean {
  return from === to || ADMIN_STATUS_CHANGES[from].includes(to);
}

/** The statuses the edit form's select lists: the current one first, then the permitted changes. */
export function statusSelectOptions(status: ProjectStatus): readonly ProjectStatus[] {
  return [status, ...ADMIN_STATUS_CHANGES[status].filter((next) => next !== status)];
}

/** Only DRAFT and COMING_SOON projects can be deleted (seed 001 §4). */
export function isProjectDeletable(status: ProjectStatus): boolean {
  return status === 'DRAFT' || status === 'COMING_SOON';
}

/** The investor export is offered for every status but DRAFT and COMING_SOON: nobody invests before pledging opens. */
export function canExportInvestors(status: ProjectStatus): boolean {
  return status !== 'DRAFT' && status !== 'COMING_SOON';
}

/** What an investor's project list shows when they choose no status (seed 001 §2 'Project list'). */
export const INVESTOR_DEFAULT_PROJECT_STATUSES: readonly ProjectStatus[] = ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'];
