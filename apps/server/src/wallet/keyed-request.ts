import type { IsaMovementResult, PaymentInfo, ProjectWalletOperation, WalletTransaction } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import { assertSameRequest } from '../contract/idempotency-key.ts';
import type { Db } from '../db/database.ts';
import type { Json } from '../db/schema.generated.ts';
import type { PendingPaymentOperation } from '../providers/payments/payment-provider.ts';
import { answerRequestKey, claimRequestKey, completeRequestKey, storedRequest, type RequestKey } from './queries.ts';

/** A request that moves money through the provider, with its Idempotency-Key if it sent one. */
export interface KeyedRequest {
  key: RequestKey | undefined;
  /** `requestFingerprint` of the request, stored with the key. */
  fingerprint: string;
}

/** Thrown inside the transaction when another request with the key committed first: undoes this one's work. */
class KeyAlreadyAnswered extends Error {}

/**
 * Runs `move` in one transaction, at most once per Idempotency-Key: the key's own request again gets the stored
 * answer and moves nothing, a different request under the key (another operation's too) is refused with code 41. The provider is told of the
 * new operation once it is committed.
 */
export async function oncePerKey<
  Answer extends PaymentInfo | WalletTransaction | ProjectWalletOperation | IsaMovementResult,
>(
  app: AppContext,
  { key, fingerprint }: KeyedRequest,
  // `pending` is undefined when the money moved on the ledger alone (an ISA movement to or from the e-wallet).
  move: (trx: Db) => Promise<{ answer: Answer; pending: PendingPaymentOperation | undefined }>,
): Promise<Answer> {
  try {
    const { answer, pending } = await app.db.transaction().execute(async (trx) => {
      if (key && !(await claimRequestKey(trx, key, fingerprint))) throw new KeyAlreadyAnswered();
      const moved = await move(trx);
      if (key && moved.pending) await completeRequestKey(trx, key, moved.pending.id, moved.answer as unknown as Json);
      else if (key) await answerRequestKey(trx, key, moved.answer as unknown as Json);
      return moved;
    });
    // Committed first: if the provider cannot be told now, the operation is pending and handed to it at start-up.
    if (pending) await app.providers.payments.watch(pending);
    return answer;
  } catch (error) {
    if (!(error instanceof KeyAlreadyAnswered) || !key) throw error;
    const stored = await storedRequest(app.db, key);
    assertSameRequest(stored, { operation: key.operation, fingerprint });
    if (!stored || stored.response === null)
      throw new Error(`${key.operation} request ${key.idempotencyKey} has no stored answer`, { cause: error });
    return stored.response as unknown as Answer;
  }
}
