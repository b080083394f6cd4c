import { agreementReference } from '@keystone/flows/agreement';
import type { Db } from '../../db/database.ts';
import { insertTestProject } from './projects.ts';
import { insertTestUser } from './users.ts';

/**
 * A finished bank-transfer pledge whose money has not arrived yet, with its investment and signed agreement (no
 * stored PDF, as a demo agreement): its ids.
 */
export async function insertTestAgreement(
  db: Db,
  {
    userId,
    projectId,
    amountPence = 50_000,
    at = new Date('2026-10-01T10:00:00Z'),
  }: { userId?: number; projectId?: number; amountPence?: number; at?: Date } = {},
) {
  const investorId = userId ?? (await insertTestUser(db, { kyc_status: 'APPROVED' })).id;
  const project = projectId ?? (await insertTestProject(db));
  const { id: pledgeId } = await db
    .insertInto('pledges')
    .values({
      user_id: investorId,
      project_id: project,
      invest_strategy: 'DEBT',
      short_amount_pence: amountPence,
      long_amount_pence: 0,
      status: 'COMPLETED',
      source: 'BANK_TRANSFER',
      created_at: at,
      completed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: investmentId } = await db
    .insertInto('investments')
    .values({
      pledge_id: pledgeId,
      user_id: investorId,
      project_id: project,
      term: 'SHORT',
      invest_strategy: 'DEBT',
      amount_pence: amountPence,
      invested_pence: amountPence,
      source: 'BANK_TRANSFER',
      reference_number: agreementReference(pledgeId, 'SHORT'),
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: agreementId } = await db
    .insertInto('agreements')
    .values({
      investment_id: investmentId,
      user_id: investorId,
      project_id: project,
      invest_strategy: 'DEBT',
      term: 'SHORT',
      signature_date: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { agreementId, investmentId, pledgeId, projectId: project, userId: investorId };
}
