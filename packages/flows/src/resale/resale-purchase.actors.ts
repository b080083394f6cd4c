import type {
  ResalePurchaseFinish,
  ResalePurchaseResult,
  ResalePurchaseStart,
  ResalePurchaseStarted,
} from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls the purchase flow makes, each named after its operation. Each placeholder refuses loudly; the
// portal supplies the real call with `resalePurchaseMachine.provide({ actors: { startResalePurchase: fromPromise(...) } })`,
// resolving with what the server answers and rejecting with the contract's error
// (`const { data, error } = await client.POST(...); if (error) throw error;`).

function notProvided(name: string): never {
  throw new Error(`Resale purchase machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `POST /resale/purchases` (`startResalePurchase`): the purchase, its price for today and the draft assignment. */
export const startResalePurchasePlaceholder = fromPromise<ResalePurchaseStarted, ResalePurchaseStart>(async () =>
  notProvided('startResalePurchase'),
);

/** What `PUT /resale/purchases/{id}/send-sms` (`sendResalePurchaseSms`) needs. */
export interface SendResalePurchaseSmsInput {
  purchaseId: number;
}

/** `PUT /resale/purchases/{id}/send-sms`: a new code to the buyer's phone, a new one after 30 seconds (429 code 20). */
export const sendResalePurchaseSmsPlaceholder = fromPromise<void, SendResalePurchaseSmsInput>(async () =>
  notProvided('sendResalePurchaseSms'),
);

/** What `PUT /resale/purchases/{id}` (`finishResalePurchase`) needs: the purchase's id and `ResalePurchaseFinish`. */
export interface FinishResalePurchaseInput extends ResalePurchaseFinish {
  purchaseId: number;
}

/** `PUT /resale/purchases/{id}`: signs the assignment and pays, in one transaction; resolves with the result. */
export const finishResalePurchasePlaceholder = fromPromise<ResalePurchaseResult, FinishResalePurchaseInput>(async () =>
  notProvided('finishResalePurchase'),
);
