import { demoPaymentInfo } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { signedInUser } from './session.ts';

const PENCE_PER_POUND = 100;

export const walletHandlers = {
  fundWallet: http.put('/investments/fund-wallet', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const sumPence = Number(query.get('sum')) * PENCE_PER_POUND;
    return response(200).json({
      ...demoPaymentInfo,
      investorName: user.fullName ?? user.email,
      sumPence,
      referenceNumber: `KS-WALLET-${user.id}`,
    });
  }),

  withdrawFromWallet: http.put('/investments/withdraw', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const amountPence = Number(query.get('sum')) * PENCE_PER_POUND;
    if (amountPence > user.balancePence) {
      return errorResponse(2, { fieldErrors: [{ field: 'sum', message: 'Insufficient balance' }] });
    }
    return response(200).json({
      id: 99,
      amountPence,
      type: 'PAY_OUT',
      status: 'PENDING',
      timestamp: new Date().toISOString(),
      providerTransactionId: null,
    });
  }),

  getInvestmentPaymentInfo: http.get('/investments/{id}', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return response(200).json(demoPaymentInfo);
  }),
};
