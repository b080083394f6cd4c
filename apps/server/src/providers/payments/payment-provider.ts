import type { JobDefinition } from '../../job-runner/job-runner.ts';
/** A pay-in the investor makes by bank transfer, or a payout to their bank account, waiting at the provider. */
export interface PendingPaymentOperation {
  id: number;
  kind: 'PAY_IN' | 'PAY_OUT';
  amountPence: number;
  /** When the operation was recorded: a provider that settles after a delay counts from here, across restarts. */
  createdAt: Date;
}

export type PaymentOutcome =
  { succeeded: true; providerReference: string } | { succeeded: false; providerReference: string; reason: string };

/** Where the provider's outcome goes (wallet/settlement.ts): safe to call twice for one operation. */
export type RecordPaymentOutcome = (operationId: number, outcome: PaymentOutcome) => Promise<void>;

/** The account investors pay into, quoting their reference: the provider's client-money account. */
export interface CollectionAccount {
  accountName: string;
  sortCode: string;
  accountNumber: string;
}

/**
 * Moves money between investors' banks and the platform. `watch` resolves once the provider has taken the operation;
 * its outcome arrives later through the `RecordPaymentOutcome` the provider was built with. The server hands every
 * operation still PENDING to `watch` again at start-up, so an outcome lost to a crash is asked for again.
 */
export interface PaymentProvider {
  /** Stored with each operation (`payment_provider_operations.provider`). */
  readonly name: string;
  readonly collectionAccount: CollectionAccount;
  watch(operation: PendingPaymentOperation): Promise<void>;
  /** The background work it needs (the sandbox's delayed settlement), run by the app's job runner. */
  readonly jobs?: readonly JobDefinition<never>[];
  /** Stops pending work when the server shuts down. */
  close(): Promise<void>;
}
