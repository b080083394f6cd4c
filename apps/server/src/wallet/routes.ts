import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { idempotencyKey } from '../contract/idempotency-key.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { assertFreshSecondFactor } from '../second-factors/step-up.ts';
import { fundWallet, getInvestmentPaymentInfo, withdrawFromWallet } from './service.ts';

/** The investor's e-wallet (seed 000 §5 'Wallet') and the payment details of their investments. */
export function walletRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    fundWallet: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return fundWallet(app, {
        userId: id,
        amountPence: request.query.amountPence,
        idempotencyKey: idempotencyKey(request.headers),
      });
    },
    withdrawFromWallet: async (request) => {
      const caller = requireRole(request, 'INVESTOR');
      // Money leaving asks for the second factor again (issue 36 §2), before anything is written.
      await assertFreshSecondFactor(app, caller);
      const { id } = caller;
      return withdrawFromWallet(app, {
        userId: id,
        amountPence: request.query.amountPence,
        idempotencyKey: idempotencyKey(request.headers),
      });
    },
    getInvestmentPaymentInfo: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return getInvestmentPaymentInfo(app, id, request.params.id);
    },
  };
}
