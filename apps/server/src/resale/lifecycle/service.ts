import type { ResaleListing, ResaleListingStatus, ResaleListingSuspension } from '@keystone/api';
import { listingNotForSaleMessage } from '@keystone/flows/resale';
import { inTransaction, type AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { announce } from '../../notifications/service.ts';
import { listingView, ruleBlockOf } from './listing-view.ts';
import {
  closeListing,
  findListingFacts,
  lockListing,
  openListingFacts,
  openListingIdsOfProject,
  type LockedListing,
} from './queries.ts';

// What closes a listing other than a sale or the seller's cancel (issue 37 §1, §3): an admin's suspension with a
// reason, the 30 days running out (EXPIRED), and the rule, when the loan or its term no longer allows a sale
// (SUSPENDED with the rule's sentence). Each close is made under the listing's row lock (FOR NO KEY UPDATE, the lock
// a purchase takes), re-read there, and tells the seller in the same transaction.

const isOpen = (status: ResaleListingStatus) => status === 'OPEN' || status === 'PARTLY_SOLD';

/**
 * Closes a listing locked by the caller and still open, in the caller's transaction, and tells the seller: a
 * notification, and an e-mail as they chose (`announce`, keyed by the listing: a listing closes once).
 */
async function close(
  app: AppContext,
  listing: LockedListing,
  how: { status: 'EXPIRED' | 'SUSPENDED'; reason: string | null; by: number | null },
): Promise<void> {
  const closedAt = app.clock.now();
  if (!(await closeListing(app.db, listing.id, { ...how, closedAt }))) return;
  await announce(
    app,
    {
      kind: 'RESALE_LISTING_CLOSED',
      userId: listing.seller_id,
      projectId: listing.project_id,
      listingId: listing.id,
      status: how.status,
      remainingPence: Number(listing.remaining_pence),
      reason: how.reason,
    },
    { key: `RESALE_LISTING_CLOSED:${listing.id}`, at: closedAt },
  );
}

/**
 * POST /resale/listings/{id}/suspend: an admin suspends an open listing with a reason the seller is told. An
 * unknown listing is code 42; one no longer open, code 63 with what became of it.
 */
export async function suspendResaleListing(
  app: AppContext,
  request: ResaleListingSuspension & { listingId: number; adminId: number },
): Promise<ResaleListing> {
  const reason = request.reason.trim();
  if (reason.length === 0) {
    throw new AppError(2, { fieldErrors: [{ field: 'reason', message: 'Field is required' }] });
  }
  await app.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, request.listingId);
    if (!listing) throw new AppError(42);
    const closed = listingNotForSaleMessage(listing.status);
    if (closed !== undefined) throw new AppError(63, { message: closed });
    await close(inTransaction(app, trx), listing, { status: 'SUSPENDED', reason, by: request.adminId });
  });
  const row = await findListingFacts(app.db, request.listingId);
  if (!row) throw new AppError(42);
  return listingView(row, app.clock.now(), { own: false });
}

/**
 * Locks one listing, re-reads it and closes it if it is still open and its time is over (EXPIRED) or the rule no
 * longer allows its sale (SUSPENDED with the rule's sentence). In the caller's transaction. Answers what it did.
 */
async function closeIfDue(app: AppContext, listingId: number): Promise<'EXPIRED' | 'SUSPENDED' | undefined> {
  const listing = await lockListing(app.db, listingId);
  if (!listing || !isOpen(listing.status)) return undefined;
  const now = app.clock.now();
  if (new Date(listing.expires_at).getTime() <= now.getTime()) {
    await close(app, listing, { status: 'EXPIRED', reason: null, by: null });
    return 'EXPIRED';
  }
  const row = await findListingFacts(app.db, listingId);
  const block = row === undefined ? undefined : ruleBlockOf(row, now);
  if (block === undefined) return undefined;
  await close(app, listing, { status: 'SUSPENDED', reason: block, by: null });
  return 'SUSPENDED';
}

/**
 * The expiry job's work: every open listing whose 30 days are over is EXPIRED, and every one the rule no longer
 * allows is SUSPENDED. The candidates are read without a lock; each is then closed in its own transaction under
 * its lock, re-read there, so a purchase or cancel that got there first wins and a second run closes nothing more.
 */
export async function closeDueListings(app: AppContext): Promise<{ expired: number; suspended: number }> {
  const now = app.clock.now();
  const done = { expired: 0, suspended: 0 };
  for (const candidate of await openListingFacts(app.db)) {
    const due = new Date(candidate.expires_at).getTime() <= now.getTime() || ruleBlockOf(candidate, now) !== undefined;
    if (!due) continue;
    const closed = await app.db
      .transaction()
      .execute((trx) => closeIfDue(inTransaction(app, trx), candidate.listing_id));
    if (closed === 'EXPIRED') done.expired += 1;
    if (closed === 'SUSPENDED') done.suspended += 1;
  }
  return done;
}

/**
 * The project's open listings that the rule no longer allows are SUSPENDED at once, in the caller's transaction:
 * called where the project's repayment state changes (`project-repayment/`), so a loan that goes late, into
 * default or recovery, or closed, has no part for sale from the moment the change commits. Listings are locked one
 * by one in id order after the caller's project row (a purchase locks its listing and never the project row after
 * it, so the two cannot deadlock). Answers how many it suspended.
 */
export async function suspendBlockedListingsOfProject(app: AppContext, projectId: number): Promise<number> {
  if (!app.db.isTransaction) {
    return app.db.transaction().execute((trx) => suspendBlockedListingsOfProject(inTransaction(app, trx), projectId));
  }
  let suspended = 0;
  for (const id of await openListingIdsOfProject(app.db, projectId)) {
    if ((await closeIfDue(app, id)) !== undefined) suspended += 1;
  }
  return suspended;
}

/** What the settlement tells: a part of a listing sold, at the price of the day. */
export interface ResaleSettled {
  purchaseId: number;
  listingId: number;
  projectId: number;
  sellerId: number;
  buyerId: number;
  /** The capital sold, the price the buyer paid and what the seller received (the price less the fee). */
  capitalPence: number;
  pricePence: number;
  sellerReceivesPence: number;
  /** The settlement's time (the clock read once for the whole settlement). */
  at?: Date;
}

/**
 * Tells the seller a part of their listing sold and the buyer a part bought: a notification each, and an e-mail as
 * each chose. Call it in the settlement's transaction (`notifyResaleSettled(inTransaction(app, trx), …)`), so a
 * settlement rolled back tells nobody; keyed by the purchase, so a settlement run twice tells nobody twice.
 */
export async function notifyResaleSettled(app: AppContext, sale: ResaleSettled): Promise<void> {
  const at = sale.at ?? app.clock.now();
  const common = { projectId: sale.projectId, listingId: sale.listingId, capitalPence: sale.capitalPence };
  await announce(
    app,
    { kind: 'RESALE_PART_SOLD', userId: sale.sellerId, ...common, receivedPence: sale.sellerReceivesPence },
    { key: `RESALE_PART_SOLD:${sale.purchaseId}`, at },
  );
  await announce(
    app,
    { kind: 'RESALE_PART_BOUGHT', userId: sale.buyerId, ...common, pricePence: sale.pricePence },
    { key: `RESALE_PART_BOUGHT:${sale.purchaseId}`, at },
  );
}
