import type { AutoInvest, AutoInvestAuthorityStarted, AutoInvestState } from '@keystone/api';
import { assign, setup } from 'xstate';
import {
  sendAutoInvestSmsPlaceholder,
  setAutoInvestStatePlaceholder,
  signAutoInvestAuthorityPlaceholder,
  startAutoInvestPlaceholder,
  updateAutoInvestRulesPlaceholder,
} from './auto-invest-rules.actors.ts';
import {
  authorityState,
  autoInvestRulesContext,
  autoInvestSmsCodeErrorMessage,
  currentSignature,
  isAuthorityExpired,
  isCodeFilled,
  signAutoInvestAuthorityInput,
  stateChangeOutcome,
  type AutoInvestRulesContext,
  type AutoInvestRulesEvent,
  type AutoInvestRulesInput,
  type AutoInvestRulesTag,
} from './auto-invest-rules.context.ts';

type ErrorParams = { error: unknown };
const failure = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });
type AnsweredParams = { autoInvest: AutoInvest };
const answered = ({ event }: { event: { output: AutoInvest } }): AnsweredParams => ({ autoInvest: event.output });

// Where a settled change goes: the state of the authority the server last answered.
const byAuthorityState = [
  { guard: { type: 'isInState', params: { state: 'ACTIVE' as AutoInvestState } }, target: '#autoInvestRules.active' },
  { guard: { type: 'isInState', params: { state: 'PAUSED' as AutoInvestState } }, target: '#autoInvestRules.paused' },
  { guard: { type: 'isInState', params: { state: 'ENDED' as AutoInvestState } }, target: '#autoInvestRules.ended' },
  { target: '#autoInvestRules.none' },
] as const;

/**
 * An investor's auto-invest rules and their standing authority (issue 38 §1), from what `getAutoInvest` answered:
 * an ACTIVE authority starts `active`, a PAUSED one `paused`, none or an ENDED one `none` (the rules form). The rules
 * start a draft authority (`startAutoInvest`), which the investor reads in full, signs (draw, type or upload, as a
 * pledge) and confirms with the SMS code; signed, it is `active`. An authority may then be paused and resumed
 * (`setAutoInvestState`), its rules changed (`updateAutoInvestRules`, no new signature) and ended for good. Every
 * failure is held as the server said it (`error`) in the state the investor acted from, which words it with
 * `refusal(...)`: the investing gate (15, 46, 43, 47), rules refused (2), an ISA not open (54). A wrong code goes back
 * to the code dialog with its message; an authority not signed within its 10 minutes back to the form.
 */
export const autoInvestRulesMachine = setup({
  types: {
    context: {} as AutoInvestRulesContext,
    events: {} as AutoInvestRulesEvent,
    input: {} as AutoInvestRulesInput,
    tags: {} as AutoInvestRulesTag,
  },
  actors: {
    startAutoInvest: startAutoInvestPlaceholder,
    sendAutoInvestSms: sendAutoInvestSmsPlaceholder,
    signAutoInvestAuthority: signAutoInvestAuthorityPlaceholder,
    setAutoInvestState: setAutoInvestStatePlaceholder,
    updateAutoInvestRules: updateAutoInvestRulesPlaceholder,
  },
  guards: {
    isInState: ({ context }, { state }: { state: AutoInvestState }) => authorityState(context) === state,
    hasReadAgreement: ({ context }) => context.agreementRead,
    hasCurrentSignature: ({ context }) => currentSignature(context) !== undefined,
    canSubmitCode: ({ context, event }) =>
      event.type === 'SUBMIT_CODE' &&
      context.codeSent &&
      isCodeFilled(event.code) &&
      currentSignature(context) !== undefined,
    isAuthorityExpired: (_, { error }: ErrorParams) => isAuthorityExpired(error),
    isSmsCodeRefused: (_, { error }: ErrorParams) => autoInvestSmsCodeErrorMessage(error) !== undefined,
  },
  actions: {
    assignRules: assign(({ event }) => (event.type === 'START' || event.type === 'SAVE' ? { rules: event.rules } : {})),
    // A new start is a new authority: the previous draft, its reading, signature and code no longer count.
    forgetDraft: assign({
      started: undefined,
      agreementRead: false,
      signatures: {},
      codeSent: false,
      smsCode: undefined,
      smsCodeError: undefined,
    }),
    forgetOutcome: assign({ outcome: undefined, error: undefined }),
    assignStarted: assign((_, { started }: { started: AutoInvestAuthorityStarted }) => ({ started })),
    markAgreementRead: assign({ agreementRead: true }),
    assignSignatureTab: assign(({ event }) =>
      event.type === 'SELECT_SIGNATURE_TAB' ? { eSignatureType: event.tab } : {},
    ),
    assignSignature: assign(({ context, event }) =>
      event.type === 'SET_SIGNATURE'
        ? { signatures: { ...context.signatures, [context.eSignatureType]: event.image }, smsCodeError: undefined }
        : {},
    ),
    clearSignature: assign(({ context }) => {
      const { [context.eSignatureType]: _cleared, ...others } = context.signatures;
      return { signatures: others, smsCodeError: undefined };
    }),
    openCodeDialog: assign({ codeSent: true }),
    closeCodeDialog: assign({ codeSent: false, smsCode: undefined, smsCodeError: undefined }),
    assignSmsCode: assign(({ event }) =>
      event.type === 'SUBMIT_CODE' ? { smsCode: event.code.trim(), smsCodeError: undefined } : {},
    ),
    assignSmsCodeError: assign((_, { error }: ErrorParams) => ({
      smsCode: undefined,
      smsCodeError: autoInvestSmsCodeErrorMessage(error),
    })),
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    assignRequestedState: assign((_, { state }: { state: AutoInvestState }) => ({ requestedState: state })),
    assignSigned: assign((_, { autoInvest }: AnsweredParams) => ({
      autoInvest,
      outcome: 'signed' as const,
      started: undefined,
      signatures: {},
      codeSent: false,
      smsCode: undefined,
      rules: undefined,
    })),
    assignStateChanged: assign(({ context }, { autoInvest }: AnsweredParams) => ({
      autoInvest,
      outcome: stateChangeOutcome(autoInvest.authority?.state ?? context.requestedState ?? 'ACTIVE'),
      requestedState: undefined,
    })),
    assignRulesChanged: assign((_, { autoInvest }: AnsweredParams) => ({
      autoInvest,
      outcome: 'changed' as const,
      rules: undefined,
    })),
  },
}).createMachine({
  id: 'autoInvestRules',
  context: ({ input }) => autoInvestRulesContext(input),
  initial: 'routing',
  states: {
    // Where the page's read puts the investor: their authority's state, or the rules form.
    routing: {
      always: [
        { guard: { type: 'isInState', params: { state: 'ACTIVE' } }, target: 'active' },
        { guard: { type: 'isInState', params: { state: 'PAUSED' } }, target: 'paused' },
        { target: 'none' },
      ],
    },
    none: {
      on: {
        START: { target: 'starting', actions: ['forgetOutcome', 'assignRules'] },
      },
    },
    starting: {
      tags: 'busy',
      entry: 'forgetDraft',
      invoke: {
        id: 'startAutoInvest',
        src: 'startAutoInvest',
        input: ({ context }) => context.rules as NonNullable<AutoInvestRulesContext['rules']>,
        onDone: {
          target: 'reading',
          actions: { type: 'assignStarted', params: ({ event }) => ({ started: event.output }) },
        },
        onError: { target: 'none', actions: { type: 'assignError', params: failure } },
      },
    },
    reading: {
      on: {
        AGREEMENT_READ: { actions: 'markAgreementRead' },
        // Nobody signs what they have not been shown in full (issue 23).
        NEXT: { guard: 'hasReadAgreement', target: 'signing' },
        BACK: { target: 'none' },
      },
    },
    signing: {
      on: {
        SELECT_SIGNATURE_TAB: { actions: 'assignSignatureTab' },
        SET_SIGNATURE: { actions: 'assignSignature' },
        CLEAR_SIGNATURE: { actions: 'clearSignature' },
        SIGN: { guard: 'hasCurrentSignature', target: 'sendingCode', actions: 'forgetOutcome' },
        RESEND_CODE: { guard: 'hasCurrentSignature', target: 'sendingCode' },
        SUBMIT_CODE: { guard: 'canSubmitCode', target: 'submitting', actions: 'assignSmsCode' },
        CLOSE_CODE_DIALOG: { actions: 'closeCodeDialog' },
        BACK: { target: 'reading', actions: 'closeCodeDialog' },
      },
    },
    sendingCode: {
      tags: ['busy', 'codeDialog'],
      entry: 'openCodeDialog',
      invoke: {
        id: 'sendAutoInvestSms',
        src: 'sendAutoInvestSms',
        input: ({ context }) => ({ authorityId: context.started?.authorityId ?? 0 }),
        // As a pledge's: a code that fails to send (or a new one asked within 30 seconds, 429 code 20) is ignored;
        // the investor may send it again from the dialog. Only an expired authority cannot go on.
        onDone: { target: 'signing' },
        onError: [
          {
            guard: { type: 'isAuthorityExpired', params: failure },
            target: 'none',
            actions: [{ type: 'assignError', params: failure }, 'forgetDraft'],
          },
          { target: 'signing' },
        ],
      },
    },
    submitting: {
      tags: ['busy', 'codeDialog'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'signAutoInvestAuthority',
        src: 'signAutoInvestAuthority',
        input: ({ context }) => signAutoInvestAuthorityInput(context),
        onDone: { target: 'active', actions: { type: 'assignSigned', params: answered } },
        onError: [
          {
            guard: { type: 'isSmsCodeRefused', params: failure },
            target: 'signing',
            actions: { type: 'assignSmsCodeError', params: failure },
          },
          {
            guard: { type: 'isAuthorityExpired', params: failure },
            target: 'none',
            actions: [{ type: 'assignError', params: failure }, 'forgetDraft'],
          },
          { target: 'signing', actions: [{ type: 'assignError', params: failure }, 'closeCodeDialog'] },
        ],
      },
    },
    active: {
      on: {
        PAUSE: {
          target: 'settingState',
          actions: { type: 'assignRequestedState', params: { state: 'PAUSED' } },
        },
        END: { target: 'settingState', actions: { type: 'assignRequestedState', params: { state: 'ENDED' } } },
        CHANGE: { target: 'changing' },
      },
    },
    paused: {
      on: {
        RESUME: {
          target: 'settingState',
          actions: { type: 'assignRequestedState', params: { state: 'ACTIVE' } },
        },
        END: { target: 'settingState', actions: { type: 'assignRequestedState', params: { state: 'ENDED' } } },
        CHANGE: { target: 'changing' },
      },
    },
    settingState: {
      tags: 'busy',
      entry: 'forgetOutcome',
      invoke: {
        id: 'setAutoInvestState',
        src: 'setAutoInvestState',
        input: ({ context }) => ({ state: context.requestedState ?? 'ACTIVE' }),
        onDone: { target: 'returning', actions: { type: 'assignStateChanged', params: answered } },
        onError: { target: 'returning', actions: { type: 'assignError', params: failure } },
      },
    },
    // Editing the rules of the current authority (the same form), then saving them.
    changing: {
      initial: 'editing',
      entry: 'forgetOutcome',
      states: {
        editing: {
          on: {
            SAVE: { target: 'saving', actions: 'assignRules' },
            CANCEL: { target: '#autoInvestRules.returning' },
          },
        },
        saving: {
          tags: 'busy',
          entry: 'forgetOutcome',
          invoke: {
            id: 'updateAutoInvestRules',
            src: 'updateAutoInvestRules',
            input: ({ context }) => context.rules as NonNullable<AutoInvestRulesContext['rules']>,
            onDone: { target: '#autoInvestRules.returning', actions: { type: 'assignRulesChanged', params: answered } },
            onError: { target: 'editing', actions: { type: 'assignError', params: failure } },
          },
        },
      },
    },
    // Back to what the server last said the authority is.
    returning: {
      always: [...byAuthorityState],
    },
    // Ended in this visit: said, until the investor sets new rules.
    ended: {
      on: { NEW_RULES: { target: 'none', actions: 'forgetOutcome' } },
    },
  },
});
