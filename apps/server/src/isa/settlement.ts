import type { AppContext } from '../context/app-context.ts';
import type { PaymentSettledHook } from '../wallet/settlement.ts';
import { isaMovementOfPayment, paymentOperationLedgerTransaction, settleIsaMovementRow } from './queries.ts';

/**
 * The ISA's account when the provider's operation pays into or out of the ISA: a bank subscription's pay-in settles
 * into it, a failed bank withdrawal is given back to it (wallet/settlement.ts, wired in app.ts).
 */
export async function isaAccountOfPayment(app: AppContext, operationId: number): Promise<number | undefined> {
  return (await isaMovementOfPayment(app.db, operationId))?.account_id;
}

/**
 * The ISA movement of a settled operation, in the settlement's transaction and under its lock: SUCCEEDED with the
 * pay-in's ledger transaction, or FAILED, which frees the allowance a bank subscription held (flows' isaAllowance
 * counts FAILED for nothing).
 */
export const settleIsaMovement: PaymentSettledHook = async (app, settled) => {
  const movement = await isaMovementOfPayment(app.db, settled.id);
  if (!movement || movement.status !== 'PENDING') return;
  if (!settled.succeeded) return settleIsaMovementRow(app.db, movement.id, { status: 'FAILED' });
  if (settled.kind === 'PAY_OUT') return settleIsaMovementRow(app.db, movement.id, { status: 'SUCCEEDED' });
  const { ledger_transaction_id } = await paymentOperationLedgerTransaction(app.db, settled.id);
  if (ledger_transaction_id === null) throw new Error(`pay-in ${settled.id} settled without a ledger movement`);
  await settleIsaMovementRow(app.db, movement.id, { status: 'SUCCEEDED', ledger_transaction_id });
};
