import { demoBankTransferInvestment, demoPeople, demoProjectsAsOf } from '@keystone/demo/fixtures';
import type { Db } from '../db/database.ts';

const dayMs = 86_400_000;

/**
 * The demo investor's pledge paid by bank transfer, its money not in yet (a PENDING investment with the reference to
 * quote), so /platform/payment-details/{id} has an investment to open until pledging is built. Written once: found
 * again by its reference.
 */
export async function ensureBankTransferInvestment(db: Db, userIds: ReadonlyMap<string, number>, today: Date) {
  const demo = demoBankTransferInvestment;
  const existing = await db
    .selectFrom('investments')
    .select('id')
    .where('reference_number', '=', demo.referenceNumber)
    .executeTakeFirst();
  if (existing) return;
  const userId = userIds.get(demoPeople[demo.investor].user.email);
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('title', '=', demoProjectsAsOf(today)[demo.project].project.title)
    .executeTakeFirst();
  if (userId === undefined || !project) return;
  const at = new Date(today.getTime() - demo.daysAgo * dayMs);
  const { id: pledgeId } = await db
    .insertInto('pledges')
    .values({
      user_id: userId,
      project_id: project.id,
      invest_strategy: demo.strategy,
      short_amount_pence: demo.term === 'SHORT' ? demo.amountPence : 0,
      long_amount_pence: demo.term === 'LONG' ? demo.amountPence : 0,
      status: 'COMPLETED',
      source: 'BANK_TRANSFER',
      created_at: at,
      completed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('investments')
    .values({
      pledge_id: pledgeId,
      user_id: userId,
      project_id: project.id,
      term: demo.term,
      strategy: demo.strategy,
      amount_pence: demo.amountPence,
      source: 'BANK_TRANSFER',
      status: 'PENDING',
      reference_number: demo.referenceNumber,
      created_at: at,
    })
    .execute();
}
