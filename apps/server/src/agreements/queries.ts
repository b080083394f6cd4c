import type { Db } from '../db/database.ts';

/** Marks ACTIVE agreements of these investments COMPLETED: their money has been paid out. */
export async function markAgreementsCompleted(trx: Db, investmentIds: readonly number[]): Promise<number> {
  if (investmentIds.length === 0) return 0;
  const rows = await trx
    .updateTable('agreements')
    .set({ status: 'COMPLETED' })
    .where('investment_id', 'in', [...investmentIds])
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .execute();
  return rows.length;
}

/** Marks the project's ACTIVE agreements CANCELLED: the project was cancelled before paying out. */
export async function markProjectAgreementsCancelled(trx: Db, projectId: number): Promise<number> {
  const rows = await trx
    .updateTable('agreements')
    .set({ status: 'CANCELLED' })
    .where('project_id', '=', projectId)
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .execute();
  return rows.length;
}
