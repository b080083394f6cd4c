import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce, type Parameters } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type { UserStatus } from '@keystone/api';
import type { DB, UserKycDocumentsKind as KycDocumentKind, Users } from '../db/schema.generated.ts';
import { isaBalanceOfUser, walletBalanceOfUser } from '../ledger/queries.ts';

/** Beside the user's row, what their profile shows: the photo's and KYC documents' storage keys and the balance. */
function profileColumns(eb: ExpressionBuilder<DB & { photo: DB['uploaded_files'] }, 'users' | 'photo'>) {
  return [
    eb.ref('photo.storage_key').as('photo_storage_key'),
    walletBalanceOfUser(eb).as('balance_pence'),
    isaBalanceOfUser(eb).as('isa_balance_pence'),
    jsonArrayFrom(
      eb
        .selectFrom('user_kyc_documents')
        .innerJoin('uploaded_files', 'uploaded_files.id', 'user_kyc_documents.file_id')
        .select(['user_kyc_documents.kind', 'uploaded_files.storage_key'])
        .whereRef('user_kyc_documents.user_id', '=', 'users.id'),
    ).as('kyc_documents'),
    // Issue 36: the second factors turned on, as the contract's SecondFactorMethod names them.
    eb
      .exists(
        eb
          .selectFrom('user_totp')
          .select('user_totp.user_id')
          .whereRef('user_totp.user_id', '=', 'users.id')
          .where('user_totp.secret', 'is not', null),
      )
      .as('totp_enabled'),
    eb
      .exists(
        eb.selectFrom('user_passkeys').select('user_passkeys.id').whereRef('user_passkeys.user_id', '=', 'users.id'),
      )
      .as('has_passkey'),
    // Every graded attempt, before and after an admin's reset; an account from before attempts were kept (the demo
    // history) counts at least the attempts it used.
    sql<number>`greatest(${eb
      .selectFrom('competence_attempts')
      .select((count) => count.fn.countAll().as('count'))
      .whereRef('competence_attempts.user_id', '=', 'users.id')
      .where('competence_attempts.graded_at', 'is not', null)}, users.used_answer_attempts)::integer`.as(
      'total_answer_attempts',
    ),
  ];
}

const userProfile = compiledOnce((db, p: Parameters<{ userId: number }>) =>
  db
    .selectFrom('users')
    .leftJoin('uploaded_files as photo', 'photo.id', 'users.photo_file_id')
    .selectAll('users')
    .select(profileColumns)
    .where('users.id', '=', p.userId),
);

/** A user's whole profile in one statement, compiled once (every signed-in page reads it). */
export async function findUserById(db: Db, userId: number) {
  const [row] = await userProfile(db, { userId });
  return row;
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findAccountByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

/** The contract's `UserSortColumn`, mapped to the only columns a caller may sort by. */
export const sortableColumns = {
  id: 'users.id',
  fullName: 'users.full_name',
  email: 'users.email',
  companyName: 'users.company_name',
  kycStatus: 'users.kyc_status',
  status: 'users.status',
} as const;

export type UserSortColumn = keyof typeof sortableColumns;
type SortDirection = 'ASC' | 'DESC';

interface UserListFilter {
  status?: UserStatus;
  searchTerm?: string;
}

export interface UserListPage extends UserListFilter {
  limit: number;
  offset: number;
  column: UserSortColumn;
  direction: SortDirection;
}

/** `%`, `_` and `\` typed by an admin are looked for literally, not as patterns. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filteredUsers(db: Db, { status, searchTerm }: UserListFilter) {
  let query = db.selectFrom('users');
  if (status !== undefined) query = query.where('users.status', '=', status);
  const term = searchTerm?.trim() ?? '';
  if (term !== '') {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('users.full_name', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
        eb('users.company_name', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function countUsers(db: Db, filter: UserListFilter): Promise<number> {
  const row = await filteredUsers(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findUserPage(db: Db, page: UserListPage) {
  const direction = page.direction === 'DESC' ? 'desc' : 'asc';
  return (
    filteredUsers(db, page)
      .leftJoin('uploaded_files as photo', 'photo.id', 'users.photo_file_id')
      .selectAll('users')
      .select(profileColumns)
      // How many match the filter, on every row of the page: the list needs no second statement to count.
      .select(sql<string | number>`count(*) over ()`.as('matching_count'))
      // Nulls (no company name yet) always last; the id keeps pages stable when sort values repeat.
      .orderBy(sql.ref(sortableColumns[page.column]), (ob) =>
        direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast(),
      )
      .orderBy('users.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  );
}

export async function findKycDocumentKeysOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, Map<KycDocumentKind, string>>> {
  const byUser = new Map<number, Map<KycDocumentKind, string>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_kyc_documents')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'user_kyc_documents.file_id')
    .select(['user_kyc_documents.user_id', 'user_kyc_documents.kind', 'uploaded_files.storage_key'])
    .where('user_kyc_documents.user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    const documents = byUser.get(row.user_id) ?? new Map<KycDocumentKind, string>();
    documents.set(row.kind, row.storage_key);
    byUser.set(row.user_id, documents);
  }
  return byUser;
}

/** Locks the user's row for the rest of the transaction, so two admins' actions on one user apply one after the other. */
export function lockUserForReview(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'status', 'kyc_status', 'kyc_submitted_at', 'used_answer_attempts'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateUser(db: Db, userId: number, changes: Updateable<Users>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/**
 * Demo history only (the seed): an account as it stands after registering and, for most, passing KYC in the past,
 * its dates and the reviewer's verdict given. A real account is made by registration and moved on by the KYC
 * services, one step at a time and always at the present time.
 */
export async function insertDemoHistoryUser(db: Db, user: Insertable<Users>): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}
