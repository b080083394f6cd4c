import type {
  ResaleListing,
  ResaleListingDetails,
  ResaleListingPage,
  ResaleListingStatus,
  ResaleQuote,
  ResaleSettings,
} from '@keystone/api';
import {
  listingNotForSaleMessage,
  listingExpiresAt,
  RESALE_PAGE_SIZE,
  validateResaleAmount,
} from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { blockOf, figuresOf, listingAnswer, minimumPenceOf, scheduleOf } from './resale-facts.ts';
import {
  closeListing,
  findListing,
  findResaleFee,
  findSaleInvestment,
  insertListing,
  listListings,
  lockInvestment,
  lockListing,
  updateResaleFee,
  type ListingRow,
} from './queries.ts';

// The resale market's listings (issue 37 §1): the quote, listing, reading, cancelling, and the fee setting.
// Buying is purchases/.

export interface Reader {
  id: number;
  admin: boolean;
}

const today = (app: AppContext) => calendarDateIn(app.clock.now());

const amountRefused = (message: string) => new AppError(2, { fieldErrors: [{ field: 'amountPence', message }] });

/** The caller's own investment with what the sale rule reads; another's or an unknown one answers 403 code 10. */
async function ownInvestment(app: AppContext, userId: number, investmentId: number) {
  const investment = await findSaleInvestment(app.db, investmentId);
  if (!investment || investment.holder_id !== userId) throw new AppError(10);
  return investment;
}

export const isForSale = (status: ResaleListingStatus) => status === 'OPEN' || status === 'PARTLY_SOLD';

/** GET /investments/{id}/resale-quote: whether it may be listed now, and what selling `amountPence` of it pays. */
export async function getResaleQuote(
  app: AppContext,
  request: { userId: number; investmentId: number; amountPence?: number },
): Promise<ResaleQuote> {
  const investment = await ownInvestment(app, request.userId, request.investmentId);
  const minimumPence = minimumPenceOf(investment);
  if (request.amountPence !== undefined) {
    const message = validateResaleAmount({
      amountPence: request.amountPence,
      availablePence: investment.amount_pence,
      minimumPence,
      side: 'sell',
    });
    if (message !== undefined) throw amountRefused(message);
  }
  const [feeBasisPoints, day] = [await findResaleFee(app.db), today(app)];
  const reason = blockOf(investment, Boolean(investment.listed), day);
  return {
    investmentId: investment.investment_id,
    allowed: reason === undefined,
    reason: reason ?? null,
    minimumPence,
    outstandingPence: investment.amount_pence,
    feeBasisPoints,
    figures: figuresOf(investment, request.amountPence ?? investment.amount_pence, feeBasisPoints, day),
  };
}

/**
 * POST /resale/listings: list all or part of an investment, under its row lock (two listings of one investment at
 * once: the second finds it listed). The fee is the setting of the day, kept on the listing.
 */
export async function createResaleListing(
  app: AppContext,
  request: { userId: number; investmentId: number; amountPence: number; ip: string },
): Promise<ResaleListing> {
  await ownInvestment(app, request.userId, request.investmentId);
  const listingId = await app.db.transaction().execute(async (trx) => {
    await lockInvestment(trx, request.investmentId);
    const investment = await findSaleInvestment(trx, request.investmentId);
    if (!investment || investment.holder_id !== request.userId) throw new AppError(10);
    const now = app.clock.now();
    const reason = blockOf(investment, Boolean(investment.listed), calendarDateIn(now));
    if (reason !== undefined) throw new AppError(62, { message: reason });
    const message = validateResaleAmount({
      amountPence: request.amountPence,
      availablePence: investment.amount_pence,
      minimumPence: minimumPenceOf(investment),
      side: 'sell',
    });
    if (message !== undefined) throw amountRefused(message);
    const { id } = await insertListing(trx, {
      investmentId: investment.investment_id,
      sellerId: request.userId,
      projectId: investment.project_id,
      amountPence: request.amountPence,
      feeBasisPoints: await findResaleFee(trx),
      listedAt: now,
      expiresAt: listingExpiresAt(now),
      ip: request.ip,
    });
    return id;
  });
  return listingAnswer(await listingRow(app, listingId), { id: request.userId, admin: false }, today(app));
}

async function listingRow(app: AppContext, listingId: number): Promise<ListingRow> {
  const row = await findListing(app.db, listingId);
  if (!row) throw new Error(`listing ${listingId} not found`);
  return row;
}

/** GET /resale/listings: the market (investors), their own listings (`own`), or every listing (admins). */
export async function listResaleListings(
  app: AppContext,
  request: { limit?: number; offset?: number; own?: boolean; projectId?: number; status?: ResaleListingStatus },
  reader: Reader,
): Promise<ResaleListingPage> {
  const limit = request.limit ?? RESALE_PAGE_SIZE;
  const offset = request.offset ?? 0;
  const mine = !reader.admin && request.own === true;
  const { items, count } = await listListings(app.db, {
    limit,
    offset,
    projectId: request.projectId,
    ...(reader.admin || mine ? { status: request.status } : { openToBuyFor: reader.id }),
    ...(mine || (reader.admin && request.own === true) ? { sellerId: reader.id } : {}),
  });
  const day = today(app);
  return { items: items.map((row) => listingAnswer(row, reader, day)), count };
}

/** GET /resale/listings/{id}: a listing open to buy, the caller's own, or any for an admin; else 404 code 42. */
export async function getResaleListing(
  app: AppContext,
  listingId: number,
  reader: Reader,
): Promise<ResaleListingDetails> {
  const row = await findListing(app.db, listingId);
  if (!row || !(reader.admin || row.seller_id === reader.id || isForSale(row.status))) throw new AppError(42);
  const day = today(app);
  return {
    listing: listingAnswer(row, reader, day),
    projectStatus: row.project_status,
    repaymentState: row.repayment_state,
    schedule: scheduleOf(row, day),
  };
}

/**
 * POST /resale/listings/{id}/cancel: under the listing's row lock, so a purchase settling at the same moment
 * finishes first or finds it cancelled. Parts sold stay sold.
 */
export async function cancelResaleListing(
  app: AppContext,
  request: { userId: number; listingId: number },
): Promise<ResaleListing> {
  await app.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, request.listingId);
    if (!listing || listing.seller_id !== request.userId) throw new AppError(10);
    const closed = listingNotForSaleMessage(listing.status);
    if (closed !== undefined) throw new AppError(63, { message: closed });
    await closeListing(trx, listing.id, { status: 'CANCELLED', closedAt: app.clock.now() });
  });
  return listingAnswer(await listingRow(app, request.listingId), { id: request.userId, admin: false }, today(app));
}

/** GET /resale-settings (admin). */
export async function getResaleSettings(app: AppContext): Promise<ResaleSettings> {
  return { feeBasisPoints: await findResaleFee(app.db) };
}

/** PUT /resale-settings (admin): listings made after the change use it; earlier ones keep theirs. */
export async function updateResaleSettings(app: AppContext, request: ResaleSettings): Promise<ResaleSettings> {
  const row = await updateResaleFee(app.db, request.feeBasisPoints, app.clock.now());
  return { feeBasisPoints: row.fee_basis_points };
}
