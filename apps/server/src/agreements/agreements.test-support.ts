import type { Db } from '../db/database.ts';
import { insertTestProject } from '../projects/test-projects.ts';
import { insertInvestor } from '../pledges/pledge.test-support.ts';
import { investFromWallet, payIntoWallet } from '../seed/demo-money.ts';

/** A signed agreement as the demo seed writes it (no stored PDF): its investor, project and ids. */
export async function insertTestAgreement(
  db: Db,
  {
    userId,
    projectId,
    amountPence = 50_000,
    at = new Date('2026-10-01T10:00:00Z'),
  }: {
    userId?: number;
    projectId?: number;
    amountPence?: number;
    at?: Date;
  } = {},
) {
  const investorId = userId ?? (await insertInvestor(db, { walletPence: amountPence })).id;
  if (userId !== undefined) await payIntoWallet(db, userId, amountPence, at);
  const project = projectId ?? (await insertTestProject(db));
  await investFromWallet(db, {
    userId: investorId,
    projectId: project,
    term: 'SHORT',
    strategy: 'DEBT',
    amountPence,
    at,
  });
  const row = await db
    .selectFrom('agreements')
    .innerJoin('investments', 'investments.id', 'agreements.investment_id')
    .select(['agreements.id', 'investment_id', 'agreements.project_id', 'agreements.user_id', 'investments.pledge_id'])
    .where('agreements.user_id', '=', investorId)
    .where('agreements.project_id', '=', project)
    .orderBy('agreements.id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    agreementId: row.id,
    investmentId: row.investment_id,
    projectId: row.project_id,
    userId: row.user_id,
    pledgeId: row.pledge_id,
  };
}
