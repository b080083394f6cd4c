import type { ResaleFigures, ResalePurchaseFinish, ResalePurchaseResult, ResalePurchaseStarted } from '@keystone/api';
import {
  assignmentPlainText,
  assignmentText,
  LISTING_NOT_FOR_SALE_MESSAGES,
  listingNotForSaleMessage,
  RESALE_AMOUNT_MESSAGES,
  RESALE_PURCHASE_EXPIRY_MINUTES,
  resalePurchaseReference,
  validateResaleAmount,
} from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertMayInvest, assertMayInvestInTransaction } from '../../investing-gate/service.ts';
import { isaAccountIdOf, lockAccountBalance, systemAccountId, userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { notifyResaleSettled } from '../lifecycle/service.ts';
import { RESALE_PURCHASE_EVENTS } from '../../pledges/pledge-events.ts';
import { insertStoredFile } from '../../pledges/investments/queries.ts';
import {
  decodeSignature,
  storeSignedDocument,
  type SignatureImage,
  type SignedDocument,
  type StoredBytes,
} from '../../pledges/investments/signed-agreements.ts';
import {
  checkSignatureCode,
  sendSignatureCode,
  signatureCodeLooksRight,
  type SignedBySms,
} from '../../signature-codes/service.ts';
import { closeListing, findListing, lockListing, sellFromListing, type ListingRow } from '../queries.ts';
import { blockOf, figuresOf, minimumPenceOf, termEndDateOf, yearRatePercentOf } from '../resale-facts.ts';
import { draftAssignmentPdf, signedAssignmentPdf, type AssignmentFacts } from './assignment.ts';
import {
  buyerAgreementOf,
  completePledgeAgreementOf,
  findParty,
  findPurchase,
  insertAssignmentCopy,
  insertBoughtInvestment,
  insertPurchase,
  insertPurchaseLogs,
  lockPurchase,
  lockSoldInvestment,
  purchaseEvents,
  reduceInvestment,
  updatePurchase,
  type PurchaseRow,
} from './queries.ts';

// Buying a loan part (issue 37 §2–3): the start with the price and the draft assignment, the SMS signature code
// (signature-codes/, as a pledge's), and the settlement in one transaction.

const minuteMs = 60_000;

export const purchaseExpiresAt = (createdAt: Date) =>
  new Date(createdAt.getTime() + RESALE_PURCHASE_EXPIRY_MINUTES * minuteMs);

/** A resale purchase, signed by SMS as a pledge is (signature-codes/); its expiry is not logged. */
const PURCHASE_SIGNING: SignedBySms = {
  table: 'resale_purchases',
  template: 'RESALE_SIGNATURE_CODE',
  expiresAt: purchaseExpiresAt,
  expired: () =>
    new AppError(2, { fieldErrors: [{ field: 'purchaseId', message: RESALE_AMOUNT_MESSAGES.purchaseExpired }] }),
};

const amountRefused = (message: string) => new AppError(2, { fieldErrors: [{ field: 'amountPence', message }] });

const notForSale = (message: string) => new AppError(63, { message });

const nameOf = (party: { full_name: string | null; email: string }) => party.full_name?.trim() || party.email;

/**
 * A listing whose loan has since met a reason no part may be sold (late, in default, near its end: the sale rule
 * with the listing itself not counted) is not for sale, whether or not the job has suspended it yet: 409 code 63
 * with the rule's sentence.
 */
function assertStillSellable(listing: ListingRow, now: Date): void {
  const reason = blockOf(listing, false, calendarDateIn(now));
  if (reason !== undefined) throw notForSale(reason);
}

/** A purchase's reference: its assignment's and its investment's (flows' `resalePurchaseReference`). */
export const purchaseReference = resalePurchaseReference;

async function listingOf(app: AppContext, listingId: number): Promise<ListingRow> {
  const listing = await findListing(app.db, listingId);
  if (!listing) throw notForSale(LISTING_NOT_FOR_SALE_MESSAGES.sold);
  return listing;
}

async function assignmentFacts(
  app: AppContext,
  listing: ListingRow,
  buyerId: number,
  purchaseId: number,
  figures: ResaleFigures,
  issuedAt: Date,
): Promise<AssignmentFacts> {
  const [seller, buyer] = await Promise.all([findParty(app.db, listing.seller_id), findParty(app.db, buyerId)]);
  return {
    firm: app.config.firm,
    reference: purchaseReference(purchaseId),
    seller: { name: nameOf(seller), email: seller.email },
    buyer: { name: nameOf(buyer), email: buyer.email },
    projectTitle: listing.title,
    term: listing.term,
    yearRatePercent: yearRatePercentOf(listing),
    termEndDate: termEndDateOf(listing),
    figures,
    issuedAt,
  };
}

/**
 * POST /resale/purchases: an investor who may invest starts buying `amountPence` of a listing for sale and receives
 * the price of today and the draft assignment. Nothing is reserved: the finish decides.
 */
export async function startResalePurchase(
  app: AppContext,
  request: { listingId: number; amountPence: number; userId: number; ip: string },
): Promise<ResalePurchaseStarted> {
  const now = app.clock.now();
  const listing = await listingOf(app, request.listingId);
  const closed = listingNotForSaleMessage(listing.status);
  if (closed !== undefined) throw notForSale(closed);
  if (listing.seller_id === request.userId) throw notForSale(LISTING_NOT_FOR_SALE_MESSAGES.own);
  assertStillSellable(listing, now);
  const message = validateResaleAmount({
    amountPence: request.amountPence,
    availablePence: listing.remaining_pence,
    minimumPence: minimumPenceOf(listing),
    side: 'buy',
  });
  if (message !== undefined) throw amountRefused(message);
  const figures = figuresOf(listing, request.amountPence, listing.fee_basis_points, calendarDateIn(now));
  await assertMayInvest(app, { userId: request.userId, amountPence: figures.pricePence, now });

  const purchase = await app.db.transaction().execute(async (trx) => {
    const row = await insertPurchase(trx, {
      listingId: listing.id,
      buyerId: request.userId,
      capitalPence: request.amountPence,
      createdAt: now,
    });
    const logged = { resale_purchase_id: row.id, user_id: request.userId, ip: request.ip, created_at: now };
    await insertPurchaseLogs(trx, [
      { ...logged, event: RESALE_PURCHASE_EVENTS.started },
      { ...logged, event: RESALE_PURCHASE_EVENTS.draftSent },
    ]);
    return row;
  });
  const facts = await assignmentFacts(app, listing, request.userId, purchase.id, figures, now);
  const draft = await draftAssignmentPdf(facts);
  return {
    purchaseId: purchase.id,
    listingId: listing.id,
    expiresAt: purchaseExpiresAt(purchase.created_at).toISOString(),
    figures,
    agreement: Buffer.from(draft).toString('base64'),
    agreementText: assignmentPlainText(assignmentText(facts)),
  };
}

/** The caller's own purchase; an unknown id and another investor's alike answer 403 code 10. */
async function ownPurchase(app: AppContext, userId: number, purchaseId: number): Promise<PurchaseRow> {
  const purchase = await findPurchase(app.db, purchaseId);
  if (!purchase || purchase.buyer_id !== userId) throw new AppError(10);
  return purchase;
}

/** PUT /resale/purchases/{id}/send-sms: as a pledge's code, to the buyer's confirmed phone. */
export async function sendResalePurchaseSms(
  app: AppContext,
  request: { userId: number; purchaseId: number; ip: string },
): Promise<void> {
  await sendSignatureCode(app, PURCHASE_SIGNING, await ownPurchase(app, request.userId, request.purchaseId), request);
}

/** The signed assignment and the signature, made and stored before the settlement's transaction (as finishPledge). */
async function signAssignment(
  app: AppContext,
  purchase: PurchaseRow,
  signature: SignatureImage,
  ip: string,
): Promise<SignedDocument> {
  const signedAt = app.clock.now();
  const listing = await listingOf(app, purchase.listing_id);
  const figures = figuresOf(listing, purchase.capital_pence, listing.fee_basis_points, calendarDateIn(signedAt));
  const facts = await assignmentFacts(app, listing, purchase.buyer_id, purchase.id, figures, signedAt);
  const events = await purchaseEvents(app.db, purchase.id);
  return storeSignedDocument(app.providers.storage, signature, signedAt, (image) =>
    signedAssignmentPdf(facts, {
      image,
      signedAt,
      ip,
      events: [
        ...events.map((entry) => ({ event: entry.event, at: entry.created_at, number: entry.number })),
        { event: RESALE_PURCHASE_EVENTS.codeEntered, at: signedAt },
      ],
    }),
  );
}

type Decision =
  { kind: 'settled' } | { kind: 'finished' } | { kind: 'refused'; refusal: AppError } | { kind: 'documentsNeeded' };

class DocumentsNeeded extends Error {}

/**
 * PUT /resale/purchases/{id}: sign and pay, settled in one transaction. Finishing a finished purchase answers its
 * result again and writes nothing: the purchase's row lock makes a second request wait for the first.
 */
export async function finishResalePurchase(
  app: AppContext,
  request: ResalePurchaseFinish & { userId: number; purchaseId: number; ip: string },
): Promise<ResalePurchaseResult> {
  const purchase = await ownPurchase(app, request.userId, request.purchaseId);
  if (purchase.status === 'COMPLETED') return purchaseAnswer(app, purchase.id);
  const now = app.clock.now();
  const listing = await listingOf(app, purchase.listing_id);
  const price = figuresOf(listing, purchase.capital_pence, listing.fee_basis_points, calendarDateIn(now)).pricePence;
  await assertMayInvest(app, { userId: request.userId, amountPence: price, now });
  const signature = decodeSignature(request.signatureBase64);

  const signed = signatureCodeLooksRight(PURCHASE_SIGNING, purchase, request.smsCode, now)
    ? await signAssignment(app, purchase, signature, request.ip)
    : undefined;
  let decision = await settleUnderLocks(app, request, signed);
  if (decision.kind === 'documentsNeeded') {
    decision = await settleUnderLocks(app, request, await signAssignment(app, purchase, signature, request.ip));
  }
  switch (decision.kind) {
    case 'refused':
      throw decision.refusal;
    case 'documentsNeeded':
      throw new Error(`purchase ${purchase.id}: documents asked for again once made`);
    case 'settled':
      app.mailOutbox.wake();
      return purchaseAnswer(app, purchase.id);
    default:
      return purchaseAnswer(app, purchase.id);
  }
}

/**
 * The settlement's one transaction. Locks in one order: the purchase (its code), the listing (still for sale, the
 * part still within what is left: never sold twice), the buyer's row (the investing gate), the seller's investment,
 * then the two investors' accounts by account id (two purchases between the same two people, each way, take them in
 * the same order), and the revenue account last, through the ledger.
 */
async function settleUnderLocks(
  app: AppContext,
  request: { userId: number; purchaseId: number; smsCode: string; ip: string },
  documents: SignedDocument | undefined,
): Promise<Decision> {
  try {
    return await app.db.transaction().execute(async (trx): Promise<Decision> => {
      const now = app.clock.now();
      const signing = await lockPurchase(trx, request.purchaseId);
      // The accepted code is dated as the signature the evidence page records with it, so the log lists it before
      // the copies' signed rows.
      const code = await checkSignatureCode(inTransaction(app, trx), PURCHASE_SIGNING, signing, request, now, {
        acceptedAt: documents?.signedAt ?? now,
      });
      if (code.kind !== 'accepted') return code;
      const purchase = code.row;
      const locked = await lockListing(trx, purchase.listing_id);
      if (!locked) throw new Error(`purchase ${purchase.id} has no listing`);
      const closed = listingNotForSaleMessage(locked.status);
      if (closed !== undefined) throw notForSale(closed);
      if (purchase.capital_pence > locked.remaining_pence) {
        throw notForSale(LISTING_NOT_FOR_SALE_MESSAGES.notEnoughLeft(locked.remaining_pence));
      }
      const listing = await findListing(trx, locked.id);
      if (!listing) throw new Error(`listing ${locked.id} vanished under its lock`);
      assertStillSellable(listing, now);
      const settledAt = documents?.signedAt ?? now;
      const figures = figuresOf(listing, purchase.capital_pence, locked.fee_basis_points, calendarDateIn(settledAt));
      await assertMayInvestInTransaction(inTransaction(app, trx), {
        userId: purchase.buyer_id,
        amountPence: figures.pricePence,
        now,
      });
      const sold = await lockSoldInvestment(trx, locked.investment_id);

      const buyerWallet = await userWalletAccountId(trx, purchase.buyer_id);
      const sellerAccount = await sellerAccountOf(trx, sold.user_id, sold.source);
      const balances = new Map<number, number>();
      for (const account of [buyerWallet, sellerAccount].sort((a, b) => a - b)) {
        balances.set(account, await lockAccountBalance(trx, account));
      }
      if ((balances.get(buyerWallet) ?? 0) < figures.pricePence) {
        throw amountRefused(RESALE_AMOUNT_MESSAGES.insufficientFunds);
      }
      if (documents === undefined) throw new DocumentsNeeded();

      const transactionId = await postTransaction(inTransaction(app, trx), {
        kind: 'RESALE_SETTLEMENT',
        description: `Resale purchase ${purchase.id} of listing ${locked.id}`,
        idempotencyKey: `resale-purchase:${purchase.id}`,
        createdBy: purchase.buyer_id,
        occurredAt: settledAt,
        entries: [
          { accountId: buyerWallet, amountPence: -figures.pricePence },
          { accountId: sellerAccount, amountPence: figures.sellerReceivesPence },
          ...(figures.feePence > 0
            ? [{ accountId: await systemAccountId(trx, 'PLATFORM_REVENUE'), amountPence: figures.feePence }]
            : []),
        ],
      });

      const signatureFileId = await insertStoredFile(
        trx,
        storedFile(purchase.buyer_id, 'SIGNATURE', documents.signature),
      );
      const documentFileId = await insertStoredFile(
        trx,
        storedFile(purchase.buyer_id, 'AGREEMENT', documents.document),
      );
      const left = sold.amount_pence - purchase.capital_pence;
      await reduceInvestment(trx, sold.id, left);
      if (left === 0) await completePledgeAgreementOf(trx, sold.id);
      const boughtId = await insertBoughtInvestment(trx, {
        pledge_id: sold.pledge_id,
        user_id: purchase.buyer_id,
        project_id: sold.project_id,
        term: sold.term,
        invest_strategy: sold.invest_strategy,
        amount_pence: purchase.capital_pence,
        invested_pence: figures.pricePence,
        source: 'E_WALLET',
        status: 'SUCCEEDED',
        // Interest runs from the pledge's payment: the buyer paid the seller what had accrued.
        paid_at: sold.paid_at,
        ledger_transaction_id: transactionId,
        resale_purchase_id: purchase.id,
        reference_number: purchaseReference(purchase.id),
        created_at: settledAt,
      });
      const remaining = locked.remaining_pence - purchase.capital_pence;
      if (remaining === 0) {
        await closeListing(trx, locked.id, { status: 'SOLD', remainingPence: 0, closedAt: settledAt });
      } else {
        await sellFromListing(trx, locked.id, remaining);
      }
      await updatePurchase(trx, purchase.id, {
        status: 'COMPLETED',
        sms_code_hash: null,
        accrued_interest_pence: figures.accruedInterestPence,
        price_pence: figures.pricePence,
        fee_pence: figures.feePence,
        ledger_transaction_id: transactionId,
        buyer_investment_id: boughtId,
        signature_file_id: signatureFileId,
        completed_at: settledAt,
      });
      const copy = {
        projectId: sold.project_id,
        investStrategy: sold.invest_strategy,
        term: sold.term,
        purchaseId: purchase.id,
        signatureDate: settledAt,
        documentFileId,
        documentSha256: documents.documentSha256,
        signatureFileId,
      };
      const buyerCopy = await insertAssignmentCopy(trx, {
        ...copy,
        kind: 'RESALE_PURCHASE',
        investmentId: boughtId,
        userId: purchase.buyer_id,
      });
      const sellerCopy = await insertAssignmentCopy(trx, {
        ...copy,
        kind: 'RESALE_SALE',
        investmentId: sold.id,
        userId: sold.user_id,
      });
      const logged = {
        resale_purchase_id: purchase.id,
        user_id: purchase.buyer_id,
        ip: request.ip,
        created_at: settledAt,
      };
      // Each copy's own rows, as a pledge's agreements have theirs: the code entered is the purchase's row (written
      // by checkPurchaseCode above), which both copies' logs list with the purchase's earlier rows.
      await insertPurchaseLogs(
        trx,
        [buyerCopy, sellerCopy].flatMap((agreementId) => [
          { ...logged, agreement_id: agreementId, event: RESALE_PURCHASE_EVENTS.signed },
          { ...logged, agreement_id: agreementId, event: RESALE_PURCHASE_EVENTS.paid },
        ]),
      );
      // The seller and the buyer hear of it with the money, as the transaction's last statements.
      await notifyResaleSettled(inTransaction(app, trx), {
        purchaseId: purchase.id,
        listingId: locked.id,
        projectId: sold.project_id,
        sellerId: sold.user_id,
        buyerId: purchase.buyer_id,
        capitalPence: purchase.capital_pence,
        pricePence: figures.pricePence,
        sellerReceivesPence: figures.sellerReceivesPence,
        at: settledAt,
      });
      return { kind: 'settled' };
    });
  } catch (error) {
    if (error instanceof DocumentsNeeded) return { kind: 'documentsNeeded' };
    throw error;
  }
}

const storedFile = (userId: number, purpose: 'SIGNATURE' | 'AGREEMENT', file: StoredBytes) => ({
  owner_id: userId,
  storage_key: file.storageKey,
  mime_type: file.mimeType,
  size_bytes: file.sizeBytes,
  sha256: file.sha256,
  purpose,
});

/** Where the seller is paid: their ISA for an investment paid from it (as its payouts go), else their e-wallet. */
async function sellerAccountOf(trx: Db, sellerId: number, source: string): Promise<number> {
  if (source !== 'ISA') return userWalletAccountId(trx, sellerId);
  const isa = await isaAccountIdOf(trx, sellerId);
  if (isa === undefined) throw new Error(`user ${sellerId} holds an ISA investment and has no ISA`);
  return isa;
}

/** The answer of a finished purchase, read back: the same whether it was finished just now or before. */
async function purchaseAnswer(app: AppContext, purchaseId: number): Promise<ResalePurchaseResult> {
  const [purchase, agreement] = await Promise.all([
    findPurchase(app.db, purchaseId),
    buyerAgreementOf(app.db, purchaseId),
  ]);
  if (
    !purchase ||
    !agreement ||
    purchase.completed_at === null ||
    purchase.buyer_investment_id === null ||
    purchase.price_pence === null ||
    purchase.fee_pence === null ||
    purchase.accrued_interest_pence === null
  ) {
    throw new Error(`purchase ${purchaseId} is not settled`);
  }
  return {
    purchaseId,
    listingId: purchase.listing_id,
    investmentId: purchase.buyer_investment_id,
    agreementId: agreement.id,
    figures: {
      asOf: calendarDateIn(purchase.completed_at),
      capitalPence: purchase.capital_pence,
      accruedInterestPence: purchase.accrued_interest_pence,
      pricePence: purchase.price_pence,
      feePence: purchase.fee_pence,
      sellerReceivesPence: purchase.price_pence - purchase.fee_pence,
    },
    settledAt: purchase.completed_at.toISOString(),
  };
}
