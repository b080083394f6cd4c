import type {
  AutoInvest,
  AutoInvestAuthoritySignature,
  AutoInvestAuthorityStarted,
  AutoInvestRules,
  AutoInvestStateChange,
} from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls the rules machine makes, each named after its operation. Each placeholder refuses loudly; the
// portal supplies the real call with `autoInvestRulesMachine.provide({ actors: { startAutoInvest: fromPromise(...) } })`,
// resolving with what the server answers and rejecting with the contract's error.

function notProvided(name: string): never {
  throw new Error(`Auto-invest rules machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `POST /auto-invest/authorities` (`startAutoInvest`): the draft standing authority for these rules, to read. */
export const startAutoInvestPlaceholder = fromPromise<AutoInvestAuthorityStarted, AutoInvestRules>(async () =>
  notProvided('startAutoInvest'),
);

/** What `PUT /auto-invest/authorities/{id}/send-sms` (`sendAutoInvestSms`) needs. */
export interface SendAutoInvestSmsInput {
  authorityId: number;
}

/** `PUT /auto-invest/authorities/{id}/send-sms`: a new code to the investor's phone (429 code 20 within 30 seconds). */
export const sendAutoInvestSmsPlaceholder = fromPromise<void, SendAutoInvestSmsInput>(async () =>
  notProvided('sendAutoInvestSms'),
);

/** What `PUT /auto-invest/authorities/{id}` (`signAutoInvestAuthority`) needs: the authority's id and the signature. */
export interface SignAutoInvestAuthorityInput extends AutoInvestAuthoritySignature {
  authorityId: number;
}

/** `PUT /auto-invest/authorities/{id}`: signs the authority, which becomes active; resolves with the auto-invest. */
export const signAutoInvestAuthorityPlaceholder = fromPromise<AutoInvest, SignAutoInvestAuthorityInput>(async () =>
  notProvided('signAutoInvestAuthority'),
);

/** `PUT /auto-invest/state` (`setAutoInvestState`): pause, resume or end the current authority. */
export const setAutoInvestStatePlaceholder = fromPromise<AutoInvest, AutoInvestStateChange>(async () =>
  notProvided('setAutoInvestState'),
);

/** `PUT /auto-invest/rules` (`updateAutoInvestRules`): new rules for the current authority. */
export const updateAutoInvestRulesPlaceholder = fromPromise<AutoInvest, AutoInvestRules>(async () =>
  notProvided('updateAutoInvestRules'),
);
