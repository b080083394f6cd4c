import type { CodeMethod, SecondFactorMethod, StepUpConfirmation } from '@keystone/api';
import { assign, setup } from 'xstate';
import { confirmSecondFactorPlaceholder, confirmWithPasskeyPlaceholder } from './sign-in.actors.ts';

export interface StepUpInput {
  /** The person's second factors (`User.secondFactorMethods`); recovery codes are always a way. */
  methods: SecondFactorMethod[];
}

export interface StepUpContext {
  methods: SecondFactorMethod[];
  /** Which kind of code is being checked (`verifying`), so a wrong one goes back to the same box. */
  codeMethod?: CodeMethod;
  /** The last failed call (a wrong code is code 60), told in the dialog. */
  error?: unknown;
  /** The server's confirmation (`confirmed`). */
  confirmation?: StepUpConfirmation;
}

export type StepUpEvent =
  | { type: 'ASK' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'USE_AUTHENTICATOR' }
  | { type: 'USE_RECOVERY_CODE' }
  | { type: 'USE_PASSKEY' }
  | { type: 'CANCEL' };

type ErrorParams = { error: unknown };
const failure = ({ event: failed }: { event: { error: unknown } }): ErrorParams => ({ error: failed.error });

/**
 * A fresh check before money or identity changes (issue 36 §2): a call answered 403 code 58 asks (`ASK`) for the
 * authenticator's code (`asking.totpCode`), a recovery code (`asking.recoveryCode`) or a passkey (`asking.passkey`),
 * or a choice of them (`asking.choosing`) for a user without an authenticator. A code is checked in `verifying`; a
 * wrong one goes back to its box with code 60's words. It ends `confirmed`, outputting the server's confirmation (the
 * caller then sends the same request again), or `cancelled` (the caller gets the original refusal).
 */
export const stepUpMachine = setup({
  types: {
    context: {} as StepUpContext,
    events: {} as StepUpEvent,
    input: {} as StepUpInput,
    output: {} as StepUpConfirmation | null,
    tags: {} as 'busy',
  },
  actors: {
    confirmSecondFactor: confirmSecondFactorPlaceholder,
    confirmWithPasskey: confirmWithPasskeyPlaceholder,
  },
  guards: {
    hasMethod: ({ context }, { method }: { method: SecondFactorMethod }) => context.methods.includes(method),
    wasTotp: ({ context }) => context.codeMethod === 'TOTP',
  },
  actions: {
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    clearError: assign({ error: undefined }),
    assignConfirmation: assign((_, { confirmation }: { confirmation: StepUpConfirmation }) => ({
      confirmation,
      error: undefined,
    })),
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({ methods: input.methods }),
  initial: 'idle',
  output: ({ context }) => context.confirmation ?? null,
  on: { CANCEL: { target: '.cancelled', actions: assign({ confirmation: undefined }) } },
  states: {
    idle: { on: { ASK: { target: 'asking' } } },
    asking: {
      initial: 'routing',
      on: {
        USE_AUTHENTICATOR: {
          guard: { type: 'hasMethod', params: { method: 'TOTP' } },
          target: '.totpCode',
          actions: 'clearError',
        },
        USE_PASSKEY: {
          guard: { type: 'hasMethod', params: { method: 'PASSKEY' } },
          target: '.passkey',
          actions: 'clearError',
        },
        USE_RECOVERY_CODE: { target: '.recoveryCode', actions: 'clearError' },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'hasMethod', params: { method: 'TOTP' } }, target: 'totpCode' },
            { target: 'choosing' },
          ],
        },
        choosing: {},
        totpCode: {
          on: {
            SUBMIT_CODE: {
              target: '#stepUp.verifying',
              actions: ['clearError', assign({ codeMethod: 'TOTP' as const })],
            },
          },
        },
        recoveryCode: {
          on: {
            SUBMIT_CODE: {
              target: '#stepUp.verifying',
              actions: ['clearError', assign({ codeMethod: 'RECOVERY_CODE' as const })],
            },
          },
        },
        passkey: {
          tags: 'busy',
          invoke: {
            id: 'confirmWithPasskey',
            src: 'confirmWithPasskey',
            input: () => ({}),
            onDone: {
              target: '#stepUp.confirmed',
              actions: { type: 'assignConfirmation', params: ({ event }) => ({ confirmation: event.output }) },
            },
            onError: { target: 'choosing', actions: { type: 'assignError', params: failure } },
          },
        },
        /** Where a wrong code goes back to: the box it was typed in. */
        retyping: {
          always: [{ guard: 'wasTotp', target: 'totpCode' }, { target: 'recoveryCode' }],
        },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'confirmSecondFactor',
        src: 'confirmSecondFactor',
        input: ({ context, event }) => {
          if (event.type !== 'SUBMIT_CODE' || context.codeMethod === undefined) {
            throw new Error(`verifying entered on ${event.type}`);
          }
          return { method: context.codeMethod, code: event.code };
        },
        onDone: {
          target: 'confirmed',
          actions: { type: 'assignConfirmation', params: ({ event }) => ({ confirmation: event.output }) },
        },
        onError: { target: 'asking.retyping', actions: { type: 'assignError', params: failure } },
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
