import { demoBankTransferInvestment, demoCollectionAccount, demoInvestmentPaymentInfo } from '../fixtures/index.ts';
import type { PaymentInfo, WalletTransaction } from '@keystone/api';
import { validateWalletAmount, validateWithdrawalAmount, WALLET_MESSAGES } from '@keystone/flows/rules';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { signedInUser } from './session.ts';

/** A refusal of the `amountPence` query (flows' amount rules), as the server answers it. */
const amountRefused = (message: string) => errorResponse(2, { fieldErrors: [{ field: 'amountPence', message }] });

/** As the server does: a request repeated with its Idempotency-Key answers the first answer. */
const answeredByKey = new Map<string, PaymentInfo | WalletTransaction>();
let nextOperationId = 500;
forgetOnReset(() => {
  answeredByKey.clear();
  nextOperationId = 500;
});

const keyOf = (request: Request, userId: number, operation: string) => {
  const key = request.headers.get('idempotency-key');
  return key === null ? undefined : `${userId}:${operation}:${key}`;
};

export const walletHandlers = {
  fundWallet: http.put('/investments/fund-wallet', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const amountPence = Number(query.get('amountPence'));
    const refusal = validateWalletAmount(amountPence);
    if (refusal !== undefined) return amountRefused(refusal);
    const key = keyOf(request, user.id, 'fundWallet');
    const earlier = key === undefined ? undefined : answeredByKey.get(key);
    if (earlier && 'referenceNumber' in earlier) return response(200).json(earlier);
    nextOperationId += 1;
    const answer: PaymentInfo = {
      ...demoCollectionAccount,
      investorName: user.fullName ?? user.email,
      sumPence: amountPence,
      referenceNumber: `KSD${String(nextOperationId).padStart(7, '0')}`,
      status: 'PENDING',
    };
    if (key !== undefined) answeredByKey.set(key, answer);
    return response(200).json(answer);
  }),

  withdrawFromWallet: http.put('/investments/withdraw', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const amountPence = Number(query.get('amountPence'));
    const refusal = validateWalletAmount(amountPence);
    if (refusal !== undefined) return amountRefused(refusal);
    if (!user.sortCode || !user.accountNumber) return errorResponse(2, { message: WALLET_MESSAGES.noBankDetails });
    const key = keyOf(request, user.id, 'withdrawFromWallet');
    const earlier = key === undefined ? undefined : answeredByKey.get(key);
    if (earlier && 'type' in earlier) return response(200).json(earlier);
    const overdrawn = validateWithdrawalAmount(amountPence, user.balancePence);
    if (overdrawn !== undefined) return amountRefused(overdrawn);
    nextOperationId += 1;
    const answer: WalletTransaction = {
      id: nextOperationId,
      amountPence,
      type: 'PAY_OUT',
      status: 'PENDING',
      timestamp: new Date().toISOString(),
      providerTransactionId: null,
      reference: null,
    };
    if (key !== undefined) answeredByKey.set(key, answer);
    return response(200).json(answer);
  }),

  /** The demo investor's bank-transfer investment; any other id is refused as someone else's (code 10). */
  getInvestmentPaymentInfo: http.get('/investments/{id}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (Number(params.id) !== demoBankTransferInvestment.id) return errorResponse(10);
    return response(200).json({ ...demoInvestmentPaymentInfo, investorName: user.fullName ?? user.email });
  }),
};
