import { sql, type ExpressionBuilder } from 'kysely';
import { compiledOnce, type Parameters } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type { DB, LedgerAccountsKind, LedgerTransactionsKind } from '../db/schema.generated.ts';

/** A user's wallet balance in pence (0 before their first movement), as a column of a query over `users`. */
export function walletBalanceOfUser(eb: ExpressionBuilder<DB, 'users'>) {
  return eb.fn.coalesce(
    eb
      .selectFrom('ledger_accounts')
      .select('balance_pence')
      .where('ledger_accounts.kind', '=', 'USER_WALLET')
      .whereRef('ledger_accounts.user_id', '=', 'users.id'),
    eb.lit(0),
  );
}

const walletBalance = compiledOnce((db, p: Parameters<{ userId: number }>) =>
  db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('kind', '=', sql.lit('USER_WALLET'))
    .where('user_id', '=', p.userId),
);

export async function walletBalancePence(db: Db, userId: number): Promise<number> {
  const [account] = await walletBalance(db, { userId });
  return account?.balance_pence ?? 0;
}

/** The user's wallet account, created on first use. */
export async function userWalletAccountId(db: Db, userId: number): Promise<number> {
  await db
    .insertInto('ledger_accounts')
    .values({ kind: 'USER_WALLET', user_id: userId })
    // The partial index's predicate as a literal: a prepared statement's generic plan cannot match it to a parameter.
    .onConflict((conflict) => conflict.column('user_id').where('kind', '=', sql.lit('USER_WALLET')).doNothing())
    .execute();
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'USER_WALLET')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return account.id;
}

/**
 * The user's Innovative Finance ISA account, created when the ISA is opened (issue 35): an investor has an ISA exactly
 * when this account exists, so paying from it, into it and reporting on it ask `isaAccountIdOf`.
 */
export async function openIsaAccount(db: Db, userId: number): Promise<number> {
  await db
    .insertInto('ledger_accounts')
    .values({ kind: 'USER_ISA', user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').where('kind', '=', sql.lit('USER_ISA')).doNothing())
    .execute();
  const accountId = await isaAccountIdOf(db, userId);
  if (accountId === undefined) throw new Error(`no ISA account for user ${userId}`);
  return accountId;
}

/** The user's ISA account, or `undefined` when they have not opened an ISA. */
export async function isaAccountIdOf(db: Db, userId: number): Promise<number | undefined> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'USER_ISA')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return account?.id;
}

/** What an account is (a wallet, an ISA, a project's wallet…). */
export async function accountKindOf(db: Db, accountId: number): Promise<LedgerAccountsKind> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('kind')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return account.kind;
}

/** The cash in the user's ISA (its account's balance), or `undefined` when they have not opened an ISA. */
export async function isaBalancePence(db: Db, userId: number): Promise<number | undefined> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('kind', '=', 'USER_ISA')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return account?.balance_pence;
}

/** The cash in a user's ISA, null when they have none, as a column of a query over `users` (issue 35). */
export function isaBalanceOfUser(eb: ExpressionBuilder<DB, 'users'>) {
  return eb
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('ledger_accounts.kind', '=', 'USER_ISA')
    .whereRef('ledger_accounts.user_id', '=', 'users.id');
}

/** A project's short- or long-term wallet, created on first use. */
export async function projectWalletAccountId(
  db: Db,
  projectId: number,
  kind: Extract<LedgerAccountsKind, 'PROJECT_SHORT_WALLET' | 'PROJECT_LONG_WALLET'>,
): Promise<number> {
  await db
    .insertInto('ledger_accounts')
    .values({ kind, project_id: projectId })
    .onConflict((conflict) => conflict.columns(['project_id', 'kind']).where('project_id', 'is not', null).doNothing())
    .execute();
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return account.id;
}

/** The platform's own account, its fee income (PLATFORM_REVENUE) or the payment provider's clearing account (created by the migrations). */
export async function systemAccountId(
  db: Db,
  kind: Extract<LedgerAccountsKind, 'PLATFORM' | 'PLATFORM_REVENUE' | 'PROVIDER_CLEARING'>,
) {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return account.id;
}

export async function insertTransaction(
  db: Db,
  transaction: {
    kind: LedgerTransactionsKind;
    description: string;
    idempotencyKey: string | null;
    reversesTransactionId: number | null;
    createdBy: number | null;
    occurredAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('ledger_transactions')
    .values({
      kind: transaction.kind,
      description: transaction.description,
      idempotency_key: transaction.idempotencyKey,
      reverses_transaction_id: transaction.reversesTransactionId,
      created_by: transaction.createdBy,
      created_at: transaction.occurredAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEntries(
  db: Db,
  transactionId: number,
  entries: readonly { accountId: number; amountPence: number }[],
  occurredAt: Date,
): Promise<void> {
  await db
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        transaction_id: transactionId,
        account_id: entry.accountId,
        amount_pence: entry.amountPence,
        created_at: occurredAt,
      })),
    )
    .execute();
}

export function findTransactionByIdempotencyKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Accounts whose stored balance differs from the sum of their entries (should always be empty). */
export function findBalanceMismatches(db: Db) {
  return db
    .selectFrom('ledger_accounts as account')
    .leftJoin('ledger_entries as entry', 'entry.account_id', 'account.id')
    .select([
      'account.id',
      'account.balance_pence',
      sql<number>`coalesce(sum(entry.amount_pence), 0)::bigint`.as('entries_sum_pence'),
    ])
    .groupBy('account.id')
    .having(sql<boolean>`account.balance_pence <> coalesce(sum(entry.amount_pence), 0)`)
    .execute();
}

/**
 * An account's balance, its row locked until the transaction ends: movements of one wallet queue here. FOR NO KEY
 * UPDATE, as the balance trigger's own update takes: a plain FOR UPDATE would also block the foreign-key checks of
 * other transactions' ledger entries on this account and let them deadlock with us. Lock a user's wallet before a
 * project's or the clearing account (docs/ADDING-A-FEATURE.md §3).
 */
export async function lockAccountBalance(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('id', '=', accountId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return row.balance_pence;
}

/** A project's term wallet balance (0 before its first movement). */
export async function projectWalletBalancePence(
  db: Db,
  projectId: number,
  kind: Extract<LedgerAccountsKind, 'PROJECT_SHORT_WALLET' | 'PROJECT_LONG_WALLET'>,
): Promise<number> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('kind', '=', kind)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return account?.balance_pence ?? 0;
}

/** What PROJECT_TERM_TRANSFER movements put into a project's long-term wallet, in pence. */
export async function termTransfersIntoLongWalletPence(db: Db, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as entry')
    .innerJoin('ledger_accounts as account', 'account.id', 'entry.account_id')
    .innerJoin('ledger_transactions as transaction', 'transaction.id', 'entry.transaction_id')
    .select(sql<string>`coalesce(sum(entry.amount_pence), 0)::text`.as('total'))
    .where('account.kind', '=', 'PROJECT_LONG_WALLET')
    .where('account.project_id', '=', projectId)
    .where('transaction.kind', '=', 'PROJECT_TERM_TRANSFER')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
