import type { Db } from '../db/database.ts';
import { projectWalletAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import type { SettledPayIn } from '../wallet/settlement.ts';
import { PLEDGE_EVENTS } from './pledge-events.ts';
import {
  addToFundedSums,
  agreementOf,
  cancelAgreementOf,
  insertAgreementLogs,
  lockPendingInvestmentByReference,
  settleInvestment,
} from './queries.ts';

/**
 * A bank-transfer investment's pay-in settled (wallet/settlement.ts calls this in its transaction, after the money
 * went clearing → wallet). Succeeded: the money goes on wallet → the project's term wallet (TRANSFER_TO_PROJECT,
 * keyed by pledge and term as an e-wallet payment is) and the investment SUCCEEDED. Failed: the investment FAILED,
 * its agreement CANCELLED and the capacity it held given back to the project. A project already moved to
 * FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN stays so: the status machine has no way back, the admin decides.
 * A pay-in that is a plain deposit finds no investment and is left as it is.
 */
export async function settleBankTransferInvestment(trx: Db, payIn: SettledPayIn): Promise<void> {
  if (payIn.bankReference === null) return;
  const investment = await lockPendingInvestmentByReference(trx, payIn.bankReference);
  if (!investment) return;
  if (investment.amount_pence !== payIn.amountPence) {
    throw new Error(`pay-in ${payIn.id} of ${payIn.amountPence} does not pay investment ${investment.id}`);
  }
  const now = payIn.settledAt;
  const logged = { pledge_id: investment.pledge_id, user_id: investment.user_id, created_at: now };
  if (!payIn.succeeded) {
    await settleInvestment(trx, investment.id, { status: 'FAILED' });
    const agreement = await cancelAgreementOf(trx, investment.id);
    await addToFundedSums(trx, investment.project_id, {
      shortPence: investment.term === 'SHORT' ? -investment.amount_pence : 0,
      longPence: investment.term === 'LONG' ? -investment.amount_pence : 0,
    });
    await insertAgreementLogs(trx, [
      { ...logged, agreement_id: agreement?.id ?? null, event: PLEDGE_EVENTS.paymentFailed },
    ]);
    return;
  }
  const transactionId = await postTransaction(trx, {
    kind: 'TRANSFER_TO_PROJECT',
    description: `Pledge ${investment.pledge_id}, ${investment.term.toLowerCase()} term, by bank transfer`,
    idempotencyKey: `pledge:${investment.pledge_id}:${investment.term}`,
    createdBy: investment.user_id,
    entries: [
      { accountId: await userWalletAccountId(trx, investment.user_id), amountPence: -investment.amount_pence },
      {
        accountId: await projectWalletAccountId(
          trx,
          investment.project_id,
          investment.term === 'SHORT' ? 'PROJECT_SHORT_WALLET' : 'PROJECT_LONG_WALLET',
        ),
        amountPence: investment.amount_pence,
      },
    ],
  });
  await settleInvestment(trx, investment.id, { status: 'SUCCEEDED', ledgerTransactionId: transactionId, paidAt: now });
  const agreement = await agreementOf(trx, investment.id);
  await insertAgreementLogs(trx, [{ ...logged, agreement_id: agreement?.id ?? null, event: PLEDGE_EVENTS.paid }]);
}
