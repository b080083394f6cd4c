import type {
  AutoInvest,
  AutoInvestAuthority,
  AutoInvestAuthorityStarted,
  AutoInvestRules,
  AutoInvestState,
  ESignatureType,
} from '@keystone/api';
import { isApiError } from '@keystone/api';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { errorText } from '../errors/display.ts';
import { validateSmsCode } from '../pledge/pledge-amount.rules.ts';
import { smsCodeErrorMessage } from '../pledge/pledge.context.ts';
import type { SignAutoInvestAuthorityInput } from './auto-invest-rules.actors.ts';

// The rules machine's context, events and the pure decisions its guards make; the machine only routes. The context
// holds the step's outcome, never a form's fields: the auto-invest the server last answered, the rules being sent,
// the draft authority, the signature per tab, the code, and what the server said.

export interface AutoInvestRulesInput {
  /** What `getAutoInvest` answered when the page opened. */
  autoInvest: AutoInvest;
}

/** What the last change did, kept on screen after the page's data is read again (issue 37's lesson). */
export type AutoInvestOutcome = 'signed' | 'paused' | 'resumed' | 'changed' | 'ended';

export interface AutoInvestRulesContext {
  /** The investor's auto-invest as the server last answered it (the page's read, then each change's answer). */
  autoInvest: AutoInvest;
  /** The rules sent to start an authority or to change the current one. */
  rules: AutoInvestRules | undefined;
  /** The draft authority `startAutoInvest` answered: its id, reference, PDF and text. */
  started: AutoInvestAuthorityStarted | undefined;
  /** The investor has been shown the whole authority. */
  agreementRead: boolean;
  eSignatureType: ESignatureType;
  /** Each tab's own image, a data URL (PNG or JPEG). */
  signatures: Partial<Record<ESignatureType, string>>;
  /** A code has been asked for: the code dialog is open. */
  codeSent: boolean;
  smsCode: string | undefined;
  /** Why the code was refused (wrong, expired, too many tries), shown in the code dialog. */
  smsCodeError: string | undefined;
  /** The state asked of `setAutoInvestState`. */
  requestedState: AutoInvestState | undefined;
  /** What the server (or the network) said when a call failed; the screen words it with `refusal(...)`. */
  error: unknown;
  outcome: AutoInvestOutcome | undefined;
}

export type AutoInvestRulesEvent =
  /** The rules form's values, checked by `validateAutoInvestRules`: start a standing authority for them. */
  | { type: 'START'; rules: AutoInvestRules }
  /** The whole authority has been shown: scrolled to its end, opened as a PDF, or confirmed as read. */
  | { type: 'AGREEMENT_READ' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SELECT_SIGNATURE_TAB'; tab: ESignatureType }
  | { type: 'SET_SIGNATURE'; image: string }
  | { type: 'CLEAR_SIGNATURE' }
  /** Sign: the code is sent, its dialog opens. */
  | { type: 'SIGN' }
  | { type: 'RESEND_CODE' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CLOSE_CODE_DIALOG' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'END' }
  /** Change the rules of the current authority: the same form, filled with them. */
  | { type: 'CHANGE' }
  | { type: 'SAVE'; rules: AutoInvestRules }
  | { type: 'CANCEL' }
  /** After ending: the rules form again, for a new authority. */
  | { type: 'NEW_RULES' };

/** `busy`: a call is under way and the buttons wait; `codeDialog`: the SMS code dialog is open. */
export type AutoInvestRulesTag = 'busy' | 'codeDialog';

export function autoInvestRulesContext(input: AutoInvestRulesInput): AutoInvestRulesContext {
  return {
    autoInvest: input.autoInvest,
    rules: undefined,
    started: undefined,
    agreementRead: false,
    eSignatureType: 'DRAW',
    signatures: {},
    codeSent: false,
    smsCode: undefined,
    smsCodeError: undefined,
    requestedState: undefined,
    error: undefined,
    outcome: undefined,
  };
}

/** The authority the investor holds (ACTIVE or PAUSED), or the last one ended, or null. */
export function authorityOf(context: Pick<AutoInvestRulesContext, 'autoInvest'>): AutoInvestAuthority | null {
  return context.autoInvest.authority;
}

/** The state of the investor's authority; null when they never signed one. */
export function authorityState(context: Pick<AutoInvestRulesContext, 'autoInvest'>): AutoInvestState | null {
  return authorityOf(context)?.state ?? null;
}

export function isCodeFilled(code: string): boolean {
  return validateSmsCode(code) === undefined;
}

/** The current tab's image, if it has one. */
export function currentSignature(
  context: Pick<AutoInvestRulesContext, 'signatures' | 'eSignatureType'>,
): string | undefined {
  return context.signatures[context.eSignatureType];
}

/** What `PUT /auto-invest/authorities/{id}` sends: the draft authority, the current tab's signature and the code. */
export function signAutoInvestAuthorityInput(context: AutoInvestRulesContext): SignAutoInvestAuthorityInput {
  return {
    authorityId: context.started?.authorityId ?? 0,
    signatureBase64: currentSignature(context) ?? '',
    smsCode: context.smsCode ?? '',
  };
}

/** The outcome a state change answered says. */
export function stateChangeOutcome(state: AutoInvestState): AutoInvestOutcome {
  if (state === 'PAUSED') return 'paused';
  if (state === 'ENDED') return 'ended';
  return 'resumed';
}

/** 400 code 2 on `authorityId`: the draft authority was not signed within its 10 minutes. */
export function isAuthorityExpired(error: unknown): boolean {
  return (
    hasErrorCode(error, ErrorCode.INVALID_DATA) &&
    isApiError(error) &&
    (error.fieldErrors ?? []).some((fieldError) => fieldError.field === 'authorityId')
  );
}

/** The signature refused the code: wrong, expired or missing (on `smsCode`), or ended by too many tries (429 code 20). */
export function autoInvestSmsCodeErrorMessage(error: unknown): string | undefined {
  return smsCodeErrorMessage(error);
}

/**
 * The investing gate's refusals before an authority is started or signed: KYC (15), the consumer journey (46) and
 * its cooling-off (43), a current declaration (47). The screen shows each with the way to where it is finished.
 */
export const AUTO_INVEST_GATE_CODES: readonly ErrorCode[] = [
  ErrorCode.KYC_NOT_FINISHED,
  ErrorCode.CONSUMER_JOURNEY_NOT_DONE,
  ErrorCode.COOLING_OFF_NOT_ENDED,
  ErrorCode.DECLARATION_NOT_CURRENT,
];

/** The gate's code the error carries, or undefined. */
export function autoInvestGateCode(error: unknown): ErrorCode | undefined {
  return AUTO_INVEST_GATE_CODES.find((code) => hasErrorCode(error, code));
}

/**
 * A refusal in words, as the form above its fields says it: an expired authority by its own sentence (its field is
 * not one of the form's), else the server's message.
 */
export function autoInvestRefusalText(error: unknown): string {
  if (isAuthorityExpired(error) && isApiError(error)) {
    const expired = error.fieldErrors?.find((fieldError) => fieldError.field === 'authorityId')?.message;
    if (expired !== undefined) return expired;
  }
  return errorText(error);
}
