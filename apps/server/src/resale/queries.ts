import type { ResaleListingStatus } from '@keystone/api';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.generated.ts';

// All of the resale market's SQL for listings and the fee setting (migration 066). Purchases: purchases/queries.ts.

/** What a listing's answer, its figures and the sale rule read of its project (the payouts' columns and more). */
const projectColumns = [
  'projects.title',
  'projects.status as project_status',
  'projects.repayment_state',
  'projects.allow_long_term',
  'projects.short_start_date',
  'projects.short_end_date',
  'projects.short_actual_start_date',
  'projects.short_actual_end_date',
  'projects.long_start_date',
  'projects.long_end_date',
  'projects.long_actual_start_date',
  'projects.long_actual_end_date',
  'projects.short_debt_secured_expected_rate',
  'projects.short_debt_expected_rate',
  'projects.short_equity_expected_rate',
  'projects.short_sharia_expected_rate',
  'projects.long_debt_secured_expected_rate',
  'projects.long_debt_expected_rate',
  'projects.long_equity_expected_rate',
  'projects.long_sharia_expected_rate',
  'projects.short_funding_minimum_pence',
  'projects.long_funding_minimum_pence',
] as const;

const investmentColumns = [
  'investments.id as investment_id',
  'investments.user_id as holder_id',
  'investments.pledge_id',
  'investments.project_id',
  'investments.term',
  'investments.invest_strategy',
  'investments.amount_pence',
  'investments.status as investment_status',
  'investments.source',
  'investments.paid_at',
  'investments.resale_purchase_id',
] as const;

/** When the holder's part became theirs: the purchase's settlement for a part bought, else the payment. */
const heldSince = (eb: ExpressionBuilder<DB, 'investments'>) =>
  eb
    .selectFrom('resale_purchases')
    .select('resale_purchases.completed_at')
    .whereRef('resale_purchases.id', '=', 'investments.resale_purchase_id')
    .as('bought_at');

/** An investment with its project and whether it is listed now, as the sale rule reads them. */
export function findSaleInvestment(db: Db, investmentId: number) {
  return db
    .selectFrom('investments')
    .innerJoin('projects', 'projects.id', 'investments.project_id')
    .select(investmentColumns)
    .select(projectColumns)
    .select((eb) => [
      heldSince(eb),
      eb
        .exists(
          eb
            .selectFrom('resale_listings')
            .select('resale_listings.id')
            .whereRef('resale_listings.investment_id', '=', 'investments.id')
            .where('resale_listings.status', 'in', ['OPEN', 'PARTLY_SOLD']),
        )
        .as('listed'),
    ])
    .where('investments.id', '=', investmentId)
    .executeTakeFirst();
}

export type SaleInvestment = NonNullable<Awaited<ReturnType<typeof findSaleInvestment>>>;

/** The same investment locked until the transaction ends (the listing's, then a settlement's change of its capital). */
export function lockInvestment(db: Db, investmentId: number) {
  return db
    .selectFrom('investments')
    .select(['id', 'user_id', 'amount_pence', 'status'])
    .where('id', '=', investmentId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function findResaleFee(db: Db): Promise<number> {
  const row = await db.selectFrom('resale_settings').select('fee_basis_points').executeTakeFirstOrThrow();
  return row.fee_basis_points;
}

export function updateResaleFee(db: Db, feeBasisPoints: number, at: Date) {
  return db
    .updateTable('resale_settings')
    .set({ fee_basis_points: feeBasisPoints, updated_at: at })
    .returning('fee_basis_points')
    .executeTakeFirstOrThrow();
}

export function insertListing(
  db: Db,
  listing: {
    investmentId: number;
    sellerId: number;
    projectId: number;
    amountPence: number;
    feeBasisPoints: number;
    listedAt: Date;
    expiresAt: Date;
    ip: string;
  },
) {
  return db
    .insertInto('resale_listings')
    .values({
      investment_id: listing.investmentId,
      seller_id: listing.sellerId,
      project_id: listing.projectId,
      listed_pence: listing.amountPence,
      remaining_pence: listing.amountPence,
      fee_basis_points: listing.feeBasisPoints,
      listed_at: listing.listedAt,
      expires_at: listing.expiresAt,
      seller_ip: listing.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const listingColumns = [
  'resale_listings.id',
  'resale_listings.seller_id',
  'resale_listings.status',
  'resale_listings.listed_pence',
  'resale_listings.remaining_pence',
  'resale_listings.fee_basis_points',
  'resale_listings.listed_at',
  'resale_listings.expires_at',
  'resale_listings.closed_at',
  'resale_listings.suspended_reason',
] as const;

function listingsQuery(db: Db) {
  return db
    .selectFrom('resale_listings')
    .innerJoin('investments', 'investments.id', 'resale_listings.investment_id')
    .innerJoin('projects', 'projects.id', 'resale_listings.project_id')
    .select(listingColumns)
    .select(investmentColumns)
    .select(projectColumns)
    .select((eb) => [heldSince(eb)]);
}

/** A listing with its investment and project, as its answer shows them. */
export function findListing(db: Db, listingId: number) {
  return listingsQuery(db).where('resale_listings.id', '=', listingId).executeTakeFirst();
}

export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListing>>>;

export interface ListingFilter {
  /** Only this seller's listings (`own`). */
  sellerId?: number;
  /** Open to buy, not this user's own (an investor browsing). */
  openToBuyFor?: number;
  projectId?: number;
  status?: ResaleListingStatus;
  limit: number;
  offset: number;
}

/** A page of listings and how many there are: open ones soonest to expire first, the rest newest first. */
export async function listListings(db: Db, filter: ListingFilter) {
  const filtered = <Q extends ReturnType<typeof listingsQuery>>(query: Q): Q => {
    let q = query;
    if (filter.sellerId !== undefined) q = q.where('resale_listings.seller_id', '=', filter.sellerId) as Q;
    if (filter.openToBuyFor !== undefined) {
      q = q
        .where('resale_listings.status', 'in', ['OPEN', 'PARTLY_SOLD'])
        .where('resale_listings.seller_id', '!=', filter.openToBuyFor) as Q;
    }
    if (filter.projectId !== undefined) q = q.where('resale_listings.project_id', '=', filter.projectId) as Q;
    if (filter.status !== undefined) q = q.where('resale_listings.status', '=', filter.status) as Q;
    return q;
  };
  const ordered =
    filter.openToBuyFor !== undefined
      ? filtered(listingsQuery(db)).orderBy('resale_listings.expires_at', 'asc').orderBy('resale_listings.id', 'asc')
      : filtered(listingsQuery(db)).orderBy('resale_listings.id', 'desc');
  const [items, total] = await Promise.all([
    ordered.limit(filter.limit).offset(filter.offset).execute(),
    filtered(listingsQuery(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, count: Number(total.count) };
}

/** The listing's row, locked until the transaction ends: a cancel and a purchase's settlement queue here. */
export function lockListing(db: Db, listingId: number) {
  return db
    .selectFrom('resale_listings')
    .select(['id', 'seller_id', 'investment_id', 'status', 'remaining_pence', 'fee_basis_points'])
    .where('id', '=', listingId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export type LockedListing = NonNullable<Awaited<ReturnType<typeof lockListing>>>;

export function closeListing(
  db: Db,
  listingId: number,
  change: { status: 'CANCELLED' | 'SOLD'; remainingPence?: number; closedAt: Date },
) {
  return db
    .updateTable('resale_listings')
    .set({
      status: change.status,
      closed_at: change.closedAt,
      ...(change.remainingPence === undefined ? {} : { remaining_pence: change.remainingPence }),
    })
    .where('id', '=', listingId)
    .execute();
}

/** What is left of a listing after a part of it was sold (PARTLY_SOLD; SOLD goes through `closeListing`). */
export function sellFromListing(db: Db, listingId: number, remainingPence: number) {
  return db
    .updateTable('resale_listings')
    .set({ status: 'PARTLY_SOLD', remaining_pence: remainingPence })
    .where('id', '=', listingId)
    .execute();
}
