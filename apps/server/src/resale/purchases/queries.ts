import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AgreementLogs, Investments } from '../../db/schema.generated.ts';

// The SQL of a resale purchase (migration 066): started, sent its SMS code, settled in one transaction.

const purchaseColumns = [
  'id',
  'listing_id',
  'buyer_id',
  'capital_pence',
  'status',
  'sms_code_hash',
  'sms_code_expires_at',
  'sms_attempts',
  'created_at',
  'accrued_interest_pence',
  'price_pence',
  'fee_pence',
  'buyer_investment_id',
  'completed_at',
] as const;

export function insertPurchase(
  db: Db,
  purchase: { listingId: number; buyerId: number; capitalPence: number; createdAt: Date },
) {
  return db
    .insertInto('resale_purchases')
    .values({
      listing_id: purchase.listingId,
      buyer_id: purchase.buyerId,
      capital_pence: purchase.capitalPence,
      created_at: purchase.createdAt,
    })
    .returning(purchaseColumns)
    .executeTakeFirstOrThrow();
}

export function findPurchase(db: Db, purchaseId: number) {
  return db.selectFrom('resale_purchases').select(purchaseColumns).where('id', '=', purchaseId).executeTakeFirst();
}

export type PurchaseRow = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

/** The purchase's row, locked: a second finish of it waits here, then finds it finished. */
export function lockPurchase(db: Db, purchaseId: number) {
  return db
    .selectFrom('resale_purchases')
    .select(purchaseColumns)
    .where('id', '=', purchaseId)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePurchase(
  db: Db,
  purchaseId: number,
  changes: Partial<{
    status: 'EXPIRED' | 'COMPLETED';
    sms_code_hash: string | null;
    sms_attempts: number;
    accrued_interest_pence: number;
    price_pence: number;
    fee_pence: number;
    ledger_transaction_id: number;
    buyer_investment_id: number;
    signature_file_id: number;
    completed_at: Date;
  }>,
) {
  return db.updateTable('resale_purchases').set(changes).where('id', '=', purchaseId).execute();
}

export async function insertPurchaseLogs(db: Db, rows: Insertable<AgreementLogs>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('agreement_logs').values(rows).execute();
}

/** The purchase's own events so far (start, SMS), oldest first: the signed assignment's evidence. */
export function purchaseEvents(db: Db, purchaseId: number) {
  return db
    .selectFrom('agreement_logs')
    .select(['event', 'created_at', 'number'])
    .where('resale_purchase_id', '=', purchaseId)
    .where('agreement_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Names and contacts of the two sides, as the assignment names them and the SMS reaches the buyer. */
export function findParty(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'phone_number', 'kyc_status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The seller's investment, locked (after the listing and the buyer): its capital changes with the sale. */
export function lockSoldInvestment(db: Db, investmentId: number) {
  return db
    .selectFrom('investments')
    .selectAll()
    .where('id', '=', investmentId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export function reduceInvestment(db: Db, investmentId: number, amountPence: number) {
  return db
    .updateTable('investments')
    .set({ amount_pence: amountPence, ...(amountPence === 0 ? { status: 'SOLD' as const } : {}) })
    .where('id', '=', investmentId)
    .execute();
}

/** The pledge's agreement of an investment sold whole: its money is now the buyer's. */
export function completePledgeAgreementOf(db: Db, investmentId: number) {
  return db
    .updateTable('agreements')
    .set({ status: 'COMPLETED' })
    .where('investment_id', '=', investmentId)
    .where('kind', '=', 'PLEDGE')
    .where('status', '=', 'ACTIVE')
    .execute();
}

export async function insertBoughtInvestment(db: Db, investment: Insertable<Investments>): Promise<number> {
  const row = await db.insertInto('investments').values(investment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAssignmentCopy(
  db: Db,
  copy: {
    kind: 'RESALE_PURCHASE' | 'RESALE_SALE';
    investmentId: number;
    userId: number;
    projectId: number;
    investStrategy: Investments['invest_strategy'];
    term: Investments['term'];
    purchaseId: number;
    signatureDate: Date;
    documentFileId: number;
    documentSha256: string;
    signatureFileId: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('agreements')
    .values({
      kind: copy.kind,
      investment_id: copy.investmentId,
      user_id: copy.userId,
      project_id: copy.projectId,
      invest_strategy: copy.investStrategy,
      term: copy.term,
      resale_purchase_id: copy.purchaseId,
      signature_date: copy.signatureDate,
      document_file_id: copy.documentFileId,
      document_sha256: copy.documentSha256,
      signature_file_id: copy.signatureFileId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The buyer's copy of a finished purchase's assignment. */
export function buyerAgreementOf(db: Db, purchaseId: number) {
  return db
    .selectFrom('agreements')
    .select('id')
    .where('resale_purchase_id', '=', purchaseId)
    .where('kind', '=', 'RESALE_PURCHASE')
    .executeTakeFirst();
}
