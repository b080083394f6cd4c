import type { ResaleListing } from '@keystone/api';
import { termWindowOf, type TermWindow } from '@keystone/flows/payouts';
import { resaleBlock, resaleFigures } from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import { termDatesOf, yearRateOf } from '../../project-payments/payment-project.ts';
import type { ListingFacts } from './queries.ts';

// A listing's facts as the lifecycle reads them: the contract's view, and the rule that may close it. Pure: the
// service hands over the row and the time.

/** The term as it runs (actual dates, else planned); a term with no dates yet counts as starting and ending today. */
function windowOf(row: ListingFacts, now: Date): TermWindow {
  const today = calendarDateIn(now);
  return termWindowOf(termDatesOf(row, row.term)) ?? { startDate: today, endDate: today };
}

/**
 * Why the listing's part may no longer be sold, by flows' `resaleBlock` (the loan late, in default, in recovery or
 * closed, not running, or within 30 days of its term's end), or `undefined` when it may stay open. The rule that a
 * part is held 30 days before it is sold was met when it was listed and cannot close it later, so it is not asked
 * again (a held-since date at the epoch), nor whether it is listed (it is: this listing).
 */
export function ruleBlockOf(row: ListingFacts, now: Date): string | undefined {
  return resaleBlock({
    investmentStatus: row.investment_status,
    projectStatus: row.status,
    repaymentState: row.repayment_state,
    heldSince: new Date(0),
    termEndDate: windowOf(row, now).endDate,
    today: calendarDateIn(now),
    listed: false,
  });
}

/** The contract's listing, for an admin (or the seller, `own`): the investment named, the figures of today. */
export function listingView(row: ListingFacts, now: Date, reader: { own: boolean }): ResaleListing {
  const window = windowOf(row, now);
  const yearRatePercent = yearRateOf(row, row.term, row.invest_strategy);
  return {
    id: row.listing_id,
    status: row.listing_status,
    own: reader.own,
    investmentId: row.investment_id,
    projectId: row.id,
    projectTitle: row.title,
    term: row.term,
    investStrategy: row.invest_strategy,
    yearRatePercent,
    termEndDate: window.endDate,
    listedPence: Number(row.listed_pence),
    remainingPence: Number(row.remaining_pence),
    minimumPence: Number((row.term === 'LONG' ? row.long_funding_minimum_pence : row.short_funding_minimum_pence) ?? 0),
    feeBasisPoints: row.fee_basis_points,
    listedAt: new Date(row.listed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    suspendedReason: row.suspended_reason,
    figures: resaleFigures({
      capitalPence: Number(row.remaining_pence),
      yearRatePercent,
      investAt: new Date(row.paid_at ?? row.investment_created_at),
      window,
      saleDate: calendarDateIn(now),
      feeBasisPoints: row.fee_basis_points,
    }),
  };
}
