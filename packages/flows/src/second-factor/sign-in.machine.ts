import type {
  CodeMethod,
  LoginRequest,
  LoginResponse,
  SecondFactorMethod,
  SecondStepRequired,
  User,
} from '@keystone/api';
import { assign, setup } from 'xstate';
import { ErrorCode } from '../errors/catalogue.ts';
import { hasErrorCode } from '../errors/api-error.ts';
import { loginPlaceholder, signInWithCodePlaceholder, signInWithPasskeyPlaceholder } from './sign-in.actors.ts';

export interface SignInContext {
  /** 'Remember me' as last sent: the ticket carries it for the second step; a passwordless passkey sends it itself. */
  rememberMe: boolean;
  /** The ticket of a password that was right, for the second step (`SecondStepRequired`). */
  ticket?: string;
  /** The user's second factors, as the ticket's answer listed them. */
  methods: SecondFactorMethod[];
  /** When the ticket runs out. */
  expiresAt?: string;
  /** Which kind of code is being checked (`verifying`), so a wrong one goes back to the same box. */
  codeMethod?: CodeMethod;
  /** The last failed call, told beside the form it came from. */
  error?: unknown;
  /** What the sign-in ended with (`signedIn`). */
  outcome?: SignInOutput;
}

export interface SignInOutput {
  user: User;
  /** When the second step used a recovery code: how many remain, which the person is told where they land. */
  recoveryCodesLeft?: number;
}

export type SignInEvent =
  /** The e-mail and password go to the call in the event: the machine never holds them. */
  | { type: 'SUBMIT'; credentials: LoginRequest }
  /** A sign-in with a passkey, without a password (a discoverable credential). */
  | { type: 'PASSKEY'; rememberMe: boolean }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'USE_AUTHENTICATOR' }
  | { type: 'USE_RECOVERY_CODE' }
  | { type: 'USE_PASSKEY' }
  | { type: 'CHOOSE' }
  /** Back to the e-mail and password, forgetting the ticket. */
  | { type: 'BACK' };

type ErrorParams = { error: unknown };
const failure = ({ event: failed }: { event: { error: unknown } }): ErrorParams => ({ error: failed.error });
const isSecondStep = (answer: LoginResponse | SecondStepRequired): answer is SecondStepRequired => 'ticket' in answer;

/**
 * Signing in (issue 36 §1): the e-mail and password (`credentials`, `submitting`); for a user with a second factor
 * the server answers a ticket and the second step follows in place (`secondStep`): the authenticator's code
 * (`totpCode`), a recovery code (`recoveryCode`) or a passkey (`passkey`), or a choice of them (`choosing`) for a user
 * without an authenticator; a code is checked in `verifying`, and a wrong one goes back to its box with code 60's
 * words. A passkey may also sign in without a password (`passkeySignIn`). A ticket that ran out (code 61) goes back
 * to the credentials with its words; too many tries (code 20, with the seconds to wait) rest in `throttled`. The
 * final `signedIn` outputs the user and, after a recovery code, how many remain.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as SignInOutput,
    tags: {} as 'busy',
  },
  actors: {
    login: loginPlaceholder,
    signInWithCode: signInWithCodePlaceholder,
    signInWithPasskey: signInWithPasskeyPlaceholder,
  },
  guards: {
    isSecondStep: ({ event }) => 'output' in event && isSecondStep(event.output as LoginResponse | SecondStepRequired),
    hasMethod: ({ context }, { method }: { method: SecondFactorMethod }) => context.methods.includes(method),
    isThrottled: ({ event }) => 'error' in event && hasErrorCode(event.error, ErrorCode.TOO_MANY_ATTEMPTS),
    isExpired: ({ event }) => 'error' in event && hasErrorCode(event.error, ErrorCode.SECOND_STEP_EXPIRED),
    wasTotp: ({ context }) => context.codeMethod === 'TOTP',
  },
  actions: {
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    clearError: assign({ error: undefined }),
    forgetTicket: assign({ ticket: undefined, methods: [], expiresAt: undefined, codeMethod: undefined }),
    assignTicket: assign((_, { answer }: { answer: SecondStepRequired }) => ({
      ticket: answer.ticket,
      methods: answer.methods,
      expiresAt: answer.expiresAt,
      error: undefined,
    })),
  },
}).createMachine({
  id: 'signIn',
  context: { rememberMe: false, methods: [] },
  initial: 'credentials',
  output: ({ context }) => {
    if (!context.outcome) throw new Error('signedIn reached without an answer');
    return context.outcome;
  },
  states: {
    credentials: {
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: [
            'clearError',
            'forgetTicket',
            assign({ rememberMe: ({ event }) => !!event.credentials.rememberMe }),
          ],
        },
        PASSKEY: {
          target: 'passkeySignIn',
          actions: ['clearError', 'forgetTicket', assign({ rememberMe: ({ event }) => event.rememberMe })],
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'SUBMIT') throw new Error(`submitting entered on ${event.type}`);
          return event.credentials;
        },
        onDone: [
          {
            guard: 'isSecondStep',
            target: 'secondStep',
            actions: { type: 'assignTicket', params: ({ event }) => ({ answer: event.output as SecondStepRequired }) },
          },
          { target: 'signedIn' },
        ],
        onError: [
          { guard: 'isThrottled', target: 'throttled', actions: { type: 'assignError', params: failure } },
          { target: 'credentials', actions: { type: 'assignError', params: failure } },
        ],
      },
    },
    passkeySignIn: {
      tags: 'busy',
      invoke: {
        id: 'signInWithPasskey',
        src: 'signInWithPasskey',
        input: ({ context }) => ({ rememberMe: context.rememberMe }),
        onDone: { target: 'signedIn' },
        onError: [
          { guard: 'isThrottled', target: 'throttled', actions: { type: 'assignError', params: failure } },
          { target: 'credentials', actions: { type: 'assignError', params: failure } },
        ],
      },
    },
    secondStep: {
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
        CHOOSE: { target: '.choosing', actions: 'clearError' },
        BACK: { target: 'credentials', actions: ['clearError', 'forgetTicket'] },
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
            SUBMIT_CODE: { target: 'verifying', actions: ['clearError', assign({ codeMethod: 'TOTP' as const })] },
          },
        },
        recoveryCode: {
          on: {
            SUBMIT_CODE: {
              target: 'verifying',
              actions: ['clearError', assign({ codeMethod: 'RECOVERY_CODE' as const })],
            },
          },
        },
        passkey: {
          tags: 'busy',
          invoke: {
            id: 'signInWithPasskey',
            src: 'signInWithPasskey',
            input: ({ context }) => ({ ticket: context.ticket, rememberMe: context.rememberMe }),
            onDone: { target: '#signIn.signedIn' },
            onError: [
              {
                guard: 'isExpired',
                target: '#signIn.credentials',
                actions: ['forgetTicket', { type: 'assignError', params: failure }],
              },
              {
                guard: 'isThrottled',
                target: '#signIn.throttled',
                actions: ['forgetTicket', { type: 'assignError', params: failure }],
              },
              { target: 'choosing', actions: { type: 'assignError', params: failure } },
            ],
          },
        },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'signInWithCode',
            src: 'signInWithCode',
            input: ({ context, event }) => {
              if (event.type !== 'SUBMIT_CODE') throw new Error(`verifying entered on ${event.type}`);
              if (context.ticket === undefined || context.codeMethod === undefined) {
                throw new Error('verifying entered without a ticket');
              }
              return { ticket: context.ticket, method: context.codeMethod, code: event.code };
            },
            onDone: { target: '#signIn.signedIn' },
            onError: [
              {
                guard: 'isExpired',
                target: '#signIn.credentials',
                actions: ['forgetTicket', { type: 'assignError', params: failure }],
              },
              {
                guard: 'isThrottled',
                target: '#signIn.throttled',
                actions: ['forgetTicket', { type: 'assignError', params: failure }],
              },
              { guard: 'wasTotp', target: 'totpCode', actions: { type: 'assignError', params: failure } },
              { target: 'recoveryCode', actions: { type: 'assignError', params: failure } },
            ],
          },
        },
      },
    },
    throttled: {
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: ['clearError', assign({ rememberMe: ({ event }) => !!event.credentials.rememberMe })],
        },
        PASSKEY: {
          target: 'passkeySignIn',
          actions: ['clearError', assign({ rememberMe: ({ event }) => event.rememberMe })],
        },
        BACK: { target: 'credentials', actions: 'clearError' },
      },
    },
    signedIn: {
      type: 'final',
      entry: assign({
        outcome: ({ event }) => {
          const answer = (event as unknown as { output: LoginResponse }).output;
          return {
            user: answer.user,
            ...(answer.recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft: answer.recoveryCodesLeft }),
          };
        },
      }),
    },
  },
});
