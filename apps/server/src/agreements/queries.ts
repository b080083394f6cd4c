import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Agreements, AgreementsStatus } from '../db/schema.generated.ts';

/** Marks ACTIVE agreements of these investments COMPLETED: their money has been paid out. */
export async function markAgreementsCompleted(trx: Db, investmentIds: readonly number[]): Promise<number> {
  if (investmentIds.length === 0) return 0;
  const rows = await trx
    .updateTable('agreements')
    .set({ status: 'COMPLETED' })
    .where('investment_id', 'in', [...investmentIds])
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .execute();
  return rows.length;
}

/** Marks the project's ACTIVE agreements CANCELLED: the project was cancelled before paying out. */
export async function markProjectAgreementsCancelled(trx: Db, projectId: number): Promise<number> {
  const rows = await trx
    .updateTable('agreements')
    .set({ status: 'CANCELLED' })
    .where('project_id', '=', projectId)
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .execute();
  return rows.length;
}

/** The contract's `AgreementSortColumn`, mapped to the only columns a caller may sort by. */
export const sortableColumns = {
  id: 'agreements.id',
  projectName: 'projects.title',
  userName: 'investor_name',
  investStrategy: 'agreements.invest_strategy',
  term: 'agreements.term',
  signatureDate: 'agreements.signature_date',
  status: 'agreements.status',
} as const;

export type AgreementSortColumn = keyof typeof sortableColumns;

export interface AgreementListFilter {
  /** Only this investor's agreements; undefined for an admin, who sees all. */
  ownerId?: number;
  status?: AgreementsStatus;
  searchTerm?: string;
}

export interface AgreementListPage extends AgreementListFilter {
  limit: number;
  offset: number;
  column: AgreementSortColumn;
  direction: 'ASC' | 'DESC';
}

/** `%`, `_` and `\` typed in the search box are looked for literally, not as patterns. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// The investor's name as the list shows it: the full name, else the e-mail (a name is optional until KYC).
const investorName = sql<string>`coalesce(nullif(trim(users.full_name), ''), users.email)`;

function filteredAgreements(db: Db, { ownerId, status, searchTerm }: AgreementListFilter) {
  let query = db
    .selectFrom('agreements')
    .innerJoin('projects', 'projects.id', 'agreements.project_id')
    .innerJoin('users', 'users.id', 'agreements.user_id')
    .innerJoin('investments', 'investments.id', 'agreements.investment_id')
    // A resale copy's purchase (none for a pledge's agreement): its capital is what either copy assigns.
    .leftJoin('resale_purchases as purchase', 'purchase.id', 'agreements.resale_purchase_id');
  if (ownerId !== undefined) query = query.where('agreements.user_id', '=', ownerId);
  if (status !== undefined) query = query.where('agreements.status', '=', status);
  const term = searchTerm?.trim() ?? '';
  if (term !== '') {
    const pattern = containsPattern(term);
    const id = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
    query = query.where((eb) =>
      eb.or([
        eb('projects.title', 'ilike', pattern),
        ...(id === undefined ? [] : [eb('agreements.id', '=', id)]),
        eb('investments.reference_number', 'ilike', pattern),
        // Investors search only their own agreements: their own name would match every row, so it is not searched.
        ...(ownerId === undefined
          ? [eb('users.full_name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]
          : []),
      ]),
    );
  }
  return query;
}

const agreementColumns = [
  'agreements.id',
  'agreements.kind',
  'agreements.project_id',
  'agreements.user_id',
  'agreements.invest_strategy',
  'agreements.term',
  'agreements.signature_date',
  'agreements.status',
  'projects.title as project_title',
  'investments.amount_pence',
  'investments.reference_number',
  'agreements.resale_purchase_id',
  'purchase.capital_pence as purchase_capital_pence',
] as const;

export function findAgreementPage(db: Db, page: AgreementListPage) {
  const direction = page.direction === 'DESC' ? 'desc' : 'asc';
  return (
    filteredAgreements(db, page)
      .select(agreementColumns)
      .select(investorName.as('investor_name'))
      // How many match, on every row of the page: the list needs no second statement to count.
      .select(sql<string | number>`count(*) over ()`.as('matching_count'))
      .orderBy(sql.ref(sortableColumns[page.column]), direction)
      .orderBy('agreements.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  );
}

export async function countAgreements(db: Db, filter: AgreementListFilter): Promise<number> {
  const row = await filteredAgreements(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type AgreementRow = Awaited<ReturnType<typeof findAgreementPage>>[number];

/** One agreement with what its view, its PDF and its log need: the project, the investor and the stored copy. */
export function findAgreement(db: Db, id: number) {
  return (
    filteredAgreements(db, {})
      .leftJoin('uploaded_files as document', 'document.id', 'agreements.document_file_id')
      // A resale copy's assignment: its listing's seller and its buyer (null for a pledge's agreement).
      .leftJoin('resale_listings as listing', 'listing.id', 'purchase.listing_id')
      .leftJoin('users as seller', 'seller.id', 'listing.seller_id')
      .leftJoin('users as buyer', 'buyer.id', 'purchase.buyer_id')
      .select(agreementColumns)
      .select(investorName.as('investor_name'))
      .select([
        'users.email as investor_email',
        'investments.pledge_id',
        'document.storage_key as document_storage_key',
        'projects.address as project_address',
        'projects.city as project_city',
        'projects.short_start_date',
        'projects.short_end_date',
        'projects.long_start_date',
        'projects.long_end_date',
        'projects.short_debt_expected_rate',
        'projects.short_debt_secured_expected_rate',
        'projects.short_equity_expected_rate',
        'projects.short_sharia_expected_rate',
        'projects.long_debt_expected_rate',
        'projects.long_debt_secured_expected_rate',
        'projects.long_equity_expected_rate',
        'projects.long_sharia_expected_rate',
        'projects.short_actual_start_date',
        'projects.short_actual_end_date',
        'projects.long_actual_start_date',
        'projects.long_actual_end_date',
        'purchase.accrued_interest_pence as purchase_accrued_interest_pence',
        'purchase.price_pence as purchase_price_pence',
        'purchase.fee_pence as purchase_fee_pence',
        'purchase.completed_at as purchase_completed_at',
        'seller.full_name as seller_full_name',
        'seller.email as seller_email',
        'buyer.full_name as buyer_full_name',
        'buyer.email as buyer_email',
      ])
      .where('agreements.id', '=', id)
      .executeTakeFirst()
  );
}

export type AgreementDetail = NonNullable<Awaited<ReturnType<typeof findAgreement>>>;

/**
 * The agreement's audit log, oldest first, in one statement: its own rows, and the rows written before the agreement
 * existed (agreement_id null): a pledge's agreement lists its pledge's (reached through the investment's pledge; a
 * pledge of both terms has two agreements, and both list them), a resale copy its purchase's (started, the draft, the
 * SMS, each code entered), on the buyer's copy and the seller's alike.
 */
export function findAgreementLogs(db: Db, agreementId: number) {
  return db
    .selectFrom('agreements')
    .innerJoin('investments', 'investments.id', 'agreements.investment_id')
    .innerJoin('agreement_logs as log', (join) =>
      join.on((eb) =>
        eb.or([
          eb('log.agreement_id', '=', eb.ref('agreements.id')),
          // A pledge's rows before its agreement existed.
          eb.and([
            eb('log.agreement_id', 'is', null),
            eb('agreements.kind', '=', 'PLEDGE'),
            eb('log.pledge_id', '=', eb.ref('investments.pledge_id')),
          ]),
          // A resale purchase's rows before its assignment's copies existed.
          eb.and([
            eb('log.agreement_id', 'is', null),
            eb('log.resale_purchase_id', '=', eb.ref('agreements.resale_purchase_id')),
          ]),
        ]),
      ),
    )
    .leftJoin('users', 'users.id', 'log.user_id')
    .select([
      'log.event',
      'log.code',
      'log.ip',
      'log.location',
      'log.number',
      'log.created_at',
      'users.full_name',
      'users.email',
    ])
    .where('agreements.id', '=', agreementId)
    .orderBy('log.created_at', 'asc')
    .orderBy('log.id', 'asc')
    .execute();
}

export type AgreementLogRow = Awaited<ReturnType<typeof findAgreementLogs>>[number];

/**
 * Demo history only (the seed): an agreement signed in the past, without a stored copy (GET /agreements/{id}/document
 * rebuilds it, unsigned, from its facts). A real one is written by the pledge's finish, with its documents.
 */
export async function insertDemoHistoryAgreement(
  db: Db,
  agreement: { investmentId: number; userId: number; projectId: number } & Pick<Insertable<Agreements>, 'term'> & {
      investStrategy: Insertable<Agreements>['invest_strategy'];
      signedAt: Date;
    },
): Promise<number> {
  const { id } = await db
    .insertInto('agreements')
    .values({
      investment_id: agreement.investmentId,
      user_id: agreement.userId,
      project_id: agreement.projectId,
      invest_strategy: agreement.investStrategy,
      term: agreement.term,
      signature_date: agreement.signedAt,
      created_at: agreement.signedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The standing authority an auto-invest allocation's pledge was made under (issue 38), with its signature image;
 * undefined for any other pledge.
 */
export function findStandingAuthorityOfPledge(db: Db, pledgeId: number) {
  return db
    .selectFrom('pledges')
    .innerJoin('auto_invest_authorities as authority', 'authority.id', 'pledges.auto_invest_authority_id')
    .innerJoin('uploaded_files as signature', 'signature.id', 'authority.signature_file_id')
    .select(['authority.id', 'authority.signed_at', 'signature.storage_key as signature_storage_key'])
    .where('pledges.id', '=', pledgeId)
    .executeTakeFirst();
}
