import type { InvestStrategy as Strategy, InvestmentTerm as Term } from '@keystone/api';
import type { Db } from '../../db/database.ts';
import { projectWalletAccountId, userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { PLEDGE_EVENTS } from '../../pledges/pledge-events.ts';

// Finished pledges for tests, as rows and ledger movements (no SMS code, signature or stored copy).

export interface TestPledge {
  userId: number;
  projectId: number;
  term: Term;
  strategy: Strategy;
  amountPence: number;
  at: Date;
}

/** A finished e-wallet pledge: pledge, investment, wallet → project wallet, signed agreement and its log. */
export async function investFromWallet(db: Db, pledge: TestPledge): Promise<void> {
  const { id: pledgeId } = await db
    .insertInto('pledges')
    .values({
      user_id: pledge.userId,
      project_id: pledge.projectId,
      invest_strategy: pledge.strategy,
      short_amount_pence: pledge.term === 'SHORT' ? pledge.amountPence : 0,
      long_amount_pence: pledge.term === 'LONG' ? pledge.amountPence : 0,
      status: 'COMPLETED',
      source: 'E_WALLET',
      created_at: pledge.at,
      completed_at: pledge.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const transactionId = await postTransaction(db, {
    kind: 'TRANSFER_TO_PROJECT',
    description: `Pledge ${pledgeId}`,
    createdBy: pledge.userId,
    occurredAt: pledge.at,
    entries: [
      { accountId: await userWalletAccountId(db, pledge.userId), amountPence: -pledge.amountPence },
      {
        accountId: await projectWalletAccountId(db, pledge.projectId, projectWallet(pledge.term)),
        amountPence: pledge.amountPence,
      },
    ],
  });

  const { id: investmentId } = await db
    .insertInto('investments')
    .values({
      pledge_id: pledgeId,
      user_id: pledge.userId,
      project_id: pledge.projectId,
      term: pledge.term,
      strategy: pledge.strategy,
      amount_pence: pledge.amountPence,
      source: 'E_WALLET',
      status: 'SUCCEEDED',
      reference_number: `KSI${String(pledgeId).padStart(7, '0')}${pledge.term[0]}`,
      ledger_transaction_id: transactionId,
      created_at: pledge.at,
      paid_at: pledge.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { id: agreementId } = await db
    .insertInto('agreements')
    .values({
      investment_id: investmentId,
      user_id: pledge.userId,
      project_id: pledge.projectId,
      strategy: pledge.strategy,
      term: pledge.term,
      signature_date: pledge.at,
      created_at: pledge.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('agreement_logs')
    .values([
      {
        agreement_id: agreementId,
        pledge_id: pledgeId,
        user_id: pledge.userId,
        event: PLEDGE_EVENTS.smsSent,
        number: '+447700900000',
        created_at: pledge.at,
      },
      {
        agreement_id: agreementId,
        pledge_id: pledgeId,
        user_id: pledge.userId,
        event: PLEDGE_EVENTS.signed,
        ip: '203.0.113.10',
        location: 'London, GB',
        created_at: pledge.at,
      },
    ])
    .execute();

  const funded = pledge.term === 'SHORT' ? 'short_funded_pence' : 'long_funded_pence';
  await db
    .updateTable('projects')
    .set((eb) => ({ [funded]: eb(funded, '+', pledge.amountPence) }))
    .where('id', '=', pledge.projectId)
    .execute();
}

export function projectWallet(term: Term): 'PROJECT_SHORT_WALLET' | 'PROJECT_LONG_WALLET' {
  return term === 'SHORT' ? 'PROJECT_SHORT_WALLET' : 'PROJECT_LONG_WALLET';
}

/**
 * A pledge with its one short-term investment and no agreement, as an export of investors reads it: a bank
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
  },
): Promise<{ pledgeId: number; investmentId: number }> {
  const { userId, projectId, amountPence, referenceNumber, at, strategy = 'DEBT' } = investment;
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
      term: 'SHORT',
      strategy,
      amount_pence: amountPence,
      source: 'BANK_TRANSFER',
      reference_number: referenceNumber,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { pledgeId: pledge.id, investmentId: id };
}
