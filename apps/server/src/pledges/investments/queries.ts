import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Investments, InvestmentsStatus, UploadedFiles } from '../../db/schema.generated.ts';

// The SQL of a pledge's investments: one per term, each with its signed agreement and stored files, written when
// the pledge is finished and settled when a bank transfer arrives.

export async function insertStoredFile(db: Db, file: Insertable<UploadedFiles>): Promise<number> {
  const row = await db.insertInto('uploaded_files').values(file).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInvestment(db: Db, investment: Insertable<Investments>): Promise<number> {
  const row = await db.insertInto('investments').values(investment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAgreement(
  db: Db,
  agreement: {
    investmentId: number;
    userId: number;
    projectId: number;
    investStrategy: Investments['invest_strategy'];
    term: Investments['term'];
    signatureDate: Date;
    /** Null for an allocation's agreement, signed under a standing authority and rendered when asked for. */
    documentFileId: number | null;
    documentSha256: string | null;
    signatureFileId: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('agreements')
    .values({
      investment_id: agreement.investmentId,
      user_id: agreement.userId,
      project_id: agreement.projectId,
      invest_strategy: agreement.investStrategy,
      term: agreement.term,
      signature_date: agreement.signatureDate,
      document_file_id: agreement.documentFileId,
      document_sha256: agreement.documentSha256,
      signature_file_id: agreement.signatureFileId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A finished pledge's investments with their agreements, short term first: its own, never a part bought from it on
 * the resale market (same pledge, with the purchase that made it), nor the seller's copy of an assignment.
 */
export function pledgeInvestments(db: Db, pledgeId: number) {
  return db
    .selectFrom('investments')
    .innerJoin('agreements', 'agreements.investment_id', 'investments.id')
    .select([
      'investments.id',
      'investments.term',
      'investments.amount_pence',
      'investments.reference_number',
      'investments.status',
      'investments.source',
      'agreements.id as agreement_id',
    ])
    .where('investments.pledge_id', '=', pledgeId)
    .where('investments.resale_purchase_id', 'is', null)
    .where('agreements.kind', '=', 'PLEDGE')
    .orderBy('investments.term', 'desc')
    .execute();
}

/** A bank-transfer investment waiting for its money, found by the reference the transfer quotes; locked. */
export function lockPendingInvestmentByReference(db: Db, referenceNumber: string) {
  return db
    .selectFrom('investments')
    .select(['id', 'pledge_id', 'user_id', 'project_id', 'term', 'amount_pence'])
    .where('reference_number', '=', referenceNumber)
    .where('status', '=', 'PENDING')
    .forUpdate()
    .executeTakeFirst();
}

export async function settleInvestment(
  db: Db,
  investmentId: number,
  settled: { status: Exclude<InvestmentsStatus, 'PENDING'>; ledgerTransactionId?: number; paidAt?: Date },
): Promise<void> {
  await db
    .updateTable('investments')
    .set({
      status: settled.status,
      ...(settled.ledgerTransactionId === undefined ? {} : { ledger_transaction_id: settled.ledgerTransactionId }),
      ...(settled.paidAt === undefined ? {} : { paid_at: settled.paidAt }),
    })
    .where('id', '=', investmentId)
    .execute();
}

export function cancelAgreementOf(db: Db, investmentId: number) {
  return db
    .updateTable('agreements')
    .set({ status: 'CANCELLED' })
    .where('investment_id', '=', investmentId)
    .where('kind', '!=', 'RESALE_SALE')
    .returning('id')
    .executeTakeFirst();
}

export function agreementOf(db: Db, investmentId: number) {
  return (
    db
      .selectFrom('agreements')
      .select('id')
      .where('investment_id', '=', investmentId)
      // The investment's own agreement, not the seller's copy of an assignment of a part of it.
      .where('kind', '!=', 'RESALE_SALE')
      .executeTakeFirst()
  );
}
