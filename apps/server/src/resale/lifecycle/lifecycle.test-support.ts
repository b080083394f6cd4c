import { listingExpiresAt } from '@keystone/flows/resale';
import type { Db } from '../../db/database.ts';
import type { ResaleListingsStatus } from '../../db/schema.generated.ts';
import { investFromWallet } from '../../testing/builders/pledges.ts';
import { insertTestProject } from '../../testing/builders/projects.ts';
import { payIntoWallet } from '../../testing/builders/wallet.ts';

const DAY_MS = 86_400_000;

/** A London-ish calendar date `days` from `now` (noon UTC keeps it the same day in London). */
export const dateFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A running loan (development began, on time) whose short term started 60 days before `now` and ends `endInDays`
 * after it, and the seller's paid £5,000 investment in it, made 60 days before `now`.
 */
export async function insertRunningInvestment(
  db: Db,
  { sellerId, now, endInDays = 200 }: { sellerId: number; now: Date; endInDays?: number },
): Promise<{ projectId: number; investmentId: number }> {
  const projectId = await insertTestProject(db, {
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    short_start_date: dateFrom(now, -60),
    short_actual_start_date: dateFrom(now, -60),
    short_end_date: dateFrom(now, endInDays),
    short_debt_expected_rate: 7.3,
  });
  const at = new Date(now.getTime() - 60 * DAY_MS);
  await payIntoWallet(db, sellerId, 500_000, at);
  await investFromWallet(db, {
    userId: sellerId,
    projectId,
    term: 'SHORT',
    strategy: 'DEBT',
    amountPence: 500_000,
    at,
  });
  const { id } = await db
    .selectFrom('investments')
    .select('id')
    .where('user_id', '=', sellerId)
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return { projectId, investmentId: id };
}

/**
 * A listing written as the seller's `createResaleListing` would (the parent folder's, not on this branch): open for
 * 30 days from `listedAt`, at the fee of the day (0.5%).
 */
export async function insertTestListing(
  db: Db,
  listing: {
    investmentId: number;
    sellerId: number;
    projectId: number;
    listedPence: number;
    listedAt: Date;
    remainingPence?: number;
    status?: ResaleListingsStatus;
  },
): Promise<number> {
  const status = listing.status ?? 'OPEN';
  const open = status === 'OPEN' || status === 'PARTLY_SOLD';
  const row = await db
    .insertInto('resale_listings')
    .values({
      investment_id: listing.investmentId,
      seller_id: listing.sellerId,
      project_id: listing.projectId,
      listed_pence: listing.listedPence,
      remaining_pence: listing.remainingPence ?? (status === 'SOLD' ? 0 : listing.listedPence),
      fee_basis_points: 50,
      status,
      listed_at: listing.listedAt,
      expires_at: listingExpiresAt(listing.listedAt),
      closed_at: open ? null : listing.listedAt,
      suspended_reason: status === 'SUSPENDED' ? 'Suspended for a test' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The listing's row as the lifecycle leaves it. */
export function listingRow(db: Db, listingId: number) {
  return db
    .selectFrom('resale_listings')
    .select(['status', 'closed_at', 'suspended_reason', 'suspended_by', 'remaining_pence'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
}

/** What the seller was told of their listing's close: the notifications and the e-mails queued. */
export async function toldOfClose(db: Db, sellerId: number) {
  const notifications = await db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link'])
    .where('user_id', '=', sellerId)
    .where('kind', '=', 'RESALE_LISTING_CLOSED')
    .orderBy('id')
    .execute();
  const mails = await db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('user_id', '=', sellerId)
    .orderBy('id')
    .execute();
  return { notifications, mails };
}
