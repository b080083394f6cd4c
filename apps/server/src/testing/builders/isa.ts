import { taxYearOf } from '@keystone/flows/tax';
import { standaloneContext } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { openIsaAccount, userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';

// The ISA for tests of what pays from it or into it (issue 35), written straight through the ledger: the ISA opened
// (its USER_ISA account) and cash subscribed from the e-wallet. To be pointed at the ISA's own subscribe service once
// it is merged.

/**
 * Opens the investor's ISA if need be and subscribes `amountPence` from their e-wallet (which must hold it): one
 * ISA_SUBSCRIPTION ledger transaction and its row in the ISA's register. Answers the ISA's account id.
 */
export async function fundIsaForTest(db: Db, userId: number, amountPence: number, at = new Date()): Promise<number> {
  const isa = await openIsaAccount(db, userId);
  if (amountPence === 0) return isa;
  const transactionId = await postTransaction(standaloneContext({ db }), {
    kind: 'ISA_SUBSCRIPTION',
    description: 'ISA subscription from the e-wallet (test)',
    occurredAt: at,
    createdBy: userId,
    entries: [
      { accountId: await userWalletAccountId(db, userId), amountPence: -amountPence },
      { accountId: isa, amountPence },
    ],
  });
  await db
    .insertInto('isa_movements')
    .values({
      user_id: userId,
      kind: 'SUBSCRIPTION',
      tax_year: taxYearOf(at),
      amount_pence: amountPence,
      counterparty: 'E_WALLET',
      ledger_transaction_id: transactionId,
      created_at: at,
    })
    .execute();
  return isa;
}
