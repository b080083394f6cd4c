import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AgreementLogs, Pledges, PledgesSource, PledgesStatus } from '../db/schema.generated.ts';

const projectColumns = [
  'id',
  'title',
  'address',
  'city',
  'status',
  'allow_long_term',
  'short_start_date',
  'short_end_date',
  'short_funding_target_pence',
  'short_funding_minimum_pence',
  'short_funded_pence',
  'short_debt_expected_rate',
  'short_debt_secured_expected_rate',
  'short_equity_expected_rate',
  'short_sharia_expected_rate',
  'long_start_date',
  'long_end_date',
  'long_funding_target_pence',
  'long_funding_minimum_pence',
  'long_funded_pence',
  'long_debt_expected_rate',
  'long_debt_secured_expected_rate',
  'long_equity_expected_rate',
  'long_sharia_expected_rate',
  // What the project's auto-invest round still keeps for auto-investors (issue 38): taken, for a manual pledge.
  'auto_invest_reserved_short_pence',
  'auto_invest_reserved_long_pence',
] as const;

/** What pledging reads of a project: its status, per-term funding and rates, and what the agreement names. */
export function findPledgeProject(db: Db, projectId: number) {
  return db.selectFrom('projects').select(projectColumns).where('id', '=', projectId).executeTakeFirst();
}

export type PledgeProject = NonNullable<Awaited<ReturnType<typeof findPledgeProject>>>;

/**
 * The project, its row locked until the transaction ends: every finish of a pledge to it queues here, so the
 * capacity read is the capacity written. FOR NO KEY UPDATE, as the funded sums are not a key: other transactions'
 * foreign-key checks on the project (their pledges and investments) are not blocked by it.
 */
export function lockPledgeProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select(projectColumns)
    .where('id', '=', projectId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export async function addToFundedSums(
  db: Db,
  projectId: number,
  { shortPence, longPence }: { shortPence: number; longPence: number },
): Promise<void> {
  await db
    .updateTable('projects')
    .set((eb) => ({
      short_funded_pence: eb('short_funded_pence', '+', shortPence),
      long_funded_pence: eb('long_funded_pence', '+', longPence),
    }))
    .where('id', '=', projectId)
    .execute();
}

/** The investor as a pledge needs them: the KYC verdict, the confirmed phone and the names on the agreement. */
export function findPledgingInvestor(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'kyc_status', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function insertPledge(db: Db, pledge: Insertable<Pledges>) {
  return db.insertInto('pledges').values(pledge).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

const pledgeColumns = [
  'id',
  'user_id',
  'project_id',
  'invest_strategy',
  'short_amount_pence',
  'long_amount_pence',
  'status',
  'source',
  'sms_code_hash',
  'sms_code_expires_at',
  'sms_attempts',
  'created_at',
] as const;

export function findPledge(db: Db, pledgeId: number) {
  return db.selectFrom('pledges').select(pledgeColumns).where('id', '=', pledgeId).executeTakeFirst();
}

export type PledgeRow = NonNullable<Awaited<ReturnType<typeof findPledge>>>;

/** The pledge, locked: a second finish of it waits here and then finds it finished. */
export function lockPledge(db: Db, pledgeId: number) {
  return db.selectFrom('pledges').select(pledgeColumns).where('id', '=', pledgeId).forUpdate().executeTakeFirst();
}

export async function updatePledge(
  db: Db,
  pledgeId: number,
  changes: {
    status?: PledgesStatus;
    source?: PledgesSource;
    sms_code_hash?: string | null;
    sms_attempts?: number;
    signature_file_id?: number;
    completed_at?: Date;
  },
): Promise<void> {
  await db.updateTable('pledges').set(changes).where('id', '=', pledgeId).execute();
}

export async function insertAgreementLogs(db: Db, rows: Insertable<AgreementLogs>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('agreement_logs').values(rows).execute();
}

/** The pledge's own events so far (start, SMS, code), oldest first: the signed agreement's evidence. */
export function pledgeEvents(db: Db, pledgeId: number) {
  return db
    .selectFrom('agreement_logs')
    .select(['event', 'number', 'created_at'])
    .where('pledge_id', '=', pledgeId)
    .where('agreement_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The investment a bank transfer's reference names, whatever its status. */
export function findInvestmentByReference(db: Db, referenceNumber: string) {
  return db.selectFrom('investments').select('id').where('reference_number', '=', referenceNumber).executeTakeFirst();
}
