import type { Db } from '../db/database.ts';

// All of the repayment schedule's SQL: it reads the investments, their project and the payouts (migration 008's
// project_payments and project_payment_items); it stores nothing.

/** The investment with its owner and project's name; undefined for an id that does not exist. */
export function findScheduleInvestment(db: Db, investmentId: number) {
  return db
    .selectFrom('investments as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .select(['i.id', 'i.user_id', 'i.project_id', 'i.term', 'i.status', 'i.amount_pence', 'p.title as project_title'])
    .where('i.id', '=', investmentId)
    .executeTakeFirst();
}

/**
 * The succeeded investments of the projects with their project's dates, rates and status, in the order the payouts
 * take them (paid_at, then id: see `succeededInvestmentsOfTerm` in project-payments/queries.ts), so the pennies
 * fall where the payouts put them.
 */
export function succeededInvestmentsOfProjects(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('investments as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .select([
      'i.id',
      'i.user_id',
      'i.project_id',
      'i.term',
      'i.invest_strategy',
      'i.amount_pence',
      'i.paid_at',
      'i.created_at',
      'p.title as project_title',
      'p.status as project_status',
      'p.allow_long_term',
      'p.short_start_date',
      'p.short_end_date',
      'p.short_actual_start_date',
      'p.short_actual_end_date',
      'p.long_start_date',
      'p.long_end_date',
      'p.long_actual_start_date',
      'p.long_actual_end_date',
      'p.short_debt_secured_expected_rate',
      'p.short_debt_expected_rate',
      'p.short_equity_expected_rate',
      'p.short_sharia_expected_rate',
      'p.long_debt_secured_expected_rate',
      'p.long_debt_expected_rate',
      'p.long_equity_expected_rate',
      'p.long_sharia_expected_rate',
    ])
    .where('i.project_id', 'in', projectIds)
    .where('i.status', '=', 'SUCCEEDED')
    .orderBy('i.paid_at')
    .orderBy('i.id')
    .execute();
}

/** What the projects' succeeded payment rows paid, per investment (the items of the rows, and when). */
export function paidItemsOfProjects(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('project_payment_items as item')
    .innerJoin('project_payments as payment', 'payment.id', 'item.payment_id')
    .select([
      'item.investment_id as investmentId',
      'item.profit_pence as profitPence',
      'item.sum_pence as sumPence',
      'payment.paid_at as paidAt',
    ])
    .where('payment.project_id', 'in', projectIds)
    .where('payment.status', '=', 'SUCCEEDED')
    .execute();
}
