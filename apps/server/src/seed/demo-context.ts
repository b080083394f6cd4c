import type { FirmConfig } from '../config/firm.ts';
import { standaloneContext, type AppContext, type Clock } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { isaAccountOfPayment, settleIsaMovement } from '../isa/settlement.ts';
import { projectWalletOfPayIn } from '../project-wallets/service.ts';
import type { PastSigning } from '../pledges/investments/record-investment.ts';
import { settleBankTransferInvestment } from '../pledges/investments/service.ts';
import type { PendingPaymentOperation } from '../providers/payments/payment-provider.ts';
import { SANDBOX_COLLECTION_ACCOUNT, sandboxOutcome } from '../providers/payments/sandbox-provider.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { settlePaymentOperation } from '../wallet/settlement.ts';
import { demoSignaturePng } from './demo-artwork.ts';

/**
 * What the seed hands the services in place of the app: the database, a clock it sets to each moment of the demo
 * history (so the services date what they write then), and the sandbox payment provider with its timer taken out:
 * an operation it is handed settles when the seed says so, at the clock's time, by the sandbox's own rule.
 */
export interface DemoContext extends AppContext {
  clock: Clock & { set(at: Date): void };
  /** Settles the pay-in the provider was handed last (as app.ts wires the settlement); FAILED if its pounds end in 13. */
  settleLastPayIn(): Promise<void>;
  /** What the demo people's pledges are signed with, when the seed has a storage and a firm; else none is signed. */
  signing?: PastSigning;
}

export function demoContext(db: Db, today: Date, stored?: { storage: FileStorage; firm: FirmConfig }): DemoContext {
  let now = today;
  let last: PendingPaymentOperation | undefined;
  const clock = { now: () => now, set: (at: Date) => (now = at) };
  // The seed sends no mail and reads no configuration: those parts refuse if a service it calls asks for them.
  const base = standaloneContext({ db, clock });
  const context: DemoContext = {
    ...base,
    ...(stored && { signing: { ...stored, signature: { bytes: demoSignaturePng(), kind: 'png' as const } } }),
    clock,
    providers: {
      ...base.providers,
      payments: {
        name: 'sandbox',
        collectionAccount: SANDBOX_COLLECTION_ACCOUNT,
        watch: async (operation) => {
          last = operation;
        },
        close: async () => {},
      },
    },
    async settleLastPayIn() {
      if (!last) throw new Error('no pay-in to settle');
      const { id, amountPence } = last;
      last = undefined;
      await settlePaymentOperation(
        context,
        id,
        sandboxOutcome(amountPence),
        settleBankTransferInvestment,
        async (inTrx, operationId) =>
          (await isaAccountOfPayment(inTrx, operationId)) ?? (await projectWalletOfPayIn(inTrx, operationId)),
        settleIsaMovement,
      );
    },
  };
  return context;
}
