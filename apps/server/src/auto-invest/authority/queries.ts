import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AgreementLogs, AutoInvestAuthorities } from '../../db/schema.generated.ts';

// The SQL of a standing authority (migration 070): started with its draft, signed by SMS, then ACTIVE ⇄ PAUSED until
// ENDED; its events go to agreement_logs under auto_invest_authority_id.

const authorityColumns = [
  'id',
  'user_id',
  'status',
  'amount_per_project_pence',
  'total_invested_pence',
  'min_rate_percent',
  'max_term_months',
  'takes_short_term',
  'takes_long_term',
  'invest_strategy',
  'source',
  'sms_code_hash',
  'sms_code_expires_at',
  'sms_attempts',
  'created_at',
  'signed_at',
  'rules_changed_at',
  'ended_at',
] as const;

export type AuthorityRules = Pick<
  Insertable<AutoInvestAuthorities>,
  | 'amount_per_project_pence'
  | 'total_invested_pence'
  | 'min_rate_percent'
  | 'max_term_months'
  | 'takes_short_term'
  | 'takes_long_term'
  | 'invest_strategy'
  | 'source'
>;

export function insertAuthority(db: Db, authority: AuthorityRules & { user_id: number; created_at: Date }) {
  return db
    .insertInto('auto_invest_authorities')
    .values(authority)
    .returning(authorityColumns)
    .executeTakeFirstOrThrow();
}

export function findAuthority(db: Db, authorityId: number) {
  return db
    .selectFrom('auto_invest_authorities')
    .select(authorityColumns)
    .where('id', '=', authorityId)
    .executeTakeFirst();
}

export type AuthorityRow = NonNullable<Awaited<ReturnType<typeof findAuthority>>>;

/** The authority's row, locked: a second signature of it waits here, then finds it signed. */
export function lockAuthority(db: Db, authorityId: number) {
  return db
    .selectFrom('auto_invest_authorities')
    .select(authorityColumns)
    .where('id', '=', authorityId)
    .forUpdate()
    .executeTakeFirst();
}

/** The investor's current authority (ACTIVE or PAUSED; at most one, by the one-current index), or none. */
export function findCurrentAuthority(db: Db, userId: number) {
  return db
    .selectFrom('auto_invest_authorities')
    .select(authorityColumns)
    .where('user_id', '=', userId)
    .where('status', 'in', ['ACTIVE', 'PAUSED'])
    .executeTakeFirst();
}

/** The current authority locked, so a change, a pause or an end waits for another one of the same investor. */
export function lockCurrentAuthority(db: Db, userId: number) {
  return db
    .selectFrom('auto_invest_authorities')
    .select(authorityColumns)
    .where('user_id', '=', userId)
    .where('status', 'in', ['ACTIVE', 'PAUSED'])
    .forUpdate()
    .executeTakeFirst();
}

/** The authority getAutoInvest answers: the current one, else the last one ended, else none. */
export function findShownAuthority(db: Db, userId: number) {
  return db
    .selectFrom('auto_invest_authorities')
    .select(authorityColumns)
    .where('user_id', '=', userId)
    .where('status', 'in', ['ACTIVE', 'PAUSED', 'ENDED'])
    .orderBy((eb) => eb.case().when('status', '=', 'ENDED').then(1).else(0).end())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updateAuthority(
  db: Db,
  authorityId: number,
  changes: Updateable<AutoInvestAuthorities>,
): Promise<void> {
  await db.updateTable('auto_invest_authorities').set(changes).where('id', '=', authorityId).execute();
}

export async function insertAuthorityLogs(db: Db, rows: Insertable<AgreementLogs>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('agreement_logs').values(rows).execute();
}

/** The authority's events so far (start, draft, SMS), oldest first: the signed copy's evidence. */
export function authorityEvents(db: Db, authorityId: number) {
  return db
    .selectFrom('agreement_logs')
    .select(['event', 'created_at', 'number'])
    .where('auto_invest_authority_id', '=', authorityId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The investor as the authority names them. */
export function findSigner(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'full_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** A signed authority's stored copy: where its bytes are, and whose it is. */
export function findAuthorityDocument(db: Db, authorityId: number) {
  return db
    .selectFrom('auto_invest_authorities as a')
    .leftJoin('uploaded_files as f', 'f.id', 'a.document_file_id')
    .select(['a.id', 'a.user_id', 'a.status', 'f.storage_key'])
    .where('a.id', '=', authorityId)
    .executeTakeFirst();
}
