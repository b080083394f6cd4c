import type {
  AdminResaleActivity,
  ResaleListing,
  ResaleListingCreate,
  ResalePurchaseResult,
  ResalePurchaseStart,
  User,
} from '@keystone/api';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import {
  assignmentPlainText,
  assignmentText,
  LISTING_NOT_FOR_SALE_MESSAGES,
  RESALE_AMOUNT_MESSAGES,
  RESALE_DEFAULT_FEE_BASIS_POINTS,
  RESALE_MAX_FEE_BASIS_POINTS,
  RESALE_PAGE_SIZE,
  RESALE_PURCHASE_EXPIRY_MINUTES,
  listingExpiresAt,
  listingNotForSaleMessage,
  resaleBlock,
  resaleFeePence,
  resaleFigures,
  resalePurchaseReference,
  validateResaleAmount,
} from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import {
  DEMO_TODAY,
  demoPeople,
  demoResaleListings,
  demoResaleSchedule,
  demoTermWindow,
  demoYearRate,
  holdingsOf,
  type DemoPersonName,
  type DemoResaleListing,
} from '../fixtures/index.ts';
import { journeyRefusal } from './consumer-journey.handlers.ts';
import { declarationRefusal } from './declarations.handlers.ts';
import { DEMO_PDF_BASE64 } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { MOCK_PUBLIC_SETTINGS, MOCK_SMS_CODE } from './mock-values.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

// The resale market (issue 37) as the server answers it: flows' rules decide who may sell and buy, the amounts and
// the figures, and their words are flows'. The figures are for the demo's day (DEMO_TODAY), as the fixtures'. What a
// visit lists, cancels, suspends or buys is kept until the mock memory is forgotten.

const saleDate = calendarDateIn(DEMO_TODAY);

let listings: DemoResaleListing[] = demoResaleListings.map((entry) => ({ ...entry }));
let feeBasisPoints = RESALE_DEFAULT_FEE_BASIS_POINTS;
let lastPurchaseId = 0;
interface StartedPurchase {
  listingId: number;
  amountPence: number;
}
const startedPurchases = new Map<number, StartedPurchase>();
forgetOnReset(() => {
  listings = demoResaleListings.map((entry) => ({ ...entry }));
  feeBasisPoints = RESALE_DEFAULT_FEE_BASIS_POINTS;
  lastPurchaseId = 0;
  startedPurchases.clear();
});

/** A purchase the mock did not start (a story opened at a later step): £1,000 of Olivia's listing. */
const storyPurchase: StartedPurchase = { listingId: 1, amountPence: 100_000 };

const isOpen = (listing: ResaleListing) => listing.status === 'OPEN' || listing.status === 'PARTLY_SOLD';

const personOf = (user: User): DemoPersonName | undefined =>
  (Object.keys(demoPeople) as DemoPersonName[]).find((name) => demoPeople[name].user.id === user.id);

const isSeller = (entry: DemoResaleListing, user: User) => personOf(user) === entry.seller;

/** The figures of `capitalPence` of a listed part sold on the demo's day. */
const figuresOf = (entry: DemoResaleListing, capitalPence: number, fee = entry.listing.feeBasisPoints) =>
  resaleFigures({
    capitalPence,
    yearRatePercent: entry.listing.yearRatePercent,
    investAt: new Date(entry.investment.at),
    window: demoTermWindow(entry.project.project, entry.investment.term),
    saleDate,
    feeBasisPoints: fee,
  });

/** A listing as `user` may see it: `own` and `investmentId` for its seller and admins only. */
const viewOf = (entry: DemoResaleListing, user: User): ResaleListing => {
  const own = isSeller(entry, user);
  return { ...entry.listing, own, investmentId: own || user.role === 'ADMIN' ? entry.investmentId : null };
};

const replace = (changed: DemoResaleListing) => {
  listings = listings.map((entry) => (entry.listing.id === changed.listing.id ? changed : entry));
  return changed;
};

/** The listing with what is left of it after `soldPence` more is sold, or it is closed (`status`). */
function changed(entry: DemoResaleListing, change: { soldPence?: number; status?: ResaleListing['status'] }) {
  const soldPence = entry.soldPence + (change.soldPence ?? 0);
  const left = change.status ? 0 : entry.listing.listedPence - soldPence;
  const status = change.status ?? (left === 0 ? 'SOLD' : 'PARTLY_SOLD');
  const closedAt = status === 'PARTLY_SOLD' ? null : new Date().toISOString();
  return replace({
    ...entry,
    soldPence,
    listing: { ...entry.listing, status, remainingPence: left, closedAt, figures: figuresOf(entry, left) },
  });
}

const amountRefusal = (message: string | undefined) =>
  message ? errorResponse(2, { fieldErrors: [{ field: 'amountPence', message }] }) : undefined;

const notForSale = (message: string) => errorResponse(63, { message });

/** A demo person's investment by the id their dashboard gives it, with what is still theirs to sell. */
function investmentOf(user: User, investmentId: number) {
  const name = personOf(user);
  if (!name) return undefined;
  const holding = holdingsOf(name, DEMO_TODAY)[investmentId - 1];
  if (!holding) return undefined;
  const theirs = listings.filter((entry) => entry.seller === name && entry.investmentId === investmentId);
  const soldPence = theirs.reduce((sum, entry) => sum + entry.soldPence, 0);
  const project = holding.project.project;
  const window = demoTermWindow(project, holding.term);
  return {
    holding,
    project,
    window,
    yearRatePercent: demoYearRate(project, holding),
    minimumPence: holding.term === 'SHORT' ? project.shortFundingMinimumPence : (project.longFundingMinimumPence ?? 0),
    outstandingPence: holding.amountPence - soldPence,
    block: resaleBlock({
      investmentStatus: 'SUCCEEDED',
      projectStatus: project.status,
      repaymentState: 'ON_TIME',
      heldSince: new Date(holding.at),
      termEndDate: window.endDate,
      today: saleDate,
      listed: theirs.some((entry) => isOpen(entry.listing)),
    }),
  };
}

/** The draft assignment's words for a phone: flows' `assignmentText`, as the server's draft gives them. */
function draftAssignmentText(entry: DemoResaleListing, buyer: User, amountPence: number, purchaseId: number) {
  const seller = entry.seller in demoPeople ? demoPeople[entry.seller as DemoPersonName].user : undefined;
  return assignmentPlainText(
    assignmentText({
      firm: MOCK_PUBLIC_SETTINGS.firm,
      reference: resalePurchaseReference(purchaseId),
      seller: { name: seller?.fullName ?? seller?.email ?? 'The seller', email: seller?.email ?? '' },
      buyer: { name: buyer.fullName ?? buyer.email, email: buyer.email },
      projectTitle: entry.listing.projectTitle,
      term: entry.listing.term,
      yearRatePercent: entry.listing.yearRatePercent,
      termEndDate: entry.listing.termEndDate,
      figures: figuresOf(entry, amountPence),
      issuedAt: DEMO_TODAY,
    }),
  );
}

export const resaleHandlers = {
  getResaleQuote: http.get('/investments/{id}/resale-quote', ({ request, params, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const found = investmentOf(user, Number(params.id));
    if (!found) return errorResponse(10);
    const asked = query.get('amountPence');
    const amountPence = asked === null ? found.outstandingPence : Number(asked);
    const refused = amountRefusal(
      asked === null
        ? undefined
        : validateResaleAmount({
            amountPence,
            availablePence: found.outstandingPence,
            minimumPence: found.minimumPence,
            side: 'sell',
          }),
    );
    if (refused) return refused;
    return response(200).json({
      investmentId: Number(params.id),
      allowed: found.block === undefined,
      reason: found.block ?? null,
      minimumPence: found.minimumPence,
      outstandingPence: found.outstandingPence,
      feeBasisPoints,
      figures: resaleFigures({
        capitalPence: amountPence,
        yearRatePercent: found.yearRatePercent,
        investAt: new Date(found.holding.at),
        window: found.window,
        saleDate,
        feeBasisPoints,
      }),
    });
  }),

  listResaleListings: http.get('/resale/listings', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const status = query.get('status');
    const projectId = query.get('projectId');
    const own = query.get('own') === 'true';
    const ofProject = listings.filter((entry) => projectId === null || entry.listing.projectId === Number(projectId));
    const newestFirst = (a: DemoResaleListing, b: DemoResaleListing) =>
      b.listing.listedAt.localeCompare(a.listing.listedAt) || b.listing.id - a.listing.id;
    const shown =
      user.role === 'ADMIN' || own
        ? ofProject
            .filter((entry) => user.role === 'ADMIN' || isSeller(entry, user))
            .filter((entry) => status === null || entry.listing.status === status)
            .sort(newestFirst)
        : ofProject
            .filter((entry) => isOpen(entry.listing) && !isSeller(entry, user))
            .sort((a, b) => a.listing.expiresAt.localeCompare(b.listing.expiresAt) || a.listing.id - b.listing.id);
    const { page, count } = listPage(shown, request, { defaultLimit: RESALE_PAGE_SIZE });
    return response(200).json({ items: page.map((entry) => viewOf(entry, user)), count });
  }),

  createResaleListing: http.post('/resale/listings', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const body = (await request.json()) as ResaleListingCreate;
    const found = investmentOf(user, body.investmentId);
    const seller = personOf(user);
    if (!found || !seller) return errorResponse(10);
    if (found.block) return errorResponse(62, { message: found.block });
    const refused = amountRefusal(
      validateResaleAmount({
        amountPence: body.amountPence,
        availablePence: found.outstandingPence,
        minimumPence: found.minimumPence,
        side: 'sell',
      }),
    );
    if (refused) return refused;
    const listedAt = new Date();
    const listing: ResaleListing = {
      id: Math.max(0, ...listings.map((entry) => entry.listing.id)) + 1,
      status: 'OPEN',
      own: true,
      investmentId: body.investmentId,
      projectId: found.project.id,
      projectTitle: found.project.title,
      term: found.holding.term,
      investStrategy: found.holding.investStrategy,
      yearRatePercent: found.yearRatePercent,
      termEndDate: found.window.endDate,
      listedPence: body.amountPence,
      remainingPence: body.amountPence,
      minimumPence: found.minimumPence,
      feeBasisPoints,
      listedAt: listedAt.toISOString(),
      expiresAt: listingExpiresAt(listedAt).toISOString(),
      closedAt: null,
      suspendedReason: null,
      figures: resaleFigures({
        capitalPence: body.amountPence,
        yearRatePercent: found.yearRatePercent,
        investAt: new Date(found.holding.at),
        window: found.window,
        saleDate,
        feeBasisPoints,
      }),
    };
    const entry: DemoResaleListing = {
      seller,
      project: found.holding.project,
      investment: found.holding,
      investmentId: body.investmentId,
      investedPence: found.holding.amountPence,
      soldPence: 0,
      listing,
    };
    listings = [entry, ...listings];
    return response(201).json(listing);
  }),

  getResaleListing: http.get('/resale/listings/{id}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const entry = listings.find((candidate) => candidate.listing.id === Number(params.id));
    const readable =
      entry && (user.role === 'ADMIN' || isSeller(entry, user) || isOpen(entry.listing)) ? entry : undefined;
    if (!readable) return errorResponse(42);
    const { listing } = readable;
    return response(200).json({
      listing: viewOf(readable, user),
      projectStatus: readable.project.project.status,
      repaymentState: 'ON_TIME',
      schedule: demoResaleSchedule(readable, isOpen(listing) ? listing.remainingPence : listing.listedPence),
    });
  }),

  cancelResaleListing: http.post('/resale/listings/{id}/cancel', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const entry = listings.find((candidate) => candidate.listing.id === Number(params.id));
    if (!entry || !isSeller(entry, user)) return errorResponse(10);
    const closed = listingNotForSaleMessage(entry.listing.status);
    if (closed) return notForSale(closed);
    return response(200).json(viewOf(changed(entry, { status: 'CANCELLED' }), user));
  }),

  suspendResaleListing: http.post('/resale/listings/{id}/suspend', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const entry = listings.find((candidate) => candidate.listing.id === Number(params.id));
    if (!entry) return errorResponse(42);
    const closed = listingNotForSaleMessage(entry.listing.status);
    if (closed) return notForSale(closed);
    const { reason } = await request.json();
    const suspended = changed(entry, { status: 'SUSPENDED' });
    return response(200).json(
      viewOf(replace({ ...suspended, listing: { ...suspended.listing, suspendedReason: reason.trim() } }), user),
    );
  }),

  startResalePurchase: http.post('/resale/purchases', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const body = (await request.json()) as ResalePurchaseStart;
    const entry = listings.find((candidate) => candidate.listing.id === body.listingId);
    if (!entry) return notForSale(LISTING_NOT_FOR_SALE_MESSAGES.sold);
    const closed = listingNotForSaleMessage(entry.listing.status);
    if (closed) return notForSale(closed);
    if (isSeller(entry, user)) return notForSale(LISTING_NOT_FOR_SALE_MESSAGES.own);
    if (user.kycStatus !== 'APPROVED') return errorResponse(15);
    const notYet = journeyRefusal(user);
    if (notYet) return notYet;
    const refused = amountRefusal(
      validateResaleAmount({
        amountPence: body.amountPence,
        availablePence: entry.listing.remainingPence,
        minimumPence: entry.listing.minimumPence,
        side: 'buy',
      }),
    );
    if (refused) return refused;
    const figures = figuresOf(entry, body.amountPence);
    const undeclared = declarationRefusal(user, figures.pricePence);
    if (undeclared) return undeclared;
    lastPurchaseId += 1;
    startedPurchases.set(lastPurchaseId, { listingId: entry.listing.id, amountPence: body.amountPence });
    return response(201).json({
      purchaseId: lastPurchaseId,
      listingId: entry.listing.id,
      expiresAt: new Date(Date.now() + RESALE_PURCHASE_EXPIRY_MINUTES * 60_000).toISOString(),
      figures,
      agreement: DEMO_PDF_BASE64,
      agreementText: draftAssignmentText(entry, user, body.amountPence, lastPurchaseId),
    });
  }),

  sendResalePurchaseSms: http.put('/resale/purchases/{id}/send-sms', ({ request, response }) => {
    return signedInUser(request) ? response(204).empty() : errorResponse(6);
  }),

  finishResalePurchase: http.put('/resale/purchases/{id}', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { smsCode } = await request.json();
    if (smsCode !== MOCK_SMS_CODE) {
      return errorResponse(2, { fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }] });
    }
    const purchaseId = Number(params.id);
    const purchase = startedPurchases.get(purchaseId) ?? storyPurchase;
    const entry = listings.find((candidate) => candidate.listing.id === purchase.listingId);
    if (!entry) return notForSale(LISTING_NOT_FOR_SALE_MESSAGES.sold);
    const closed = listingNotForSaleMessage(entry.listing.status);
    if (closed) return notForSale(closed);
    if (purchase.amountPence > entry.listing.remainingPence) {
      return notForSale(LISTING_NOT_FOR_SALE_MESSAGES.notEnoughLeft(entry.listing.remainingPence));
    }
    const figures = figuresOf(entry, purchase.amountPence);
    if (user.balancePence < figures.pricePence) return amountRefusal(RESALE_AMOUNT_MESSAGES.insufficientFunds);
    changed(entry, { soldPence: purchase.amountPence });
    startedPurchases.delete(purchaseId);
    const answer: ResalePurchaseResult = {
      purchaseId,
      listingId: entry.listing.id,
      investmentId: 100 + purchaseId,
      agreementId: 100 + purchaseId,
      figures,
      settledAt: new Date().toISOString(),
    };
    return response(200).json(answer);
  }),

  getResaleSettings: http.get('/resale-settings', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    return response(200).json({ feeBasisPoints });
  }),

  updateResaleSettings: http.put('/resale-settings', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const body = await request.json();
    if (
      !Number.isInteger(body.feeBasisPoints) ||
      body.feeBasisPoints < 0 ||
      body.feeBasisPoints > RESALE_MAX_FEE_BASIS_POINTS
    ) {
      return errorResponse(2, {
        fieldErrors: [{ field: 'feeBasisPoints', message: `From 0 to ${RESALE_MAX_FEE_BASIS_POINTS}` }],
      });
    }
    feeBasisPoints = body.feeBasisPoints;
    return response(200).json({ feeBasisPoints });
  }),

  getAdminResaleActivity: http.get('/dashboard/admin/resale', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const open = listings.filter((entry) => isOpen(entry.listing));
    const sold = listings.filter((entry) => entry.soldPence > 0);
    const answer: AdminResaleActivity = {
      openListings: open.length,
      openPence: open.reduce((sum, entry) => sum + entry.listing.remainingPence, 0),
      purchases: sold.length,
      soldPence: sold.reduce((sum, entry) => sum + entry.soldPence, 0),
      feeIncomePence: sold.reduce(
        (sum, entry) => sum + resaleFeePence(entry.soldPence, entry.listing.feeBasisPoints),
        0,
      ),
      suspendedListings: listings.filter((entry) => entry.listing.status === 'SUSPENDED').length,
    };
    return response(200).json(answer);
  }),
};
