import { randomUUID } from 'node:crypto';
import { SANDBOX_COLLECTION_ACCOUNT as sandboxAccount } from '@keystone/flows/constants';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CollectionAccount,
  PaymentOutcome,
  PaymentProvider,
  PendingPaymentOperation,
  RecordPaymentOutcome,
} from './payment-provider.ts';

export const SANDBOX_COLLECTION_ACCOUNT: CollectionAccount = sandboxAccount;

export const SANDBOX_FAILURE_REASON = 'Sandbox: amounts whose pounds end in 13 always fail';

/**
 * How the sandbox decides, so FAILED rows can be seen locally (documented in openapi.yaml under fundWallet): an
 * amount whose whole pounds end in 13 (£13, £113, £1,013) fails, every other amount succeeds.
 */
export function sandboxOutcome(amountPence: number): PaymentOutcome {
  const providerReference = `sandbox-${randomUUID()}`;
  return Math.floor(amountPence / 100) % 100 === 13
    ? { succeeded: false, providerReference, reason: SANDBOX_FAILURE_REASON }
    : { succeeded: true, providerReference };
}

/**
 * The built-in provider: settles each operation `delayMs` (PAYMENTS_SANDBOX_DELAY_MS) after it was recorded, by the
 * rule above. `now` is the clock the operation's time was recorded on (the app's): on another, a moved test clock
 * would be waited out in real time. An operation watched twice (a restart while its timer ran) is settled once per watch; recording the
 * outcome is idempotent, so that is harmless.
 */
export function createSandboxPaymentProvider({
  delayMs,
  log,
  recordOutcome,
  now,
}: {
  delayMs: number;
  log: FastifyBaseLogger;
  recordOutcome: RecordPaymentOutcome;
  now: () => number;
}): PaymentProvider {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const settle = async (operation: PendingPaymentOperation) => {
    if (closed) return;
    try {
      await recordOutcome(operation.id, sandboxOutcome(operation.amountPence));
    } catch (error) {
      log.error({ err: error, paymentOperationId: operation.id }, 'payment sandbox settlement failed');
    }
  };
  return {
    name: 'sandbox',
    collectionAccount: SANDBOX_COLLECTION_ACCOUNT,
    async watch(operation) {
      const wait = Math.max(0, operation.createdAt.getTime() + delayMs - now());
      // Never within the caller's request: the answer says PENDING, the settlement follows it.
      const timer = setTimeout(() => {
        timers.delete(timer);
        void settle(operation);
      }, wait);
      timers.add(timer);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
