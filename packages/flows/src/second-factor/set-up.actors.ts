import type {
  PasskeyRegistration,
  PasskeyRegistrationOptions,
  RegistrationResponseJSON,
  SecondFactorAdded,
  TotpSetup,
} from '@keystone/api';
import { fromPromise } from 'xstate';

// The calls setting up a second factor makes. Each placeholder refuses loudly; the portal supplies the real call with
// `secondFactorSetUpMachine.provide({ actors: { … } })`, rejecting with the contract's error (or, for the browser's
// prompt, the error the browser raised).

function notProvided(name: string): never {
  throw new Error(`Second factor set-up machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `POST /user/second-factors/totp`: a new authenticator secret with its QR code. */
export const startTotpSetupPlaceholder = fromPromise<TotpSetup, void>(async () => notProvided('startTotpSetup'));

/** `PUT /user/second-factors/totp`: the first code from the app turns it on. */
export const confirmTotpSetupPlaceholder = fromPromise<SecondFactorAdded, { code: string }>(async () =>
  notProvided('confirmTotpSetup'),
);

/** `POST /user/passkeys/options`: the browser's options for making a passkey. */
export const startPasskeyRegistrationPlaceholder = fromPromise<PasskeyRegistrationOptions, void>(async () =>
  notProvided('startPasskeyRegistration'),
);

/** The browser's prompt (`startRegistration({ optionsJSON })` of @simplewebauthn/browser). */
export const createPasskeyPlaceholder = fromPromise<RegistrationResponseJSON, PasskeyRegistrationOptions>(async () =>
  notProvided('createPasskey'),
);

/** `POST /user/passkeys`: the browser's answer with the name given. */
export const addPasskeyPlaceholder = fromPromise<SecondFactorAdded, PasskeyRegistration>(async () =>
  notProvided('addPasskey'),
);
