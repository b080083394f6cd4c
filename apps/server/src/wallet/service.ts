import type { PaymentInfo, WalletTransaction } from '@keystone/api';
import { validateWalletAmount, validateWithdrawalAmount, WALLET_MESSAGES } from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { requestFingerprint } from '../contract/idempotency-key.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { lockAccountBalance, systemAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { oncePerKey, type KeyedRequest } from './keyed-request.ts';
import {
  insertPaymentOperation,
  investmentPayment,
  updatePaymentOperation,
  walletHolder,
  type WalletOperation,
} from './queries.ts';

interface WalletRequest {
  userId: number;
  /** Pence, in whole pounds, as the `amountPence` query carries them. */
  amountPence: number;
  idempotencyKey: string | undefined;
}

/** The reference an investor quotes on the transfer of a deposit: unique as the operation's id. */
const depositReference = (operationId: number) => `KSD${String(operationId).padStart(7, '0')}`;

/** PUT /investments/fund-wallet: a PENDING pay-in and the bank transfer that will settle it. */
export async function fundWallet(app: AppContext, request: WalletRequest): Promise<PaymentInfo> {
  assertAmount(validateWalletAmount(request.amountPence));
  const { collectionAccount, name: provider } = app.providers.payments;
  return oncePerKey(app, keyed('fundWallet', request), async (trx) => {
    const holder = await approvedHolder(trx, request.userId);
    const { amountPence } = request;
    const operation = await insertPaymentOperation(trx, {
      userId: request.userId,
      kind: 'PAY_IN',
      amountPence,
      provider,
      createdAt: app.clock.now(),
    });
    const referenceNumber = depositReference(operation.id);
    await updatePaymentOperation(trx, operation.id, { bank_reference: referenceNumber });
    const answer: PaymentInfo = {
      ...collectionAccount,
      referenceNumber,
      investorName: holder.full_name ?? holder.email,
      sumPence: amountPence,
      status: 'PENDING',
    };
    return { answer, pending: { id: operation.id, kind: 'PAY_IN', amountPence, createdAt: operation.created_at } };
  });
}

/**
 * PUT /investments/withdraw: the money leaves the wallet at once, as a PENDING payout, in the transaction that
 * read the balance with its row locked, so two withdrawals of the same pounds cannot both pass the check.
 */
export async function withdrawFromWallet(app: AppContext, request: WalletRequest): Promise<WalletTransaction> {
  assertAmount(validateWalletAmount(request.amountPence));
  const { name: provider } = app.providers.payments;
  return oncePerKey(app, keyed('withdrawFromWallet', request), async (trx) => {
    const holder = await approvedHolder(trx, request.userId);
    if (!holder.sort_code || !holder.account_number) throw new AppError(2, { message: WALLET_MESSAGES.noBankDetails });
    const { amountPence } = request;
    const wallet = await userWalletAccountId(trx, request.userId);
    assertAmount(validateWithdrawalAmount(request.amountPence, await lockAccountBalance(trx, wallet)));
    const operation = await insertPaymentOperation(trx, {
      userId: request.userId,
      kind: 'PAY_OUT',
      amountPence,
      provider,
      createdAt: app.clock.now(),
    });
    const transactionId = await postTransaction(inTransaction(app, trx), {
      kind: 'PAY_OUT',
      description: 'Withdrawal to bank account',
      idempotencyKey: `pay-out:${operation.id}`,
      createdBy: request.userId,
      occurredAt: operation.created_at,
      entries: [
        { accountId: wallet, amountPence: -amountPence },
        { accountId: await systemAccountId(trx, 'PROVIDER_CLEARING'), amountPence },
      ],
    });
    await updatePaymentOperation(trx, operation.id, { ledger_transaction_id: transactionId });
    const answer: WalletTransaction = {
      id: operation.id,
      amountPence,
      type: 'PAY_OUT',
      status: 'PENDING',
      timestamp: operation.created_at.toISOString(),
      providerTransactionId: null,
      reference: null,
    };
    return { answer, pending: { id: operation.id, kind: 'PAY_OUT', amountPence, createdAt: operation.created_at } };
  });
}

/**
 * GET /investments/{id}: the bank transfer for one of the caller's investments and the project it pays for (anyone
 * else's id: code 10).
 */
export async function getInvestmentPaymentInfo(
  app: AppContext,
  userId: number,
  investmentId: number,
): Promise<PaymentInfo> {
  const investment = await investmentPayment(app.db, investmentId);
  if (!investment || investment.user_id !== userId) throw new AppError(10);
  const { accountName, sortCode, accountNumber } = app.providers.payments.collectionAccount;
  return {
    accountName,
    sortCode,
    accountNumber,
    referenceNumber: investment.reference_number,
    investorName: investment.full_name ?? investment.email,
    sumPence: investment.amount_pence,
    status: investment.status,
    projectId: investment.project_id,
    projectName: investment.project_title,
    term: investment.term,
  };
}

function assertAmount(message: string | undefined): void {
  if (message !== undefined) throw new AppError(2, { fieldErrors: [{ field: 'amountPence', message }] });
}

async function approvedHolder(db: Db, userId: number) {
  const holder = await walletHolder(db, userId);
  if (holder.kyc_status !== 'APPROVED') throw new AppError(15);
  return holder;
}

/** The investor's key per operation; the request is its amount. */
function keyed(operation: WalletOperation, request: WalletRequest): KeyedRequest {
  return {
    key:
      request.idempotencyKey === undefined
        ? undefined
        : { userId: request.userId, operation, idempotencyKey: request.idempotencyKey },
    fingerprint: requestFingerprint(operation, { amountPence: request.amountPence }),
  };
}
