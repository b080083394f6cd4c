import { demoBankTransferInvestment, demoPeople, demoProjectsAsOf } from '@keystone/demo/fixtures';
import { insertInvestment } from '../pledges/investments/queries.ts';
import { findInvestmentByReference, insertPledge } from '../pledges/queries.ts';
import { findProjectIdByTitle } from '../projects/queries.ts';
import type { DemoContext } from './demo-context.ts';

const dayMs = 86_400_000;

/**
 * Demo history: the demo investor's pledge paid by bank transfer, its money not in yet (a PENDING investment with the
 * reference to quote, which the fixtures name, so /platform/payment-details/{id} has an investment to open). Written
 * once, in one transaction: found again by its reference.
 *
 * Not through recordInvestment (pledges/investments/record-investment.ts), which records a real finish by transfer:
 * that holds the project's capacity in its funded sums, opens a pay-in at the provider (which the sandbox would
 * settle at the server's first start) and quotes a KSI reference, where the fixtures show the project's funded sums,
 * the wallet history and the reference without them.
 */
export async function ensureBankTransferInvestment(
  { db }: DemoContext,
  userIds: ReadonlyMap<string, number>,
  today: Date,
) {
  const demo = demoBankTransferInvestment;
  if (await findInvestmentByReference(db, demo.referenceNumber)) return;
  const userId = userIds.get(demoPeople[demo.investor].user.email);
  const project = await findProjectIdByTitle(db, demoProjectsAsOf(today)[demo.project].project.title);
  if (userId === undefined || !project) return;
  const at = new Date(today.getTime() - demo.daysAgo * dayMs);
  await db.transaction().execute(async (trx) => {
    const { id: pledgeId } = await insertPledge(trx, {
      user_id: userId,
      project_id: project.id,
      invest_strategy: demo.investStrategy,
      short_amount_pence: demo.term === 'SHORT' ? demo.amountPence : 0,
      long_amount_pence: demo.term === 'LONG' ? demo.amountPence : 0,
      status: 'COMPLETED',
      source: 'BANK_TRANSFER',
      created_at: at,
      completed_at: at,
    });
    await insertInvestment(trx, {
      pledge_id: pledgeId,
      user_id: userId,
      project_id: project.id,
      term: demo.term,
      invest_strategy: demo.investStrategy,
      amount_pence: demo.amountPence,
      invested_pence: demo.amountPence,
      source: 'BANK_TRANSFER',
      status: 'PENDING',
      reference_number: demo.referenceNumber,
      created_at: at,
    });
  });
}
