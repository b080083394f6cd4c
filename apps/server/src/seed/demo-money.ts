import { PLEDGE_EVENTS } from '../pledges/pledge-events.ts';
import { termProfitPence, termRatePercent } from '@keystone/demo/fixtures';
import type { Db } from '../db/database.ts';
import type { InvestStrategy as Strategy, InvestmentTerm as Term } from '@keystone/api';
import { projectWalletAccountId, systemAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';

// Demo money moves through the same ledger as real money, so the seeded history obeys every invariant
// (balanced transactions, no negative wallet, funded sums never above target).

function projectWallet(term: Term): 'PROJECT_SHORT_WALLET' | 'PROJECT_LONG_WALLET' {
  return term === 'SHORT' ? 'PROJECT_SHORT_WALLET' : 'PROJECT_LONG_WALLET';
}

/** A settled bank transfer into an investor's wallet through the sandbox provider. */
export async function payIntoWallet(db: Db, userId: number, amountPence: number, at: Date): Promise<void> {
  const transactionId = await postTransaction(db, {
    kind: 'PAY_IN',
    description: 'Bank transfer to e-wallet',
    occurredAt: at,
    entries: [
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -amountPence },
      { accountId: await userWalletAccountId(db, userId), amountPence },
    ],
  });
  await db
    .insertInto('payment_provider_operations')
    .values({
      user_id: userId,
      kind: 'PAY_IN',
      amount_pence: amountPence,
      status: 'SUCCEEDED',
      provider_reference: `sandbox-payin-${transactionId}`,
      bank_reference: `KSW${String(transactionId).padStart(7, '0')}`,
      ledger_transaction_id: transactionId,
      created_at: at,
      settled_at: at,
    })
    .execute();
}

export interface DemoPledge {
  userId: number;
  projectId: number;
  term: Term;
  strategy: Strategy;
  amountPence: number;
  at: Date;
}

/** A finished e-wallet pledge: pledge, investment, wallet → project wallet, signed agreement and its log. */
export async function investFromWallet(db: Db, pledge: DemoPledge): Promise<void> {
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

/** The raised money leaves the short-term project wallet for the developer. */
export async function releaseToDeveloper(db: Db, projectId: number, at: Date): Promise<void> {
  const wallet = await projectWalletAccountId(db, projectId, 'PROJECT_SHORT_WALLET');
  const { balance_pence: balance } = await db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('id', '=', wallet)
    .executeTakeFirstOrThrow();
  if (balance === 0) return;
  await postTransaction(db, {
    kind: 'PAY_OUT',
    description: 'Funds released to the developer',
    occurredAt: at,
    entries: [
      { accountId: wallet, amountPence: -balance },
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: balance },
    ],
  });
}

/**
 * The developer repays the short term with profit and every investor is paid: one payment row per investor with an
 * item per investment, each paid through the ledger.
 */
export async function repayAndPayOut(
  db: Db,
  project: { id: number; days: number; yearRatePercent: number; paidAt: Date },
): Promise<void> {
  const investments = await db
    .selectFrom('investments')
    .select(['id', 'user_id', 'strategy', 'amount_pence', 'created_at'])
    .where('project_id', '=', project.id)
    .where('term', '=', 'SHORT')
    .where('status', '=', 'SUCCEEDED')
    .orderBy('id')
    .execute();
  const { days } = project;
  const ratePercent = termRatePercent(project.yearRatePercent, days);
  const items = investments.map((investment) => {
    const profitPence = termProfitPence(investment.amount_pence, project.yearRatePercent, days);
    return { ...investment, profitPence, totalPence: investment.amount_pence + profitPence };
  });

  const wallet = await projectWalletAccountId(db, project.id, 'PROJECT_SHORT_WALLET');
  const repaymentPence = items.reduce((sum, item) => sum + item.totalPence, 0);
  await postTransaction(db, {
    kind: 'PAY_IN',
    description: 'Developer repayment with profit',
    occurredAt: project.paidAt,
    entries: [
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -repaymentPence },
      { accountId: wallet, amountPence: repaymentPence },
    ],
  });

  const byInvestor = new Map<number, typeof items>();
  for (const item of items) byInvestor.set(item.user_id, [...(byInvestor.get(item.user_id) ?? []), item]);
  for (const [userId, investorItems] of byInvestor) {
    const principalPence = investorItems.reduce((sum, item) => sum + item.amount_pence, 0);
    const profitPence = investorItems.reduce((sum, item) => sum + item.profitPence, 0);
    const totalPence = principalPence + profitPence;
    const transactionId = await postTransaction(db, {
      kind: 'TRANSFER_FROM_PROJECT',
      description: `Short-term payout, project ${project.id}`,
      occurredAt: project.paidAt,
      entries: [
        { accountId: wallet, amountPence: -totalPence },
        { accountId: await userWalletAccountId(db, userId), amountPence: totalPence },
      ],
    });
    const { id: paymentId } = await db
      .insertInto('project_payments')
      .values({
        project_id: project.id,
        user_id: userId,
        term: 'SHORT',
        first_invest_at: investorItems[0]?.created_at ?? project.paidAt,
        principal_pence: principalPence,
        days,
        rate: ratePercent,
        year_rate: project.yearRatePercent,
        profit_pence: profitPence,
        total_pence: totalPence,
        status: 'SUCCEEDED',
        ledger_transaction_id: transactionId,
        calculated_at: project.paidAt,
        paid_at: project.paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_payment_items')
      .values(
        investorItems.map((item) => ({
          payment_id: paymentId,
          investment_id: item.id,
          strategy: item.strategy,
          invest_at: item.created_at,
          sum_pence: item.amount_pence,
          invest_days: days,
          rate: ratePercent,
          year_rate: project.yearRatePercent,
          profit_pence: item.profitPence,
          total_pence: item.totalPence,
        })),
      )
      .execute();
  }
  await db.updateTable('agreements').set({ status: 'COMPLETED' }).where('project_id', '=', project.id).execute();
}

/**
 * A bank transfer at the sandbox provider that has not moved money: still PENDING, or FAILED. Only a succeeded
 * pay-in reaches the ledger (payIntoWallet).
 */
export async function recordUnsettledPayIn(
  db: Db,
  userId: number,
  payIn: { amountPence: number; status: 'PENDING' | 'FAILED'; at: Date },
): Promise<void> {
  const { id } = await db
    .insertInto('payment_provider_operations')
    .values({
      user_id: userId,
      kind: 'PAY_IN',
      amount_pence: payIn.amountPence,
      status: payIn.status,
      failure_reason: payIn.status === 'FAILED' ? 'Declined by the sandbox provider (pounds ending in 13)' : null,
      created_at: payIn.at,
      settled_at: payIn.status === 'FAILED' ? payIn.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('payment_provider_operations')
    .set({ provider_reference: `sandbox-payin-op-${id}`, bank_reference: `KSW-OP${String(id).padStart(7, '0')}` })
    .where('id', '=', id)
    .execute();
}
