import type { User } from '@keystone/api';
import { fromPromise } from 'xstate';
import type { SaveProfileInput } from './kyc.form.ts';

// The server calls the KYC wizard makes. Each placeholder refuses loudly; the portal supplies the real call with
// `machine.provide({ actors: { saveProfile: fromPromise(...) } })`, resolving with the user the server answers and
// rejecting with the contract's error (`const { data, error } = await client.PUT(...); if (error) throw error;`).

function notProvided(name: string): never {
  throw new Error(`KYC machines: provide the ${name} actor with machine.provide({ actors })`);
}

/** `PUT /user?validateQuestions=` (`updateCurrentUser`) with `changes` as the body; resolves with the saved user. */
export const saveProfilePlaceholder = fromPromise<User, SaveProfileInput>(async () => notProvided('saveProfile'));

/** `PUT /user/start-kyc-procedure` (`startKycProcedure`); resolves with the user whose procedure has started. */
export const startKycProcedurePlaceholder = fromPromise<User>(async () => notProvided('startKycProcedure'));

/** `PUT /user/restart-kyc-procedure`: clears every rejection reason and sets the KYC status to DRAFT (seed 000 §4). */
export const restartKycPlaceholder = fromPromise<User>(async () => notProvided('restartKyc'));
