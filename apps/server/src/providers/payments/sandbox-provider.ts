import { randomUUID } from 'node:crypto';
import { SANDBOX_COLLECTION_ACCOUNT as sandboxAccount } from '@keystone/flows/constants';
import type { Jobs, JobWithMetadata } from '../../job-runner/job-runner.ts';
import type { CollectionAccount, PaymentOutcome, PaymentProvider, RecordPaymentOutcome } from './payment-provider.ts';

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

/** The queue of the sandbox's settlements, one per operation. */
export const paymentSandboxSettlementQueue = 'payment-sandbox-settlement';

interface SandboxSettlementJob {
  operationId: number;
  amountPence: number;
}

/**
 * The built-in provider: settles each operation `delayMs` (PAYMENTS_SANDBOX_DELAY_MS) after it was recorded, by the
 * rule above, through a job, never within the caller's request (the answer says PENDING, the settlement follows it).
 * `now` is the clock the operation's time was recorded on (the app's): the job waits what is left of the delay on
 * it, so a moved test clock is not waited out in real time. An operation watched twice (the start-up's resumption
 * of every PENDING one) has one job waiting, by its key; a job run again after a crash records an outcome already
 * recorded, which is idempotent.
 */
export function createSandboxPaymentProvider({
  delayMs,
  recordOutcome,
  now,
  jobs,
}: {
  delayMs: number;
  recordOutcome: RecordPaymentOutcome;
  now: () => number;
  jobs: () => Jobs;
}): PaymentProvider {
  return {
    name: 'sandbox',
    collectionAccount: SANDBOX_COLLECTION_ACCOUNT,
    async watch(operation) {
      const job: SandboxSettlementJob = { operationId: operation.id, amountPence: operation.amountPence };
      await jobs().send(paymentSandboxSettlementQueue, job, {
        delayMs: Math.max(0, operation.createdAt.getTime() + delayMs - now()),
        singletonKey: String(operation.id),
      });
    },
    jobs: [
      {
        queue: paymentSandboxSettlementQueue,
        description: 'Settle a sandbox payment',
        options: { policy: 'short' },
        async run({ data }: JobWithMetadata<SandboxSettlementJob>) {
          await recordOutcome(data.operationId, sandboxOutcome(data.amountPence));
        },
      },
    ],
    async close() {},
  };
}
