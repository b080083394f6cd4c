import type { InvestmentTerm, ProjectStatus, RepaymentState } from '@keystone/api';
import type { Db } from '../db/database.ts';

// All of the repayment's SQL (issue 34 §3): the state on projects (migration 047), its history, the late-payment
// setting, recoveries and their shares (migration 052), and the losses written off (investment_losses, 047).

export async function latePaymentDays(db: Db): Promise<number> {
  const row = await db.selectFrom('repayment_settings').select('late_payment_days').executeTakeFirstOrThrow();
  return row.late_payment_days;
}

export async function saveLatePaymentDays(db: Db, days: number, adminId: number, at: Date): Promise<void> {
  await db
    .updateTable('repayment_settings')
    .set({ late_payment_days: days, updated_by: adminId, updated_at: at })
    .execute();
}

export function repaymentStateOf(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['repayment_state', 'repayment_state_since'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

export interface StateChange {
  projectId: number;
  from: RepaymentState;
  to: RepaymentState;
  reason: string;
  changedBy: number | null;
  changedAt: Date;
  overdue?: { term: InvestmentTerm; dueDate: string };
}

/** The project's new state and the history row saying who moved it, when and why, in the caller's transaction. */
export async function saveStateChange(db: Db, change: StateChange): Promise<void> {
  await db
    .updateTable('projects')
    .set({ repayment_state: change.to, repayment_state_since: change.changedAt })
    .where('id', '=', change.projectId)
    .execute();
  await db
    .insertInto('repayment_state_changes')
    .values({
      project_id: change.projectId,
      from_state: change.from,
      to_state: change.to,
      reason: change.reason,
      changed_by: change.changedBy,
      changed_at: change.changedAt,
      overdue_term: change.overdue?.term ?? null,
      overdue_due_date: change.overdue?.dueDate ?? null,
    })
    .execute();
}

/** Newest first, with the admin's name (else e-mail); null for the server's own moves. */
export function stateHistory(db: Db, projectId: number) {
  return db
    .selectFrom('repayment_state_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select(['c.from_state', 'c.to_state', 'c.reason', 'c.changed_at', 'u.full_name', 'u.email'])
    .where('c.project_id', '=', projectId)
    .orderBy('c.id', 'desc')
    .execute();
}

/** Whether the job already made the project late for this term's due date (an admin may since have moved it back). */
export async function wasMadeLateFor(db: Db, projectId: number, term: InvestmentTerm, dueDate: string) {
  const row = await db
    .selectFrom('repayment_state_changes')
    .select('id')
    .where('project_id', '=', projectId)
    .where('overdue_term', '=', term)
    .where('overdue_due_date', '=', dueDate)
    .executeTakeFirst();
  return row !== undefined;
}

const RUNNING_STATUSES: readonly ProjectStatus[] = [
  'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN',
  'FULLY_FUNDED_DEVELOPMENT_BEGAN',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
  'COMPLETE_SHORT_TERM',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG',
];

/** The projects on time with a term running, with the planned ends the job compares with today. */
export function onTimeRunningProjects(db: Db) {
  return db
    .selectFrom('projects')
    .select(['id', 'status', 'short_end_date', 'long_end_date'])
    .where('repayment_state', '=', 'ON_TIME')
    .where('status', 'in', RUNNING_STATUSES)
    .orderBy('id')
    .execute();
}

/** Whether any payment of the term has been made to an investor. */
export async function termHasPayment(db: Db, projectId: number, term: InvestmentTerm): Promise<boolean> {
  const row = await db
    .selectFrom('project_payments')
    .select('id')
    .where('project_id', '=', projectId)
    .where('term', '=', term)
    .where('status', '=', 'SUCCEEDED')
    .executeTakeFirst();
  return row !== undefined;
}

/** The investments whose term's payment was made: they are owed nothing more. */
export async function paidInvestmentIds(db: Db, projectId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('project_payment_items as item')
    .innerJoin('project_payments as payment', 'payment.id', 'item.payment_id')
    .select('item.investment_id')
    .where('payment.project_id', '=', projectId)
    .where('payment.status', '=', 'SUCCEEDED')
    .execute();
  return new Set(rows.map((row) => row.investment_id));
}

/** The project's investments paid from an ISA (issue 35): what they are repaid goes back into the ISA. */
export async function isaInvestmentIds(db: Db, projectId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('investments')
    .select('id')
    .where('project_id', '=', projectId)
    .where('source', '=', 'ISA')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** What recoveries have paid each investment of the project so far. */
export async function recoveredByInvestment(db: Db, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('project_recovery_shares as share')
    .innerJoin('project_recoveries as recovery', 'recovery.id', 'share.recovery_id')
    .select(['share.investment_id', (eb) => eb.fn.sum<string>('share.amount_pence').as('pence')])
    .where('recovery.project_id', '=', projectId)
    .groupBy('share.investment_id')
    .execute();
  return new Map(rows.map((row) => [row.investment_id, Number(row.pence)]));
}

export async function lossTotalPence(db: Db, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('investment_losses')
    .select((eb) => eb.fn.sum<string>('loss_pence').as('pence'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.pence ?? 0);
}

export interface RecoveryShareRow {
  investmentId: number;
  userId: number;
  amountPence: number;
  /** The transaction that paid it; null when it is held (FAILED) for an investor whose account is not active. */
  ledgerTransactionId: number | null;
  failureReason: string | null;
}

export async function insertRecovery(
  db: Db,
  recovery: { projectId: number; amountPence: number; adminId: number; at: Date; ledgerTransactionId: number },
  shares: readonly RecoveryShareRow[],
): Promise<void> {
  const { id } = await db
    .insertInto('project_recoveries')
    .values({
      project_id: recovery.projectId,
      amount_pence: recovery.amountPence,
      recorded_by: recovery.adminId,
      recorded_at: recovery.at,
      ledger_transaction_id: recovery.ledgerTransactionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (shares.length === 0) return;
  await db
    .insertInto('project_recovery_shares')
    .values(
      shares.map((share) => ({
        recovery_id: id,
        investment_id: share.investmentId,
        user_id: share.userId,
        amount_pence: share.amountPence,
        status: share.ledgerTransactionId === null ? ('FAILED' as const) : ('SUCCEEDED' as const),
        failure_reason: share.failureReason,
        ledger_transaction_id: share.ledgerTransactionId,
      })),
    )
    .execute();
}

/** Which of these users' accounts are not active (a payout fails their row; a recovery holds their share). */
export async function inactiveUserIds(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('status', '<>', 'ACTIVE')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The project's held (FAILED) shares summed by investor, with the investor's name (else e-mail), by user id. */
export async function unpaidSharesOf(db: Db, projectId: number) {
  const rows = await db
    .selectFrom('project_recovery_shares as share')
    .innerJoin('project_recoveries as recovery', 'recovery.id', 'share.recovery_id')
    .innerJoin('users', 'users.id', 'share.user_id')
    .select([
      'share.user_id',
      'users.full_name',
      'users.email',
      (eb) => eb.fn.sum<string>('share.amount_pence').as('pence'),
      (eb) => eb.fn.max('share.failure_reason').as('reason'),
    ])
    .where('recovery.project_id', '=', projectId)
    .where('share.status', '=', 'FAILED')
    .groupBy(['share.user_id', 'users.full_name', 'users.email'])
    .orderBy('share.user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.full_name ?? row.email,
    amountPence: Number(row.pence),
    reason: row.reason ?? '',
  }));
}

/** An investor's held shares of the project, locked for their payment, with the investor's account status. */
export async function lockUnpaidShares(db: Db, projectId: number, userId: number) {
  const rows = await db
    .selectFrom('project_recovery_shares as share')
    .innerJoin('project_recoveries as recovery', 'recovery.id', 'share.recovery_id')
    .innerJoin('users', 'users.id', 'share.user_id')
    .innerJoin('investments', 'investments.id', 'share.investment_id')
    .select([
      'share.recovery_id',
      'share.investment_id',
      'share.amount_pence',
      'users.status as user_status',
      'investments.source',
    ])
    .where('recovery.project_id', '=', projectId)
    .where('share.user_id', '=', userId)
    .where('share.status', '=', 'FAILED')
    .orderBy('share.recovery_id')
    .orderBy('share.investment_id')
    .forUpdate('share')
    .execute();
  return rows;
}

/** The held shares are paid by this transaction. */
export async function markSharesPaid(
  db: Db,
  shares: ReadonlyArray<{ recovery_id: number; investment_id: number }>,
  ledgerTransactionId: number,
): Promise<void> {
  for (const share of shares) {
    await db
      .updateTable('project_recovery_shares')
      .set({ status: 'SUCCEEDED', failure_reason: null, ledger_transaction_id: ledgerTransactionId })
      .where('recovery_id', '=', share.recovery_id)
      .where('investment_id', '=', share.investment_id)
      .execute();
  }
}

export async function insertLosses(
  db: Db,
  losses: ReadonlyArray<{ investmentId: number; projectId: number; userId: number; lossPence: number }>,
  at: Date,
): Promise<void> {
  if (losses.length === 0) return;
  await db
    .insertInto('investment_losses')
    .values(
      losses.map((loss) => ({
        investment_id: loss.investmentId,
        project_id: loss.projectId,
        user_id: loss.userId,
        loss_pence: loss.lossPence,
        recorded_at: at,
      })),
    )
    .execute();
}
