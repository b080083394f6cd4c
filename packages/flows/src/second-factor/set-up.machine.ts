import type {
  PasskeyRegistrationOptions,
  RegistrationResponseJSON,
  SecondFactorAdded,
  SecondFactorMethod,
  TotpSetup,
} from '@keystone/api';
import { assign, setup } from 'xstate';
import {
  addPasskeyPlaceholder,
  confirmTotpSetupPlaceholder,
  createPasskeyPlaceholder,
  startPasskeyRegistrationPlaceholder,
  startTotpSetupPlaceholder,
} from './set-up.actors.ts';
import { passkeyPromptFailureOf, type PasskeyPromptFailure } from './set-up.rules.ts';

export interface SecondFactorSetUpInput {
  /** Straight to a method (turning the authenticator on, moving it to a new phone, adding a passkey); else choose. */
  method?: SecondFactorMethod;
}

export interface SecondFactorSetUpContext {
  method?: SecondFactorMethod;
  /** The authenticator's new secret and QR code, as the server answered them. */
  totpSetup?: TotpSetup;
  /** The passkey's name, once given: what is being saved after the browser's prompt. */
  passkeyName?: string;
  /** The server's options for the browser's prompt, then the browser's answer. */
  passkeyOptions?: PasskeyRegistrationOptions;
  credential?: RegistrationResponseJSON;
  /** The ten recovery codes, when this was the person's first factor (shown this once). */
  recoveryCodes: string[];
  /** Why the browser's prompt made no passkey. */
  promptFailure?: PasskeyPromptFailure;
  /** The last failed server call (a wrong code is code 60), shown where the person tries again. */
  error?: unknown;
}

export type SecondFactorSetUpEvent =
  | { type: 'CHOOSE'; method: SecondFactorMethod }
  | { type: 'CONFIRM'; code: string }
  | { type: 'CREATE'; name: string }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'FINISH' };

const failure = ({ event: failed }: { event: { error: unknown } }) => ({ error: failed.error });
const added = ({ event: done }: { event: { output: SecondFactorAdded } }) => ({ answer: done.output });

/**
 * Setting up a second factor (issue 36 §1). The person chooses a method (or the screen starts at one). The
 * authenticator: the server's new secret is loaded (`loadingSecret`, `loadFailed`), shown as a QR code and as text
 * (`showingSecret`), and its first code confirmed (`confirming`); a wrong code rests in `codeRefused` with code 60's
 * message until another is sent. A passkey: the person names it (`naming`), the server's options are fetched
 * (`preparingPasskey`), the browser's prompt makes it (`creatingPasskey`; closed, it goes back to naming with a plain
 * message) and the server stores it (`savingPasskey`). The first factor a person adds answers the ten recovery codes,
 * shown once (`showingRecoveryCodes`) before `done`; a later one goes straight to `done`. It holds what the server
 * said and what is being saved, never a field as typed: the code travels in the event to the call.
 */
export const secondFactorSetUpMachine = setup({
  types: {
    context: {} as SecondFactorSetUpContext,
    events: {} as SecondFactorSetUpEvent,
    input: {} as SecondFactorSetUpInput,
    tags: {} as 'busy',
  },
  actors: {
    startTotpSetup: startTotpSetupPlaceholder,
    confirmTotpSetup: confirmTotpSetupPlaceholder,
    startPasskeyRegistration: startPasskeyRegistrationPlaceholder,
    createPasskey: createPasskeyPlaceholder,
    addPasskey: addPasskeyPlaceholder,
  },
  guards: {
    startsWith: ({ context }, { method }: { method: SecondFactorMethod }) => context.method === method,
    answeredCodes: (_, { answer }: { answer: SecondFactorAdded }) => answer.recoveryCodes.length > 0,
  },
  actions: {
    assignMethod: assign((_, { method }: { method: SecondFactorMethod }) => ({ method })),
    assignError: assign((_, { error }: { error: unknown }) => ({ error })),
    assignRecoveryCodes: assign((_, { answer }: { answer: SecondFactorAdded }) => ({
      recoveryCodes: answer.recoveryCodes,
      error: undefined,
    })),
    clearFailures: assign({ error: undefined, promptFailure: undefined }),
  },
}).createMachine({
  id: 'secondFactorSetUp',
  context: ({ input }) => ({ method: input.method, recoveryCodes: [] }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: { type: 'startsWith', params: { method: 'TOTP' } }, target: 'loadingSecret' },
        { guard: { type: 'startsWith', params: { method: 'PASSKEY' } }, target: 'naming' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      entry: 'clearFailures',
      on: {
        CHOOSE: {
          target: 'routing',
          actions: { type: 'assignMethod', params: ({ event }) => ({ method: event.method }) },
        },
      },
    },
    loadingSecret: {
      tags: 'busy',
      entry: 'clearFailures',
      invoke: {
        id: 'startTotpSetup',
        src: 'startTotpSetup',
        onDone: { target: 'showingSecret', actions: assign({ totpSetup: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loadingSecret' }, BACK: { target: 'choosing' } } },
    showingSecret: { on: { CONFIRM: { target: 'confirming' }, BACK: { target: 'choosing' } } },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmTotpSetup',
        src: 'confirmTotpSetup',
        input: ({ event }) => {
          if (event.type !== 'CONFIRM') throw new Error(`confirming entered on ${event.type}`);
          return { code: event.code };
        },
        onDone: [
          {
            guard: { type: 'answeredCodes', params: added },
            target: 'showingRecoveryCodes',
            actions: { type: 'assignRecoveryCodes', params: added },
          },
          { target: 'done' },
        ],
        onError: { target: 'codeRefused', actions: { type: 'assignError', params: failure } },
      },
    },
    codeRefused: { on: { CONFIRM: { target: 'confirming' }, BACK: { target: 'choosing' } } },
    naming: {
      on: {
        CREATE: {
          target: 'preparingPasskey',
          actions: [assign({ passkeyName: ({ event }) => event.name.trim() }), 'clearFailures'],
        },
        BACK: { target: 'choosing' },
      },
    },
    preparingPasskey: {
      tags: 'busy',
      invoke: {
        id: 'startPasskeyRegistration',
        src: 'startPasskeyRegistration',
        onDone: { target: 'creatingPasskey', actions: assign({ passkeyOptions: ({ event }) => event.output }) },
        onError: { target: 'naming', actions: { type: 'assignError', params: failure } },
      },
    },
    creatingPasskey: {
      tags: 'busy',
      invoke: {
        id: 'createPasskey',
        src: 'createPasskey',
        input: ({ context }) => {
          if (!context.passkeyOptions) throw new Error('creatingPasskey entered without options');
          return context.passkeyOptions;
        },
        onDone: { target: 'savingPasskey', actions: assign({ credential: ({ event }) => event.output }) },
        onError: {
          target: 'naming',
          actions: assign({ promptFailure: ({ event }) => passkeyPromptFailureOf(event.error) }),
        },
      },
    },
    savingPasskey: {
      tags: 'busy',
      invoke: {
        id: 'addPasskey',
        src: 'addPasskey',
        input: ({ context }) => {
          if (!context.passkeyOptions || !context.credential || context.passkeyName === undefined) {
            throw new Error('savingPasskey entered without the browser’s answer');
          }
          return {
            challengeId: context.passkeyOptions.challengeId,
            name: context.passkeyName,
            credential: context.credential,
          };
        },
        onDone: [
          {
            guard: { type: 'answeredCodes', params: added },
            target: 'showingRecoveryCodes',
            actions: { type: 'assignRecoveryCodes', params: added },
          },
          { target: 'done' },
        ],
        onError: { target: 'naming', actions: { type: 'assignError', params: failure } },
      },
    },
    showingRecoveryCodes: { on: { FINISH: { target: 'done' } } },
    done: { type: 'final' },
  },
});
