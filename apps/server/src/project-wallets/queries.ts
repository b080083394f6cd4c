import type { InvestmentTerm } from '@keystone/api';
import type { Db } from '../db/database.ts';

export function insertProjectPayIn(
  db: Db,
  payIn: {
    adminId: number;
    projectId: number;
    term: InvestmentTerm;
    amountPence: number;
    provider: string;
    createdAt: Date;
  },
) {
  return db
    .insertInto('payment_provider_operations')
    .values({
      user_id: payIn.adminId,
      kind: 'PAY_IN',
      amount_pence: payIn.amountPence,
      provider: payIn.provider,
      project_id: payIn.projectId,
      project_term: payIn.term,
      created_at: payIn.createdAt,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The project and term a pay-in credits, when it is a developer's repayment. */
export function projectOfPayIn(db: Db, operationId: number) {
  return db
    .selectFrom('payment_provider_operations')
    .select(['project_id', 'project_term'])
    .where('id', '=', operationId)
    .executeTakeFirst();
}
