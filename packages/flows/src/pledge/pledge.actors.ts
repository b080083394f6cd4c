import type { PledgeFinishRequest, PledgeFinishResponse, PledgeStartRequest, PledgeStartResponse } from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls the pledge flow makes. Each placeholder refuses loudly; the portal supplies the real call with
// `pledgeMachine.provide({ actors: { startPledge: fromPromise(...) } })`, resolving with what the server answers and
// rejecting with the contract's error (`const { data, error } = await client.POST(...); if (error) throw error;`).

function notProvided(name: string): never {
  throw new Error(`Pledge machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `POST /pledges`: the pledge's id, its expiry and the unsigned agreement (base64 PDF). */
export const startPledgePlaceholder = fromPromise<PledgeStartResponse, PledgeStartRequest>(async () =>
  notProvided('startPledge'),
);

/** `PUT /pledges/{id}/send-sms` (`sendPledgeSms`); its failure is ignored (seed 001 §8): the code dialog opens anyway. */
export const sendSmsPlaceholder = fromPromise<void, { pledgeId: number }>(async () => notProvided('sendSms'));

/** What `PUT /pledges/{id}/` (`finishPledge`) needs: the pledge's id and the contract's `PledgeFinishRequest`. */
export interface FinishPledgeInput extends PledgeFinishRequest {
  pledgeId: number;
}

/** `PUT /pledges/{id}/`: pays from the e-wallet or answers the bank details; resolves with `PledgeFinishResponse`. */
export const finishPledgePlaceholder = fromPromise<PledgeFinishResponse, FinishPledgeInput>(async () =>
  notProvided('finishPledge'),
);
