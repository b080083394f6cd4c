import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The annual ISA report's reads (issue 35 §2), one page of investors at a time, each figure for the whole page in
// one grouped statement.

/**
 * Investors with an ISA whose register has a movement in or before the tax year, by id after `afterUserId`: the ones
 * who may have held an ISA in it (the service drops those with nothing in the year and nothing held at its end).
 */
export function findIsaHolderPage(db: Db, query: { taxYear: number; afterUserId: number; limit: number }) {
  return db
    .selectFrom('users')
    .innerJoin('ledger_accounts', (join) =>
      join.onRef('ledger_accounts.user_id', '=', 'users.id').on('ledger_accounts.kind', '=', 'USER_ISA'),
    )
    .select(['users.id', 'users.full_name', 'users.email', 'ledger_accounts.id as account_id'])
    .where('users.id', '>', query.afterUserId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('isa_movements')
          .select('isa_movements.id')
          .whereRef('isa_movements.user_id', '=', 'users.id')
          .where('isa_movements.tax_year', '<=', query.taxYear),
      ),
    )
    .orderBy('users.id')
    .limit(query.limit)
    .execute();
}

/** The settled movements of the tax year, added up by kind, per investor. */
export function findYearMovements(db: Db, taxYear: number, userIds: readonly number[]) {
  const sumOf = (kind: string, column: 'amount_pence' | 'replacement_pence' | 'current_year_pence') =>
    sql<string>`coalesce(sum(${sql.ref(column)}) filter (where kind = ${kind}), 0)::text`;
  return db
    .selectFrom('isa_movements')
    .select([
      'user_id',
      sumOf('SUBSCRIPTION', 'amount_pence').as('subscribed'),
      sumOf('SUBSCRIPTION', 'replacement_pence').as('replaced'),
      sumOf('WITHDRAWAL', 'amount_pence').as('withdrawn'),
      sumOf('TRANSFER_IN', 'amount_pence').as('transferred_in'),
      sumOf('TRANSFER_IN', 'current_year_pence').as('transferred_in_current'),
      sumOf('TRANSFER_OUT', 'amount_pence').as('transferred_out'),
    ])
    .where('tax_year', '=', taxYear)
    .where('status', '=', 'SUCCEEDED')
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
}

/** Each ISA account's cash at an instant: its ledger entries dated before it. */
export function findCashAt(db: Db, accountIds: readonly number[], end: Date) {
  return db
    .selectFrom('ledger_entries')
    .select(['account_id', sql<string>`coalesce(sum(amount_pence), 0)::text`.as('cash')])
    .where('account_id', 'in', accountIds)
    .where('created_at', '<', end)
    .groupBy('account_id')
    .execute();
}

/**
 * Money lent from each investor's ISA and not repaid at an instant: investments with source ISA that succeeded and
 * were paid before it, less the principal of their repayments paid before it (`project_payment_items.sum_pence` of
 * SUCCEEDED payments).
 */
export function findOutstandingIsaPrincipalAt(db: Db, userIds: readonly number[], end: Date) {
  return db
    .selectFrom('investments')
    .select([
      'investments.user_id',
      sql<string>`coalesce(sum(investments.amount_pence - coalesce((
        SELECT sum(item.sum_pence) FROM project_payment_items item
        JOIN project_payments payment ON payment.id = item.payment_id
        WHERE item.investment_id = investments.id AND payment.status = 'SUCCEEDED' AND payment.paid_at < ${end}
      ), 0)), 0)::text`.as('outstanding'),
    ])
    .where('investments.source', '=', 'ISA')
    .where('investments.status', '=', 'SUCCEEDED')
    .where(sql<boolean>`coalesce(investments.paid_at, investments.created_at) < ${end}`)
    .where('investments.user_id', 'in', userIds)
    .groupBy('investments.user_id')
    .execute();
}
