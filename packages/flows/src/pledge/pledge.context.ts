import type {
  AgreementText,
  EverydayLimit,
  FieldError,
  ESignatureType,
  InvestmentTerm,
  InvestStrategy,
  PledgeAmountOption,
  PledgeFinishResponse,
  PledgeSource,
  PledgeStartRequest,
  Project,
} from '@keystone/api';
import { isApiError } from '@keystone/api';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { errorText } from '../errors/display.ts';
import { offeredStrategies } from '../projects/project-strategies.ts';
import type { FinishPledgeInput } from './pledge.actors.ts';
import {
  longTermLimits,
  resolvePledgeAmounts,
  stepCeilings,
  validatePledgeAmountChoice,
  type PledgeAmountStep,
  validateSmsCode,
  type PledgeAmountChoice,
  type PledgeLimits,
} from './pledge-amount.rules.ts';
import { overEverydayLimitMessage } from './pledge-maximum.ts';

// The pledge flow's context, events and the pure decisions its guards make; the machine only routes. The context
// is seed 001 §3 'Pledge state': the choices each step made, the signature per tab, and what the server answered.

export interface PledgeInput {
  project: Project;
  /** The investor's e-wallet balance (`GET /user` `balancePence`). */
  eWalletBalancePence: number;
  /**
   * The cash in the investor's Innovative Finance ISA (`GET /user` `isaBalancePence`, issue 35); absent when they have
   * no ISA, and then the source step does not offer it.
   */
  isaBalancePence?: number | undefined;
  /**
   * This investor's limits for the project (`getPledgeLimits`), which the host reads before starting the flow (a
   * query, not a machine call). The server checks the amounts again when the pledge starts.
   */
  limits: PledgeLimits;
  /**
   * An everyday investor's 12-month limit (`GET /user/declaration`, issue 24 §4), read by the host with the limits:
   * the amount step refuses a pledge above what is left. Absent for every other category.
   */
  everydayLimit?: EverydayLimit | undefined;
}

export interface PledgeContext extends PledgeInput {
  source: PledgeSource | undefined;
  investStrategy: InvestStrategy | undefined;
  /**
   * The term step's answer (`isLong` in the seed, the contract's `InvestmentTerm` here): LONG (which also pledges
   * short), SHORT only, `undefined` not chosen yet. The amounts say the same as figures: `longAmountPence` 0 is short
   * term only.
   */
  term: InvestmentTerm | undefined;
  /** The amount step's options, none until the investor chooses. */
  shortOption: PledgeAmountOption | undefined;
  longOption: PledgeAmountOption | undefined;
  shortAmountPence: number | undefined;
  /** 0 for a short-term-only pledge. */
  longAmountPence: number | undefined;
  statement: boolean;
  conditions: boolean;
  /** The signature tab on screen. */
  eSignatureType: ESignatureType;
  /** Each tab's own image, a data URL (PNG or JPEG). */
  signatures: Partial<Record<ESignatureType, string>>;
  pledgeId: number | undefined;
  /** The unsigned agreement, a base64 PDF, shown before signing. */
  agreement: string | undefined;
  /** The same agreement's words, shown as text where the PDF's page is too small to read (a phone). */
  agreementText: AgreementText | undefined;
  /** The investor has been shown the whole agreement (scrolled to its end, opened it, or said they read it). */
  agreementRead: boolean;
  expiresAt: string | undefined;
  smsCode: string | undefined;
  /** Why the code was refused (wrong or expired), shown in the code dialog. */
  smsCodeError: string | undefined;
  paymentConfirmed: boolean;
  /** What the finish call answered: the payment succeeded (for a bank transfer, the details to pay into). */
  finish: PledgeFinishResponse | undefined;
  /** What the server (or the network) said when the agreement request or the payment failed. */
  error: unknown;
}

export type PledgeEvent =
  | { type: 'SELECT_SOURCE'; source: PledgeSource }
  | { type: 'SELECT_STRATEGY'; investStrategy: InvestStrategy }
  | { type: 'SELECT_TERM'; term: InvestmentTerm }
  /** On the amount step NEXT carries the form's choice; elsewhere nothing. */
  | { type: 'NEXT'; amounts?: PledgeAmountChoice }
  | { type: 'BACK' }
  | { type: 'SET_STATEMENT'; accepted: boolean }
  | { type: 'SET_CONDITIONS'; accepted: boolean }
  /** The whole agreement has been shown: scrolled to its end, opened as a PDF, or confirmed as read. */
  | { type: 'AGREEMENT_READ' }
  | { type: 'SELECT_SIGNATURE_TAB'; tab: ESignatureType }
  /** The current tab's image (a data URL). */
  | { type: 'SET_SIGNATURE'; image: string }
  | { type: 'CLEAR_SIGNATURE' }
  | { type: 'SIGN' }
  | { type: 'RESEND_CODE' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CLOSE_CODE_DIALOG' }
  | { type: 'RETRY' }
  | { type: 'SET_TRANSFER_CONFIRMED'; confirmed: boolean };

/**
 * `busy`: a call is under way (agreement, SMS, payment) and the buttons wait; `processing`: the payment is being
 * made ('Processing investment...'); `codeDialog`: the SMS code dialog is open.
 */
export type PledgeTag = 'busy' | 'processing' | 'codeDialog';

/** The outcome the host reads when the flow ends: `pledged` with the finish answer, or `left` by the first Back. */
export type PledgeOutput = { outcome: 'pledged'; finish: PledgeFinishResponse } | { outcome: 'left' };

export function pledgeContext(input: PledgeInput): PledgeContext {
  return {
    ...input,
    source: undefined,
    investStrategy: undefined,
    term: undefined,
    shortOption: undefined,
    longOption: undefined,
    shortAmountPence: undefined,
    longAmountPence: undefined,
    statement: false,
    conditions: false,
    eSignatureType: 'DRAW',
    signatures: {},
    pledgeId: undefined,
    agreement: undefined,
    agreementText: undefined,
    agreementRead: false,
    expiresAt: undefined,
    smsCode: undefined,
    smsCodeError: undefined,
    paymentConfirmed: false,
    finish: undefined,
    error: undefined,
  };
}

/** Every pledge includes the short term, so the strategies offered are the short term's (a non-null rate). */
export function pledgeStrategies(project: Project): InvestStrategy[] {
  return offeredStrategies(project, 'short');
}

/** Long term is offered when the project allows it, has long-term limits, and offers the strategy for it too. */
export function canPledgeLong(context: Pick<PledgeContext, 'project' | 'limits' | 'investStrategy'>): boolean {
  const { project, limits, investStrategy } = context;
  return (
    project.allowLongTerm &&
    longTermLimits(limits) !== undefined &&
    investStrategy !== undefined &&
    offeredStrategies(project, 'long').includes(investStrategy)
  );
}

export function isStrategyOffered(project: Project, strategy: InvestStrategy): boolean {
  return pledgeStrategies(project).includes(strategy);
}

/** The sources the investor may pay from: the e-wallet and a bank transfer, and their ISA once they have one. */
export function offeredSources(context: Pick<PledgeContext, 'isaBalancePence'>): PledgeSource[] {
  return context.isaBalancePence === undefined ? ['E_WALLET', 'BANK_TRANSFER'] : ['E_WALLET', 'ISA', 'BANK_TRANSFER'];
}

export function isSourceOffered(context: Pick<PledgeContext, 'isaBalancePence'>, source: PledgeSource): boolean {
  return offeredSources(context).includes(source);
}

/** Paid as the pledge is finished, from money the platform holds (the e-wallet, the ISA); a bank transfer waits. */
export function isPaidAtOnce(source: PledgeSource | undefined): boolean {
  return source === 'E_WALLET' || source === 'ISA';
}

export function isTermAllowed(context: PledgeContext, term: InvestmentTerm): boolean {
  return term === 'SHORT' || canPledgeLong(context);
}

/** The field of the everyday limit's refusal: no one amount is at fault, so it shows above the form. */
export const EVERYDAY_LIMIT_FIELD = 'everydayLimit';

/**
 * What keeps the amount step: the amount rules for the term and source chosen, then, for an everyday investor,
 * both terms together against what is left of their 12-month limit (the message says the limit and what is left).
 */
export function amountChoiceErrors(
  context: Pick<
    PledgeContext,
    'limits' | 'term' | 'source' | 'eWalletBalancePence' | 'isaBalancePence' | 'everydayLimit'
  >,
  choice: PledgeAmountChoice,
): FieldError[] {
  const step = amountStepOf(context);
  const errors = validatePledgeAmountChoice(choice, step);
  const limit = context.everydayLimit;
  if (errors.length > 0 || limit === undefined) return errors;
  const { shortAmountPence = 0, longAmountPence = 0 } = resolvePledgeAmounts(
    choice,
    context.limits,
    step.term,
    stepCeilings(step),
  );
  const amount = shortAmountPence + longAmountPence;
  return amount > limit.leftPence
    ? [
        {
          field: EVERYDAY_LIMIT_FIELD,
          message: overEverydayLimitMessage({ amount, limit: limit.limitPence, left: limit.leftPence }),
        },
      ]
    : [];
}

/** The amount step's figures from the flow's context: the term and source chosen, the balance, the everyday limit. */
export function amountStepOf(
  context: Pick<
    PledgeContext,
    'limits' | 'term' | 'source' | 'eWalletBalancePence' | 'isaBalancePence' | 'everydayLimit'
  >,
): PledgeAmountStep {
  return {
    limits: context.limits,
    term: context.term ?? 'SHORT',
    source: context.source ?? 'BANK_TRANSFER',
    eWalletBalancePence: context.eWalletBalancePence,
    isaBalancePence: context.isaBalancePence,
    everydayLeftPence: context.everydayLimit?.leftPence,
  };
}

/** The choice passes the amount rules for the chosen term and source, and the everyday limit. */
export function isAmountChoiceValid(context: PledgeContext, choice: PledgeAmountChoice): boolean {
  if (context.source === undefined || context.term === undefined) return false;
  return amountChoiceErrors(context, choice).length === 0;
}

/** The context's amounts and options after a valid choice. */
export function amountsFromChoice(context: PledgeContext, choice: PledgeAmountChoice): Partial<PledgeContext> {
  const step = amountStepOf(context);
  return {
    shortOption: choice.shortOption,
    longOption: choice.longOption,
    ...resolvePledgeAmounts(choice, context.limits, step.term, stepCeilings(step)),
  };
}

/** The current tab's image, if it has one. */
export function currentSignature(context: Pick<PledgeContext, 'signatures' | 'eSignatureType'>): string | undefined {
  return context.signatures[context.eSignatureType];
}

export function isCodeFilled(code: string): boolean {
  return validateSmsCode(code) === undefined;
}

/** What `POST /pledges` sends for the choices made. */
export function startPledgeInput(context: PledgeContext): PledgeStartRequest {
  return {
    projectId: context.project.id,
    investStrategy: context.investStrategy as InvestStrategy,
    shortAmountPence: context.shortAmountPence ?? 0,
    longAmountPence: context.longAmountPence ?? 0,
  };
}

/** What `PUT /pledges/{id}/` sends: the pledge, the source, the current tab's signature and the code. */
export function finishPledgeInput(context: PledgeContext): FinishPledgeInput {
  return {
    pledgeId: context.pledgeId as number,
    source: context.source as PledgeSource,
    signatureBase64: currentSignature(context) ?? '',
    smsCode: context.smsCode ?? '',
  };
}

/**
 * The finish refused the SMS code: wrong or expired (a field error on `smsCode`), or ended by its fifth wrong try
 * (429 code 20). The message goes back to the code dialog, on the same pledge, where the investor types the code
 * again or sends a new one.
 */
export function smsCodeErrorMessage(error: unknown): string | undefined {
  if (hasErrorCode(error, ErrorCode.TOO_MANY_ATTEMPTS)) return errorText(error);
  if (!isApiError(error)) return undefined;
  return error.fieldErrors?.find((fieldError) => fieldError.field.toLowerCase() === 'smscode')?.message;
}

/**
 * A refused agreement request or payment in words: what was wrong with the pledge when the server names it (an
 * amount that no longer fits answers 'Invalid data' with the reason on its field), else the server's message.
 */
export function pledgeRefusalText(error: unknown): string {
  return (isApiError(error) ? error.fieldErrors?.[0]?.message : undefined) ?? errorText(error);
}
