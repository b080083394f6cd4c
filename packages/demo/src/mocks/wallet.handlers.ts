import { demoBankTransferInvestment, demoCollectionAccount, demoInvestmentPaymentInfo } from '../fixtures/index.ts';
import type { PaymentInfo, WalletTransaction } from '@keystone/api';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { signedInUser } from './session.ts';

const PENCE_PER_POUND = 100;

// The server's words for these refusals (packages/flows owns them; the mocks cannot import flows).
const INCORRECT_AMOUNT = 'Incorrect amount';
const INSUFFICIENT_BALANCE = 'Insufficient balance';
const NO_BANK_DETAILS = 'Please add your bank details to your profile before withdrawing';

/** As the server does: a request repeated with its Idempotency-Key answers the first answer. */
const answeredByKey = new Map<string, PaymentInfo | WalletTransaction>();
let nextOperationId = 500;

const keyOf = (request: Request, userId: number, operation: string) => {
  const key = request.headers.get('idempotency-key');
  return key === null ? undefined : `${userId}:${operation}:${key}`;
};

export const walletHandlers = {
  fundWallet: http.put('/investments/fund-wallet', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const sumPence = Number(query.get('sum')) * PENCE_PER_POUND;
    if (sumPence === 0) return errorResponse(2, { fieldErrors: [{ field: 'sum', message: INCORRECT_AMOUNT }] });
    const key = keyOf(request, user.id, 'fundWallet');
    const earlier = key === undefined ? undefined : answeredByKey.get(key);
    if (earlier && 'referenceNumber' in earlier) return response(200).json(earlier);
    nextOperationId += 1;
    const answer: PaymentInfo = {
      ...demoCollectionAccount,
      investorName: user.fullName ?? user.email,
      sumPence,
      referenceNumber: `KSD${String(nextOperationId).padStart(7, '0')}`,
      status: 'PENDING',
    };
    if (key !== undefined) answeredByKey.set(key, answer);
    return response(200).json(answer);
  }),

  withdrawFromWallet: http.put('/investments/withdraw', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const amountPence = Number(query.get('sum')) * PENCE_PER_POUND;
    if (amountPence === 0) return errorResponse(2, { fieldErrors: [{ field: 'sum', message: INCORRECT_AMOUNT }] });
    if (!user.sortCode || !user.accountNumber) return errorResponse(2, { message: NO_BANK_DETAILS });
    const key = keyOf(request, user.id, 'withdrawFromWallet');
    const earlier = key === undefined ? undefined : answeredByKey.get(key);
    if (earlier && 'type' in earlier) return response(200).json(earlier);
    if (amountPence > user.balancePence) {
      return errorResponse(2, { fieldErrors: [{ field: 'sum', message: INSUFFICIENT_BALANCE }] });
    }
    nextOperationId += 1;
    const answer: WalletTransaction = {
      id: nextOperationId,
      amountPence,
      type: 'PAY_OUT',
      status: 'PENDING',
      timestamp: new Date().toISOString(),
      providerTransactionId: null,
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
