import { standaloneContext } from '../../context/app-context.ts';
import type { InvestmentTerm, InvestStrategy as Strategy, TransactionStatus } from '@keystone/api';
import type { Db } from '../../db/database.ts';
import { recordPastPledge, type PastPledge } from '../../pledges/investments/record-investment.ts';

/**
 * A finished e-wallet pledge (or ISA pledge, `source` ISA, the ISA funded first: `fundIsaForTest`), recorded as its
 * finish records one (no SMS code, signature or stored copy).
 */
export async function investFromWallet(db: Db, pledge: PastPledge): Promise<void> {
  await recordPastPledge(standaloneContext({ db }), pledge);
}

/**
 * A pledge with its one investment and no agreement, as an export of investors reads it: a short-term bank
 * transfer PENDING by default.
 */
export async function insertTestInvestment(
  db: Db,
  investment: {
    userId: number;
    projectId: number;
    amountPence: number;
    referenceNumber: string;
    at: Date | string;
    strategy?: Strategy;
    term?: InvestmentTerm;
    /** A succeeded investment is paid through the ledger: record one with `investFromWallet`. */
    status?: Exclude<TransactionStatus, 'SUCCEEDED'>;
  },
): Promise<{ pledgeId: number; investmentId: number }> {
  const { userId, projectId, amountPence, referenceNumber, at, strategy = 'DEBT', term = 'SHORT', status } = investment;
  const pledge = await db
    .insertInto('pledges')
    .values({ user_id: userId, project_id: projectId, invest_strategy: strategy, short_amount_pence: amountPence })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('investments')
    .values({
      pledge_id: pledge.id,
      user_id: userId,
      project_id: projectId,
      term,
      invest_strategy: strategy,
      ...(status && { status }),
      amount_pence: amountPence,
      invested_pence: amountPence,
      source: 'BANK_TRANSFER',
      reference_number: referenceNumber,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { pledgeId: pledge.id, investmentId: id };
}
