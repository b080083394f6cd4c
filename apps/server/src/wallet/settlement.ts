import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { accountKindOf, systemAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import type { PaymentOutcome } from '../providers/payments/payment-provider.ts';
import { lockPendingOperation, pendingOperations, updatePaymentOperation } from './queries.ts';
import { announce } from '../notifications/service.ts';

/** A settled pay-in as what it paid for sees it: the money (when it succeeded) is in the investor's wallet. */
export interface SettledPayIn {
  id: number;
  userId: number;
  amountPence: number;
  /** The reference the bank transfer quoted: a deposit's (KSD…) or a bank-transfer investment's. */
  bankReference: string | null;
  succeeded: boolean;
  settledAt: Date;
}

/**
 * What else a pay-in settles, in the settlement's transaction and under its lock (a bank-transfer pledge's
 * investment, pledges/bank-transfer-settlement.ts); wired in app.ts, so the wallet knows nothing of pledges.
 */
export type PayInSettledHook = (app: AppContext, payIn: SettledPayIn) => Promise<void>;

/**
 * The ledger account a succeeded pay-in credits, or a failed payout is given back to, when it is not the user's
 * wallet (a developer's repayment into a project's term wallet, project-wallets/service.ts; a payment into or out of
 * the investor's ISA, isa/settlement.ts), or undefined; wired in app.ts like `onPayInSettled`.
 */
export type PayInAccountHook = (app: AppContext, operationId: number) => Promise<number | undefined>;

/** Any settled operation, pay-in or payout, in the settlement's transaction (an ISA movement's status). */
export type PaymentSettledHook = (
  app: AppContext,
  settled: { id: number; kind: 'PAY_IN' | 'PAY_OUT'; succeeded: boolean },
) => Promise<void>;

/**
 * The provider's outcome for one operation, applied once: a second delivery finds the operation settled and does
 * nothing (the row lock makes two at the same moment queue; the ledger keys would refuse a second posting anyway).
 * A pay-in that succeeded moves the money clearing → wallet; a payout that failed gives it back with a REVERSAL.
 * Answers whether this delivery settled it. `onPayInSettled` then applies what the pay-in paid for.
 */
export async function settlePaymentOperation(
  app: AppContext,
  operationId: number,
  outcome: PaymentOutcome,
  onPayInSettled?: PayInSettledHook,
  payInAccount?: PayInAccountHook,
  onSettled?: PaymentSettledHook,
): Promise<boolean> {
  const { db, clock } = app;
  return db.transaction().execute(async (trx) => {
    const operation = await lockPendingOperation(trx, operationId);
    if (!operation) return false;
    const settledAt = clock.now();
    const settled = {
      status: outcome.succeeded ? ('SUCCEEDED' as const) : ('FAILED' as const),
      provider_reference: outcome.providerReference,
      settled_at: settledAt,
      ...(outcome.succeeded ? {} : { failure_reason: outcome.reason }),
    };
    const payIn: SettledPayIn = {
      id: operation.id,
      userId: operation.user_id,
      amountPence: operation.amount_pence,
      bankReference: operation.bank_reference,
      succeeded: outcome.succeeded,
      settledAt,
    };
    const moved = outcome.succeeded ? operation.kind === 'PAY_IN' : operation.kind === 'PAY_OUT';
    const settledHook = () =>
      onSettled?.(inTransaction(app, trx), { id: operation.id, kind: operation.kind, succeeded: outcome.succeeded });
    if (!moved) {
      await updatePaymentOperation(trx, operation.id, settled);
      if (operation.kind === 'PAY_IN') await onPayInSettled?.(inTransaction(app, trx), payIn);
      if (operation.kind === 'PAY_OUT') {
        await announce(inTransaction(app, trx), {
          kind: 'WITHDRAWAL_PAID',
          userId: operation.user_id,
          amountPence: operation.amount_pence,
        });
      }
      await settledHook();
      return true;
    }
    const clearing = await systemAccountId(trx, 'PROVIDER_CLEARING');
    const otherAccount = await payInAccount?.(inTransaction(app, trx), operation.id);
    const wallet = otherAccount ?? (await userWalletAccountId(trx, operation.user_id));
    // Money into or back to the ISA is an ISA subscription, or a withdrawal given back to the ISA (issue 35).
    const isa = otherAccount !== undefined && (await accountKindOf(trx, otherAccount)) === 'USER_ISA';
    // The wallet's entry first: every wallet movement locks the wallet's balance row before the clearing account's
    // (withdrawals lock it to read the balance), so that two movements never wait for each other's row.
    const intoWallet = [
      { accountId: wallet, amountPence: operation.amount_pence },
      { accountId: clearing, amountPence: -operation.amount_pence },
    ];
    if (operation.kind === 'PAY_IN') {
      const transactionId = await postTransaction(inTransaction(app, trx), {
        kind: isa ? 'ISA_SUBSCRIPTION' : 'PAY_IN',
        description: isa ? 'Bank transfer to ISA' : 'Bank transfer to e-wallet',
        idempotencyKey: `pay-in:${operation.id}`,
        occurredAt: settledAt,
        entries: intoWallet,
      });
      await updatePaymentOperation(trx, operation.id, { ...settled, ledger_transaction_id: transactionId });
      await onPayInSettled?.(inTransaction(app, trx), payIn);
    } else {
      if (operation.ledger_transaction_id === null) throw new Error(`payout ${operation.id} has no ledger movement`);
      const transactionId = await postTransaction(inTransaction(app, trx), {
        kind: 'REVERSAL',
        description: isa ? 'Failed withdrawal returned to ISA' : 'Failed withdrawal returned to e-wallet',
        idempotencyKey: `pay-out-reversal:${operation.id}`,
        reversesTransactionId: operation.ledger_transaction_id,
        occurredAt: settledAt,
        entries: intoWallet,
      });
      await updatePaymentOperation(trx, operation.id, { ...settled, reversal_transaction_id: transactionId });
    }
    await settledHook();
    return true;
  });
}

/** At start-up: every operation still waiting goes back to the provider, so a crash loses no settlement. */
export async function resumePendingPayments(app: AppContext, log: FastifyBaseLogger): Promise<number> {
  const { db, providers } = app;
  const pending = await pendingOperations(db, providers.payments.name);
  for (const operation of pending) {
    await providers.payments.watch({
      id: operation.id,
      kind: operation.kind,
      amountPence: operation.amount_pence,
      createdAt: operation.created_at,
    });
  }
  if (pending.length > 0) log.info({ count: pending.length }, 'resumed pending payment operations');
  return pending.length;
}
