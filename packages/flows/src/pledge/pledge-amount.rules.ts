import type {
  FieldError,
  InvestmentTerm,
  PledgeAmountOption,
  PledgeLimits,
  PledgeSource,
  Project,
} from '@keystone/api';
import { MAX_TERM_DIFFERENCE_PENCE } from './pledge.constants.ts';
import { PLEDGE_MESSAGES } from './pledge.messages.ts';
import { readWholePounds, wholePoundsText } from '../rules/amount.ts';
import { isBlank } from '../rules/rule.ts';
import {
  insufficientFundsMessage,
  insufficientIsaFundsMessage,
  offeredMaximum,
  type InvestorCeilings,
} from './pledge-maximum.ts';

// The pledge amount rules (seed 001 §5 'Pledge amount'), one function for the portal's amount step and the server's
// start and finish: pure, on figures in pence, answering field errors named as the contract names them.

export type { PledgeLimits };

/** The fields the amount rules answer for: the contract's names (`PledgeStartRequest`, `PledgeFinishRequest`). */
export type PledgeAmountField = 'shortAmountPence' | 'longAmountPence' | 'source';

export interface TermLimits {
  minimumPence: number;
  maximumPence: number;
  remainingPence: number;
}

export function shortTermLimits(limits: PledgeLimits): TermLimits {
  return {
    minimumPence: limits.shortMinimumPence,
    maximumPence: limits.shortMaximumPence,
    remainingPence: limits.shortRemainingPence,
  };
}

/** What a term has raised so far against its target, and its smallest pledge. */
export interface TermFunding {
  targetPence: number;
  fundedPence: number;
  minimumPence: number;
}

/**
 * A term's limits: what remains is the target less what is held. The last slice may be smaller than the minimum: it
 * is then the minimum, so the target can be reached.
 */
export function termLimitsOf({ targetPence, fundedPence, minimumPence }: TermFunding): TermLimits {
  const remainingPence = Math.max(0, targetPence - fundedPence);
  return { minimumPence: Math.min(minimumPence, remainingPence), maximumPence: remainingPence, remainingPence };
}

/** The limits per term, as `getValidPledgeSum` answers them; `long` is null for a project without a long term. */
export function pledgeLimitsOf(short: TermFunding, long: TermFunding | null): PledgeLimits {
  const shortLimits = termLimitsOf(short);
  const longLimits = long === null ? null : termLimitsOf(long);
  return {
    shortMinimumPence: shortLimits.minimumPence,
    shortMaximumPence: shortLimits.maximumPence,
    shortRemainingPence: shortLimits.remainingPence,
    longMinimumPence: longLimits?.minimumPence ?? null,
    longMaximumPence: longLimits?.maximumPence ?? null,
    longRemainingPence: longLimits?.remainingPence ?? null,
  };
}

/** {@link pledgeLimitsOf} a project as the contract shows it. */
export function projectPledgeLimits(
  project: Pick<
    Project,
    | 'shortFundingTargetPence'
    | 'shortFundedSumPence'
    | 'shortFundingMinimumPence'
    | 'allowLongTerm'
    | 'longFundingTargetPence'
    | 'longFundedSumPence'
    | 'longFundingMinimumPence'
  >,
): PledgeLimits {
  const short = {
    targetPence: project.shortFundingTargetPence,
    fundedPence: project.shortFundedSumPence,
    minimumPence: project.shortFundingMinimumPence,
  };
  const long =
    project.allowLongTerm && project.longFundingTargetPence !== null
      ? {
          targetPence: project.longFundingTargetPence,
          fundedPence: project.longFundedSumPence ?? 0,
          minimumPence: project.longFundingMinimumPence ?? 0,
        }
      : null;
  return pledgeLimitsOf(short, long);
}

/** A term the project does not have: nothing remains to pledge. */
const NO_TERM: TermLimits = { minimumPence: 0, maximumPence: 0, remainingPence: 0 };

/** `undefined` for a project without a long term. */
export function longTermLimits(limits: PledgeLimits): TermLimits | undefined {
  const { longMinimumPence, longMaximumPence, longRemainingPence } = limits;
  if (longMinimumPence === null || longMaximumPence === null || longRemainingPence === null) return undefined;
  return { minimumPence: longMinimumPence, maximumPence: longMaximumPence, remainingPence: longRemainingPence };
}

/**
 * What the custom amount field shows as the investor types (seed 001 §5): the digits alone, leading zeros removed,
 * so '£01,250' reads '1250' and '000' reads ''. A custom amount is whole pounds; text with pence stays as typed,
 * to be refused by {@link customAmountPenceMessage}, never read as a hundred times the amount (issue 32).
 */
export function customAmountDigits(typed: string): string {
  return wholePoundsText(typed);
}

/**
 * The custom amount in pence (whole pounds × 100), or `undefined` when nothing but zeros or no digits were typed,
 * or pence were.
 */
export function parseCustomAmountPence(typed: string): number | undefined {
  const amount = readWholePounds(typed);
  return 'pence' in amount ? amount.pence : undefined;
}

/** 'Enter whole pounds, without pence' when the custom amount has pence; otherwise `undefined`. */
export function customAmountPenceMessage(typed: string): string | undefined {
  const amount = readWholePounds(typed);
  return 'message' in amount ? amount.message : undefined;
}

/**
 * The amount an option stands for: the term's minimum, the most the investor can pledge on it (`maximumPence`, the
 * term's remaining amount unless their limit or balance is smaller), or the custom amount typed; none until an
 * option is chosen.
 */
export function amountForOption(
  option: PledgeAmountOption | undefined,
  term: TermLimits,
  customText: string,
  maximumPence = term.remainingPence,
): number | undefined {
  switch (option) {
    case undefined:
      return undefined;
    case 'MINIMUM':
      return term.minimumPence;
    case 'REMAINING':
      return maximumPence;
    case 'CUSTOM':
      return parseCustomAmountPence(customText);
  }
}

/** One term's amount against its limits: required, at least the minimum, at most the maximum and the remaining. */
export function validateTermAmount(amountPence: number | undefined, term: TermLimits): string | undefined {
  if (amountPence === undefined || amountPence <= 0) return PLEDGE_MESSAGES.required;
  if (amountPence < term.minimumPence) return PLEDGE_MESSAGES.belowMinimum;
  if (amountPence > term.maximumPence || amountPence > term.remainingPence) return PLEDGE_MESSAGES.aboveRemaining;
  return undefined;
}

/** The amounts as the contract sends them; `undefined` is an amount asked for and not given (nothing typed). */
export interface PledgeAmounts {
  limits: PledgeLimits;
  shortAmountPence: number | undefined;
  /** 0 for a short-term-only pledge, as everywhere from the contract to the database. */
  longAmountPence: number | undefined;
  /**
   * The investor's e-wallet balance when the pledge is paid from it (`source` E_WALLET); omitted for a bank
   * transfer, or when the source is not known yet (`getValidPledgeSum`), and then no balance rule applies.
   */
  walletBalancePence?: number | undefined;
  /** The ISA's cash when the pledge is paid from the Innovative Finance ISA (`source` ISA; issue 35), else omitted. */
  isaBalancePence?: number | undefined;
}

/**
 * Every reason the amounts cannot be pledged (empty when they can), each under its contract field: a term's amount
 * under its own field; once both stand, the long/short difference under `longAmountPence` and an e-wallet that
 * cannot pay short and long together under `source`. A long term the project does not offer has nothing
 * remaining, so any long amount is refused under `longAmountPence`.
 */
export function validatePledgeAmounts(amounts: PledgeAmounts): FieldError[] {
  const { limits, shortAmountPence, longAmountPence, walletBalancePence, isaBalancePence } = amounts;
  const pledgesLong = longAmountPence !== 0;
  const errors: FieldError[] = [];
  const shortMessage = validateTermAmount(shortAmountPence, shortTermLimits(limits));
  if (shortMessage !== undefined) errors.push({ field: 'shortAmountPence', message: shortMessage });

  const longMessage = pledgesLong ? validateTermAmount(longAmountPence, longTermLimits(limits) ?? NO_TERM) : undefined;
  if (longMessage !== undefined) errors.push({ field: 'longAmountPence', message: longMessage });

  // The pledge as a whole is judged once each term's amount stands on its own.
  if (shortMessage !== undefined || longMessage !== undefined) return errors;
  const shortPence = shortAmountPence ?? 0;
  const longPence = longAmountPence ?? 0;
  if (pledgesLong && Math.abs(longPence - shortPence) > MAX_TERM_DIFFERENCE_PENCE) {
    errors.push({ field: 'longAmountPence', message: PLEDGE_MESSAGES.termDifference });
  }
  if (walletBalancePence !== undefined && shortPence + longPence > walletBalancePence) {
    errors.push({ field: 'source', message: insufficientFundsMessage(walletBalancePence) });
  }
  if (isaBalancePence !== undefined && shortPence + longPence > isaBalancePence) {
    errors.push({ field: 'source', message: insufficientIsaFundsMessage(isaBalancePence) });
  }
  return errors;
}

/**
 * What the amount step's form submits: an option per term, and the custom text when that option is CUSTOM. No option
 * is chosen for the investor: an amount they did not pick is not one they pledge.
 */
export interface PledgeAmountChoice {
  shortOption: PledgeAmountOption | undefined;
  shortCustomText: string;
  /** Read only for a long-term pledge. */
  longOption: PledgeAmountOption | undefined;
  longCustomText: string;
}

export type ResolvedPledgeAmounts = Pick<PledgeAmounts, 'shortAmountPence' | 'longAmountPence'>;

/**
 * The amounts a choice stands for: the long amount is 0 for a short-term-only pledge; for a long term chosen, an
 * option that stands for nothing (no digits, nothing remaining) is an amount not given, never 0. 'Remaining' is the
 * most the investor can pledge (`investor`: their everyday limit and e-wallet, both terms together).
 */
export function resolvePledgeAmounts(
  choice: PledgeAmountChoice,
  limits: PledgeLimits,
  term: InvestmentTerm,
  investor: InvestorCeilings = {},
): ResolvedPledgeAmounts {
  const short = shortTermLimits(limits);
  const long = longTermLimits(limits);
  const shortAmountPence = amountForOption(
    choice.shortOption,
    short,
    choice.shortCustomText,
    offeredMaximum(short, investor).maximumPence,
  );
  const longMaximum = long && offeredMaximum(long, investor, shortAmountPence ?? 0).maximumPence;
  return {
    shortAmountPence,
    longAmountPence:
      term === 'SHORT'
        ? 0
        : (long && amountForOption(choice.longOption, long, choice.longCustomText, longMaximum)) || undefined,
  };
}

export interface PledgeAmountStep {
  limits: PledgeLimits;
  term: InvestmentTerm;
  source: PledgeSource;
  eWalletBalancePence: number;
  /** The Innovative Finance ISA's cash; undefined when the investor has no ISA (issue 35). */
  isaBalancePence?: number | undefined;
  /** What is left of an everyday investor's 12-month limit; undefined for every other category. */
  everydayLeftPence?: number | undefined;
}

/** The investor's ceilings at the amount step: their everyday limit, and their balance when paying from it. */
export function stepCeilings(step: PledgeAmountStep): InvestorCeilings {
  return {
    everydayLeftPence: step.everydayLeftPence,
    walletBalancePence: step.source === 'E_WALLET' ? step.eWalletBalancePence : undefined,
    isaBalancePence: step.source === 'ISA' ? (step.isaBalancePence ?? 0) : undefined,
  };
}

/** Why a term's amount may stand for nothing: no option chosen, or pence typed as the custom amount. */
function whyNoAmount(option: PledgeAmountOption | undefined, customText: string): string | undefined {
  if (option === undefined) return PLEDGE_MESSAGES.amountNotChosen;
  return option === 'CUSTOM' ? customAmountPenceMessage(customText) : undefined;
}

/**
 * The amount step's rules on what its form submits: the choice resolved to amounts, then
 * {@link validatePledgeAmounts}; a term whose option is not chosen yet asks for one.
 */
export function validatePledgeAmountChoice(choice: PledgeAmountChoice, step: PledgeAmountStep): FieldError[] {
  const { limits, term, source, eWalletBalancePence, isaBalancePence } = step;
  const instead: Partial<Record<FieldError['field'], string | undefined>> = {
    shortAmountPence: whyNoAmount(choice.shortOption, choice.shortCustomText),
    longAmountPence: term === 'LONG' ? whyNoAmount(choice.longOption, choice.longCustomText) : undefined,
  };
  return validatePledgeAmounts({
    limits,
    ...resolvePledgeAmounts(choice, limits, term, stepCeilings(step)),
    walletBalancePence: source === 'E_WALLET' ? eWalletBalancePence : undefined,
    isaBalancePence: source === 'ISA' ? (isaBalancePence ?? 0) : undefined,
  }).map((error) => {
    const message = instead[error.field];
    return message === undefined ? error : { ...error, message };
  });
}

/** The SMS code dialog's field (seed 001 §5 'SMS code: required text'); whether the code is right is the server's. */
export function validateSmsCode(value: string | null | undefined): string | undefined {
  return isBlank(value) ? PLEDGE_MESSAGES.required : undefined;
}
