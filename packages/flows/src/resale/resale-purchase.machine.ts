import type { ResalePurchaseResult, ResalePurchaseStarted } from '@keystone/api';
import { assign, setup } from 'xstate';
import {
  finishResalePurchasePlaceholder,
  sendResalePurchaseSmsPlaceholder,
  startResalePurchasePlaceholder,
} from './resale-purchase.actors.ts';
import {
  amountRefusalMessage,
  currentSignature,
  finishResalePurchaseInput,
  isAmountRefused,
  isCodeFilled,
  isGateRefusal,
  isListingNotForSale,
  isPurchaseExpired,
  purchaseAmountError,
  purchaseRefusalText,
  purchaseSmsCodeErrorMessage,
  resalePurchaseContext,
  startedPurchase,
  startResalePurchaseInput,
  type ResalePurchaseContext,
  type ResalePurchaseEvent,
  type ResalePurchaseInput,
  type ResalePurchaseOutput,
  type ResalePurchaseTag,
} from './resale-purchase.context.ts';

type ErrorParams = { error: unknown };
const failure = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });

// The refusals every call may answer, in the order they are told apart; each call adds its own before them.
const refusals = [
  {
    guard: { type: 'isListingNotForSale', params: failure },
    target: '#resalePurchase.soldOut',
    actions: { type: 'assignRefusal', params: failure },
  },
  {
    guard: { type: 'isGateRefusal', params: failure },
    target: '#resalePurchase.gateRefused',
    actions: { type: 'assignRefusal', params: failure },
  },
  {
    guard: { type: 'isPurchaseExpired', params: failure },
    target: '#resalePurchase.expired',
    actions: { type: 'assignRefusal', params: failure },
  },
  {
    guard: { type: 'isAmountRefused', params: failure },
    target: '#resalePurchase.choosingAmount',
    actions: { type: 'assignAmountError', params: failure },
  },
] as const;

/**
 * Buying a loan part (issue 37 §2): the amount (flows' amount rule, side 'buy'), the purchase started on the server
 * (its price for today and the draft assignment), the assignment reviewed, signed (draw, type or upload, as a
 * pledge), the SMS code sent and entered, and the settlement. The server calls are injected actors named after their
 * operations. The refusals end the flow: `soldOut` (409 code 63: sold, withdrawn, or not enough left) and
 * `gateRefused` (the investing gate: codes 15, 43, 46, 47, 45), each with the server's sentence; an expired purchase
 * (400 code 2 on `purchaseId`) waits in `expired` to START_AGAIN. A wrong code goes back to the code with its
 * message; an amount the server refuses (the rule, or not enough in the e-wallet for the price) back to the amount
 * with its message. Any other failure is held (`error`) with RETRY.
 */
export const resalePurchaseMachine = setup({
  types: {
    context: {} as ResalePurchaseContext,
    events: {} as ResalePurchaseEvent,
    input: {} as ResalePurchaseInput,
    output: {} as ResalePurchaseOutput,
    tags: {} as ResalePurchaseTag,
  },
  actors: {
    startResalePurchase: startResalePurchasePlaceholder,
    sendResalePurchaseSms: sendResalePurchaseSmsPlaceholder,
    finishResalePurchase: finishResalePurchasePlaceholder,
  },
  guards: {
    isValidAmount: ({ context, event }) =>
      event.type === 'NEXT' &&
      event.amountPence !== undefined &&
      purchaseAmountError(context.listing, event.amountPence) === undefined,
    hasReadAgreement: ({ context }) => context.agreementRead,
    hasCurrentSignature: ({ context }) => currentSignature(context) !== undefined,
    isCodeFilled: ({ event }) => event.type === 'SUBMIT_CODE' && isCodeFilled(event.code),
    isListingNotForSale: (_, { error }: ErrorParams) => isListingNotForSale(error),
    isGateRefusal: (_, { error }: ErrorParams) => isGateRefusal(error),
    isPurchaseExpired: (_, { error }: ErrorParams) => isPurchaseExpired(error),
    isAmountRefused: (_, { error }: ErrorParams) => isAmountRefused(error),
    isSmsCodeRefused: (_, { error }: ErrorParams) => purchaseSmsCodeErrorMessage(error) !== undefined,
  },
  actions: {
    assignAmount: assign(({ event }) =>
      event.type === 'NEXT' && event.amountPence !== undefined
        ? { amountPence: event.amountPence, amountError: undefined }
        : {},
    ),
    // A new start is a new purchase: the previous one's id, price, assignment and code no longer count.
    forgetPurchase: assign({
      purchaseId: undefined,
      expiresAt: undefined,
      figures: undefined,
      agreement: undefined,
      agreementText: undefined,
      agreementRead: false,
      smsCode: undefined,
      smsCodeError: undefined,
      error: undefined,
    }),
    assignPurchase: assign((_, { started }: { started: ResalePurchaseStarted }) => startedPurchase(started)),
    markAgreementRead: assign({ agreementRead: true }),
    assignSignatureTab: assign(({ event }) =>
      event.type === 'SELECT_SIGNATURE_TAB' ? { eSignatureType: event.tab } : {},
    ),
    // A different signature needs its own code.
    assignSignature: assign(({ context, event }) =>
      event.type === 'SET_SIGNATURE'
        ? {
            signatures: { ...context.signatures, [context.eSignatureType]: event.image },
            smsCode: undefined,
            smsCodeError: undefined,
          }
        : {},
    ),
    clearSignature: assign(({ context }) => {
      const { [context.eSignatureType]: _cleared, ...others } = context.signatures;
      return { signatures: others, smsCode: undefined, smsCodeError: undefined };
    }),
    assignSmsCode: assign(({ event }) =>
      event.type === 'SUBMIT_CODE' ? { smsCode: event.code.trim(), smsCodeError: undefined } : {},
    ),
    assignSmsCodeError: assign((_, { error }: ErrorParams) => ({
      smsCode: undefined,
      smsCodeError: purchaseSmsCodeErrorMessage(error),
    })),
    assignAmountError: assign((_, { error }: ErrorParams) => ({ amountError: amountRefusalMessage(error) })),
    assignRefusal: assign((_, { error }: ErrorParams) => ({ refusal: purchaseRefusalText(error), error })),
    clearError: assign({ error: undefined }),
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    forgetRefusal: assign({ refusal: undefined, amountError: undefined }),
    assignResult: assign((_, { result }: { result: ResalePurchaseResult }) => ({ result })),
  },
}).createMachine({
  id: 'resalePurchase',
  context: ({ input }) => resalePurchaseContext(input),
  initial: 'choosingAmount',
  states: {
    choosingAmount: {
      on: {
        NEXT: { guard: 'isValidAmount', target: 'starting', actions: 'assignAmount' },
      },
    },
    starting: {
      tags: 'busy',
      entry: 'forgetPurchase',
      invoke: {
        id: 'startResalePurchase',
        src: 'startResalePurchase',
        input: ({ context }) => startResalePurchaseInput(context),
        onDone: {
          target: 'reviewing',
          actions: { type: 'assignPurchase', params: ({ event }) => ({ started: event.output }) },
        },
        onError: [...refusals, { target: 'startFailed', actions: { type: 'assignError', params: failure } }],
      },
    },
    startFailed: {
      on: { RETRY: { target: 'starting' }, BACK: { target: 'choosingAmount' } },
    },
    reviewing: {
      on: {
        AGREEMENT_READ: { actions: 'markAgreementRead' },
        // Nobody signs what they have not been shown in full (issue 23).
        NEXT: { guard: 'hasReadAgreement', target: 'signing' },
        BACK: { target: 'choosingAmount' },
      },
    },
    signing: {
      on: {
        SELECT_SIGNATURE_TAB: { actions: 'assignSignatureTab' },
        SET_SIGNATURE: { actions: 'assignSignature' },
        CLEAR_SIGNATURE: { actions: 'clearSignature' },
        SIGN: { guard: 'hasCurrentSignature', target: 'sendingCode' },
        BACK: { target: 'reviewing' },
      },
    },
    sendingCode: {
      tags: ['busy', 'codeDialog'],
      invoke: {
        id: 'sendResalePurchaseSms',
        src: 'sendResalePurchaseSms',
        input: ({ context }) => ({ purchaseId: context.purchaseId as number }),
        // As a pledge's: a code that fails to send (or a new one asked within 30 seconds, 429 code 20) is ignored;
        // the buyer may send it again from the dialog. Only an expired purchase cannot go on.
        onDone: { target: 'enteringCode' },
        onError: [
          {
            guard: { type: 'isPurchaseExpired', params: failure },
            target: 'expired',
            actions: { type: 'assignRefusal', params: failure },
          },
          { target: 'enteringCode' },
        ],
      },
    },
    enteringCode: {
      tags: 'codeDialog',
      on: {
        SUBMIT_CODE: { guard: 'isCodeFilled', target: 'settling', actions: 'assignSmsCode' },
        RESEND_CODE: { target: 'sendingCode' },
        CLOSE_CODE_DIALOG: { target: 'signing' },
      },
    },
    settling: {
      tags: ['busy', 'settling'],
      entry: 'clearError',
      invoke: {
        id: 'finishResalePurchase',
        src: 'finishResalePurchase',
        input: ({ context }) => finishResalePurchaseInput(context),
        onDone: {
          target: 'bought',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSmsCodeRefused', params: failure },
            target: 'enteringCode',
            actions: { type: 'assignSmsCodeError', params: failure },
          },
          ...refusals,
          { target: 'settleFailed', actions: { type: 'assignError', params: failure } },
        ],
      },
    },
    settleFailed: {
      on: { RETRY: { target: 'settling' }, BACK: { target: 'signing' } },
    },
    expired: {
      on: { START_AGAIN: { target: 'choosingAmount', actions: 'forgetRefusal' } },
    },
    bought: { type: 'final' },
    soldOut: { type: 'final' },
    gateRefused: { type: 'final' },
  },
  output: ({ context }) =>
    context.result === undefined
      ? { outcome: 'refused', reason: context.refusal ?? '' }
      : { outcome: 'bought', result: context.result },
});
