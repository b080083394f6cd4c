import { projectWalletBalancePence } from '../ledger/queries.ts';
import { calculateProjectProfit, makeProjectPayments } from '../project-payments/service.ts';
import { fundProjectWallet, releaseToDeveloper as releaseProjectFunds } from '../project-wallets/service.ts';
import { termTotals } from '../project-payments/queries.ts';
import { recordPastPledge, type PastPledge } from '../pledges/investments/record-investment.ts';
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
  await fundWallet(demo, { userId, amountPence, idempotencyKey: undefined });
  if (settled) await demo.settleLastPayIn();
}

/**
 * Demo history: a finished e-wallet pledge signed at `at`, recorded as the pledge's finish records one (see
 * recordPastPledge). `signed`: its signed copy and evidence page are made as the finish makes them, when the seed
 * has somewhere to store them (issue 32 §1: a demo person's agreement reads signed, as a real one does).
 */
export async function investFromWallet(demo: DemoContext, pledge: PastPledge, signed: boolean): Promise<void> {
  await recordPastPledge(demo, pledge, signed ? demo.signing : undefined);
}

/** The raised money leaves the short-term project wallet for the developer at `at`. */
export async function releaseToDeveloper(demo: DemoContext, projectId: number, at: Date): Promise<void> {
  demo.clock.set(at);
  await releaseProjectFunds(demo, projectId);
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
