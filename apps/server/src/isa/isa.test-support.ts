import type { IsaApplicationRequest } from '@keystone/api';
import { standaloneContext, type Clock } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import type { UsersKycStatus } from '../db/schema.generated.ts';
import { systemAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import type { PaymentOutcome } from '../providers/payments/payment-provider.ts';
import { settlePaymentOperation } from '../wallet/settlement.ts';
import { isaAccountOfPayment, settleIsaMovement } from './settlement.ts';

/** A clock the test sets: only ever forwards of the real now, so tokens issued on it stay valid. */
export function settableClock(): Clock & { set(iso: string): void } {
  let at: Date | undefined;
  return {
    now: () => new Date(at ?? Date.now()),
    set(iso: string) {
      at = new Date(iso);
    },
  };
}

/** An approved adult investor living in the UK, with bank details and `walletPence` in the e-wallet. */
export async function insertIsaInvestor(
  db: Db,
  {
    walletPence = 0,
    dateOfBirth = '1980-05-17',
    kyc = 'APPROVED',
  }: { walletPence?: number; dateOfBirth?: string; kyc?: UsersKycStatus } = {},
) {
  const user = await insertTestUser(db, {
    kyc_status: kyc,
    full_name: 'Iris Saver',
    date_of_birth: dateOfBirth,
    sort_code: '309634',
    account_number: '41726385',
  });
  if (walletPence > 0) {
    await postTransaction(standaloneContext({ db }), {
      occurredAt: new Date(0),
      kind: 'PAY_IN',
      description: 'Test deposit',
      entries: [
        { accountId: await userWalletAccountId(db, user.id), amountPence: walletPence },
        { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -walletPence },
      ],
    });
  }
  return user;
}

export const validApplication: IsaApplicationRequest = {
  ukResident: true,
  declarations: { isaType: true, continuing: true, ownCash: true, overallLimit: true, eligible: true },
  niNumber: 'AB 12 34 56 C',
  signatureName: 'Iris Saver',
};

/** The provider's outcome delivered as app.ts delivers it, with the ISA's hooks. */
export function settleIsaPayment(db: Db, clock: Clock, operationId: number, succeeded: boolean) {
  const outcome: PaymentOutcome = succeeded
    ? { succeeded, providerReference: `test-${operationId}` }
    : { succeeded, providerReference: `test-${operationId}`, reason: 'refused by the bank' };
  return settlePaymentOperation(
    standaloneContext({ db, clock }),
    operationId,
    outcome,
    undefined,
    isaAccountOfPayment,
    settleIsaMovement,
  );
}
