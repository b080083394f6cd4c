import type { ResaleListingStatus } from '@keystone/api';
import type { Db } from '../../db/database.ts';

// All of the resale lifecycle's SQL on resale_listings (migration 066): what closes a listing other than a sale or
// the seller's cancel. Its own reads, even where the parent folder has similar ones: nothing in resale/ imports this
// folder, and it reads what it decides on under its own lock.

const openStatuses = ['OPEN', 'PARTLY_SOLD'] as const satisfies readonly ResaleListingStatus[];

/** The listing row alone, locked against a purchase, a cancel or another close until the transaction ends. */
export function lockListing(db: Db, listingId: number) {
  return db
    .selectFrom('resale_listings')
    .select(['id', 'status', 'seller_id', 'project_id', 'remaining_pence', 'expires_at'])
    .where('id', '=', listingId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export type LockedListing = NonNullable<Awaited<ReturnType<typeof lockListing>>>;

/**
 * A listing with what decides whether it may stay open and what it is worth today: its investment (term,
 * strategy, when it was paid) and its project (status, repayment state, term dates, rates, minimum pledge). The
 * project's columns keep their names, so the row is a `PaymentProject` for `termDatesOf` and `yearRateOf`.
 */
function listingFacts(db: Db) {
  return db
    .selectFrom('resale_listings as l')
    .innerJoin('investments as i', 'i.id', 'l.investment_id')
    .innerJoin('projects as p', 'p.id', 'l.project_id')
    .select([
      'l.id as listing_id',
      'l.status as listing_status',
      'l.seller_id',
      'l.investment_id',
      'l.listed_pence',
      'l.remaining_pence',
      'l.fee_basis_points',
      'l.listed_at',
      'l.expires_at',
      'l.closed_at',
      'l.suspended_reason',
      'i.term',
      'i.invest_strategy',
      'i.status as investment_status',
      'i.paid_at',
      'i.created_at as investment_created_at',
      'p.id',
      'p.title',
      'p.status',
      'p.repayment_state',
      'p.allow_long_term',
      'p.short_start_date',
      'p.short_end_date',
      'p.short_actual_start_date',
      'p.short_actual_end_date',
      'p.long_start_date',
      'p.long_end_date',
      'p.long_actual_start_date',
      'p.long_actual_end_date',
      'p.short_debt_secured_expected_rate',
      'p.short_debt_expected_rate',
      'p.short_equity_expected_rate',
      'p.short_sharia_expected_rate',
      'p.long_debt_secured_expected_rate',
      'p.long_debt_expected_rate',
      'p.long_equity_expected_rate',
      'p.long_sharia_expected_rate',
      'p.short_funding_minimum_pence',
      'p.long_funding_minimum_pence',
    ]);
}

export type ListingFacts = NonNullable<Awaited<ReturnType<typeof findListingFacts>>>;

export function findListingFacts(db: Db, listingId: number) {
  return listingFacts(db).where('l.id', '=', listingId).executeTakeFirst();
}

/** Every open listing with its facts, oldest first: the expiry job's candidates (read without a lock). */
export function openListingFacts(db: Db) {
  return listingFacts(db).where('l.status', 'in', openStatuses).orderBy('l.id').execute();
}

/** The ids of a project's open listings, in id order (the order they are locked in). */
export async function openListingIdsOfProject(db: Db, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('resale_listings')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', 'in', openStatuses)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Closes an open listing as EXPIRED or SUSPENDED; answers false if it was no longer open. */
export async function closeListing(
  db: Db,
  listingId: number,
  close: { status: 'EXPIRED' | 'SUSPENDED'; closedAt: Date; reason: string | null; by: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('resale_listings')
    .set({
      status: close.status,
      closed_at: close.closedAt,
      suspended_reason: close.status === 'SUSPENDED' ? close.reason : null,
      suspended_by: close.status === 'SUSPENDED' ? close.by : null,
    })
    .where('id', '=', listingId)
    .where('status', 'in', openStatuses)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
