import type { InvestStrategy as Strategy, InvestmentTerm as Term } from '@keystone/api';
import { insertDemoHistoryAgreement } from '../agreements/queries.ts';
import {
  projectWalletAccountId,
  projectWalletBalancePence,
  systemAccountId,
  userWalletAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { calculateProjectProfit, makeProjectPayments } from '../payouts/service.ts';
import { fundProjectWallet } from '../project-wallets/service.ts';
import { termTotals } from '../payouts/queries.ts';
import { investmentReference } from '../pledges/pledge-agreement-terms.ts';
import { PLEDGE_EVENTS } from '../pledges/pledge-events.ts';
import { insertInvestment } from '../pledges/investments/queries.ts';
import { addToFundedSums, insertAgreementLogs, insertPledge } from '../pledges/queries.ts';
import { fundWallet } from '../wallet/service.ts';
import type { DemoContext } from './demo-context.ts';

// Demo money moves as real money does: deposits and the developer's repayment through the wallet and payout services
// and the sandbox provider's settlement, payouts calculated and paid by the payout services, all at the moment the
// demo history gives them. So every balance, profit and payout the demo shows is one the server computed.

/**
 * A bank transfer into an investor's wallet at `at`: PUT /investments/fund-wallet, then the sandbox's settlement
 * (unless `settled` is false: the transfer has not arrived yet). An amount whose pounds end in 13 fails.
 */
export async function payIntoWallet(
  demo: DemoContext,
  userId: number,
  { amountPence, at, settled = true }: { amountPence: number; at: Date; settled?: boolean },
): Promise<void> {
  if (amountPence % 100 !== 0) throw new Error(`a deposit is whole pounds; got ${amountPence} pence`);
  demo.clock.set(at);
  await fundWallet(demo, { userId, sumPounds: amountPence / 100, idempotencyKey: undefined });
  if (settled) await demo.settleLastPayIn();
}

export interface DemoPledge {
  userId: number;
  projectId: number;
  term: Term;
  strategy: Strategy;
  amountPence: number;
  at: Date;
}

/**
 * Demo history: a finished e-wallet pledge signed at `at` (pledge, investment, wallet → project wallet, agreement
 * and its log), written as the pledge's finish leaves it but without the signed copy (the SMS code and signature
 * of a past pledge cannot be replayed; the agreement document is rebuilt from its facts).
 */
export async function investFromWallet({ db }: DemoContext, pledge: DemoPledge): Promise<void> {
  const amounts = {
    shortPence: pledge.term === 'SHORT' ? pledge.amountPence : 0,
    longPence: pledge.term === 'LONG' ? pledge.amountPence : 0,
  };
  const { id: pledgeId } = await insertPledge(db, {
    user_id: pledge.userId,
    project_id: pledge.projectId,
    invest_strategy: pledge.strategy,
    short_amount_pence: amounts.shortPence,
    long_amount_pence: amounts.longPence,
    status: 'COMPLETED',
    source: 'E_WALLET',
    created_at: pledge.at,
    completed_at: pledge.at,
  });
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
  const investmentId = await insertInvestment(db, {
    pledge_id: pledgeId,
    user_id: pledge.userId,
    project_id: pledge.projectId,
    term: pledge.term,
    strategy: pledge.strategy,
    amount_pence: pledge.amountPence,
    source: 'E_WALLET',
    status: 'SUCCEEDED',
    reference_number: investmentReference(pledgeId, pledge.term),
    ledger_transaction_id: transactionId,
    created_at: pledge.at,
    paid_at: pledge.at,
  });
  const agreementId = await insertDemoHistoryAgreement(db, { ...pledge, investmentId, signedAt: pledge.at });
  const logged = { agreement_id: agreementId, pledge_id: pledgeId, user_id: pledge.userId, created_at: pledge.at };
  await insertAgreementLogs(db, [
    { ...logged, event: PLEDGE_EVENTS.smsSent, number: '+447700900000' },
    { ...logged, event: PLEDGE_EVENTS.signed, ip: '203.0.113.10', location: 'London, GB' },
  ]);
  await addToFundedSums(db, pledge.projectId, amounts);
}

function projectWallet(term: Term): 'PROJECT_SHORT_WALLET' | 'PROJECT_LONG_WALLET' {
  return term === 'SHORT' ? 'PROJECT_SHORT_WALLET' : 'PROJECT_LONG_WALLET';
}

/**
 * The raised money leaves the short-term project wallet for the developer. No service does this yet (the developer's
 * drawdown is outside the platform's screens), so the seed posts the movement to the ledger itself.
 */
export async function releaseToDeveloper({ db }: DemoContext, projectId: number, at: Date): Promise<void> {
  const balance = await projectWalletBalancePence(db, projectId, 'PROJECT_SHORT_WALLET');
  if (balance === 0) return;
  await postTransaction(db, {
    kind: 'PAY_OUT',
    description: 'Funds released to the developer',
    occurredAt: at,
    entries: [
      { accountId: await projectWalletAccountId(db, projectId, 'PROJECT_SHORT_WALLET'), amountPence: -balance },
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: balance },
    ],
  });
}

/**
 * The short term's end, as the admin works it at `paidAt`: 'Calculate profit', the developer's repayment of what
 * the rows come to into the short-term wallet (POST /projects/{id}/wallet/fund, settled by the sandbox), then 'Make
 * payments', which pays every investor and moves the project on (COMPLETE, COMPLETE_SHORT_TERM or CANCELLED_PAID_OUT).
 */
export async function repayAndPayOut(
  demo: DemoContext,
  { projectId, adminId, paidAt }: { projectId: number; adminId: number; paidAt: Date },
): Promise<void> {
  demo.clock.set(paidAt);
  await calculateProjectProfit(demo, projectId, 'SHORT');
  const { unpaidPence } = await termTotals(demo.db, projectId, 'SHORT');
  const shortfallPence = unpaidPence - (await projectWalletBalancePence(demo.db, projectId, 'PROJECT_SHORT_WALLET'));
  if (shortfallPence > 0) {
    const request = { projectId, adminId, term: 'SHORT' as const, amountPence: shortfallPence };
    await fundProjectWallet(demo, { ...request, idempotencyKey: undefined });
    await demo.settleLastPayIn();
  }
  await makeProjectPayments(demo, projectId, 'SHORT', adminId);
}
