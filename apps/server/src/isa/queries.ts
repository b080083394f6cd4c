import type { Db } from '../db/database.ts';
import type { IsaMovementsCounterparty, IsaMovementsKind, IsaMovementsStatus } from '../db/schema.generated.ts';

/** What opening an ISA needs to know of the investor: KYC, date of birth, residence, name. */
export function isaApplicant(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['kyc_status', 'date_of_birth', 'country_of_residence', 'full_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function isaApplicationOf(db: Db, userId: number) {
  return db
    .selectFrom('isa_applications')
    .select(['id', 'isa_type', 'first_tax_year', 'signed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function isaApplicationDocument(db: Db, userId: number) {
  return db.selectFrom('isa_applications').select(['document']).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertIsaApplication(
  db: Db,
  application: {
    userId: number;
    firstTaxYear: number;
    declarationsVersion: string;
    niNumber: string | null;
    noNiNumberReason: string | null;
    signatureName: string;
    signedAt: Date;
    ip: string | null;
    document: Uint8Array;
    documentSha256: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('isa_applications')
    .values({
      user_id: application.userId,
      isa_type: 'INNOVATIVE_FINANCE',
      first_tax_year: application.firstTaxYear,
      declarations_version: application.declarationsVersion,
      ni_number: application.niNumber,
      no_ni_number_reason: application.noNiNumberReason,
      signature_name: application.signatureName,
      signed_at: application.signedAt,
      ip: application.ip,
      document: Buffer.from(application.document),
      document_sha256: application.documentSha256,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertIsaApplicationLogs(
  db: Db,
  logs: {
    applicationId: number;
    userId: number;
    event: 'ISA_DECLARATIONS_ACCEPTED' | 'ISA_APPLICATION_SIGNED';
    ip: string | null;
    at: Date;
  }[],
): Promise<void> {
  await db
    .insertInto('isa_application_logs')
    .values(
      logs.map((log) => ({
        application_id: log.applicationId,
        user_id: log.userId,
        event: log.event,
        ip: log.ip,
        created_at: log.at,
      })),
    )
    .execute();
}

/** The year's movements as the allowance reads them. */
export function isaMovementsOfYear(db: Db, userId: number, taxYear: number) {
  return db
    .selectFrom('isa_movements')
    .select(['kind', 'amount_pence', 'replacement_pence', 'current_year_pence', 'status'])
    .where('user_id', '=', userId)
    .where('tax_year', '=', taxYear)
    .execute();
}

export async function otherIsaSubscriptionsPence(db: Db, userId: number, taxYear: number): Promise<number> {
  const row = await db
    .selectFrom('isa_other_subscriptions')
    .select('amount_pence')
    .where('user_id', '=', userId)
    .where('tax_year', '=', taxYear)
    .executeTakeFirst();
  return row?.amount_pence ?? 0;
}

export async function upsertOtherIsaSubscriptions(
  db: Db,
  row: { userId: number; taxYear: number; amountPence: number; declaredAt: Date },
): Promise<void> {
  await db
    .insertInto('isa_other_subscriptions')
    .values({ user_id: row.userId, tax_year: row.taxYear, amount_pence: row.amountPence, declared_at: row.declaredAt })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'tax_year'])
        .doUpdateSet({ amount_pence: row.amountPence, declared_at: row.declaredAt }),
    )
    .execute();
}

const movementColumns = [
  'id',
  'kind',
  'counterparty',
  'status',
  'amount_pence',
  'replacement_pence',
  'tax_year',
  'created_at',
] as const;

export function insertIsaMovement(
  db: Db,
  movement: {
    userId: number;
    kind: IsaMovementsKind;
    counterparty: IsaMovementsCounterparty;
    taxYear: number;
    amountPence: number;
    replacementPence: number;
    status: IsaMovementsStatus;
    paymentOperationId: number | null;
    ledgerTransactionId: number | null;
    createdAt: Date;
  },
) {
  return db
    .insertInto('isa_movements')
    .values({
      user_id: movement.userId,
      kind: movement.kind,
      counterparty: movement.counterparty,
      tax_year: movement.taxYear,
      amount_pence: movement.amountPence,
      replacement_pence: movement.replacementPence,
      status: movement.status,
      payment_provider_operation_id: movement.paymentOperationId,
      ledger_transaction_id: movement.ledgerTransactionId,
      created_at: movement.createdAt,
    })
    .returning(movementColumns)
    .executeTakeFirstOrThrow();
}

export type IsaMovementRow = Awaited<ReturnType<typeof insertIsaMovement>>;

export function isaMovementsPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('isa_movements')
    .select(movementColumns)
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function countIsaMovements(db: Db, userId: number) {
  return db
    .selectFrom('isa_movements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The ISA movement a provider operation pays, with the ISA's account (settlement). */
export function isaMovementOfPayment(db: Db, operationId: number) {
  return db
    .selectFrom('isa_movements')
    .innerJoin('ledger_accounts', (join) =>
      join.onRef('ledger_accounts.user_id', '=', 'isa_movements.user_id').on('ledger_accounts.kind', '=', 'USER_ISA'),
    )
    .select(['isa_movements.id', 'isa_movements.status', 'ledger_accounts.id as account_id'])
    .where('isa_movements.payment_provider_operation_id', '=', operationId)
    .executeTakeFirst();
}

export async function settleIsaMovementRow(
  db: Db,
  id: number,
  changes: { status: 'SUCCEEDED' | 'FAILED'; ledger_transaction_id?: number },
): Promise<void> {
  await db.updateTable('isa_movements').set(changes).where('id', '=', id).execute();
}

export function paymentOperationLedgerTransaction(db: Db, operationId: number) {
  return db
    .selectFrom('payment_provider_operations')
    .select(['ledger_transaction_id'])
    .where('id', '=', operationId)
    .executeTakeFirstOrThrow();
}
