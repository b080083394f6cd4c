import type { PledgeFinishResponse } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import { findPledgingInvestor, pledgeInvestments } from './queries.ts';

/** The answer of a finished pledge, read back: the same whether it was finished just now or before. */
export async function finishedPledgeAnswer(
  app: AppContext,
  pledgeId: number,
  userId: number,
): Promise<PledgeFinishResponse> {
  const [investor, investments] = await Promise.all([
    findPledgingInvestor(app.db, userId),
    pledgeInvestments(app.db, pledgeId),
  ]);
  const source = investments[0]?.source ?? 'E_WALLET';
  const account = source === 'BANK_TRANSFER' ? app.providers.payments.collectionAccount : undefined;
  return {
    pledgeId,
    source,
    investorName: investor.full_name ?? investor.email,
    sumPence: investments.reduce((sum, investment) => sum + investment.amount_pence, 0),
    accountName: account?.accountName ?? null,
    accountNumber: account?.accountNumber ?? null,
    sortCode: account?.sortCode ?? null,
    investments: investments.map((investment) => ({
      investmentId: investment.id,
      agreementId: investment.agreement_id,
      term: investment.term,
      amountPence: investment.amount_pence,
      referenceNumber: investment.reference_number,
      status: investment.status,
    })),
  };
}
