import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { MAX_TERM_DIFFERENCE_PENCE, PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import type { FieldError } from '../errors/app-error.ts';
import type { PledgeProject } from './queries.ts';

/** One term's limits for an investor now (PledgeSumValidation). */
export interface TermLimits {
  minimumPence: number;
  maximumPence: number;
  remainingPence: number;
}

export interface PledgeLimits {
  short: TermLimits;
  /** Null for a project without a long term. */
  long: TermLimits | null;
}

export interface PledgeAmounts {
  shortAmountPence: number;
  longAmountPence: number;
}

function termLimits(targetPence: number, fundedPence: number, minimumPence: number): TermLimits {
  const remainingPence = Math.max(0, targetPence - fundedPence);
  // The last slice may be smaller than the minimum: it is then the minimum, so the target can be reached.
  return { minimumPence: Math.min(minimumPence, remainingPence), maximumPence: remainingPence, remainingPence };
}

/** The limits per term: the remaining amount is the target less what finished pledges hold. */
export function pledgeLimits(project: PledgeProject): PledgeLimits {
  return {
    short: termLimits(
      project.short_funding_target_pence,
      project.short_funded_pence,
      project.short_funding_minimum_pence,
    ),
    long:
      project.allow_long_term && project.long_funding_target_pence !== null
        ? termLimits(
            project.long_funding_target_pence,
            project.long_funded_pence,
            project.long_funding_minimum_pence ?? 0,
          )
        : null,
  };
}

function termErrors(field: string, amountPence: number, limits: TermLimits | null): FieldError[] {
  if (limits === null || amountPence > limits.maximumPence) return [{ field, message: PLEDGE_MESSAGES.aboveRemaining }];
  if (amountPence < limits.minimumPence) return [{ field, message: PLEDGE_MESSAGES.belowMinimum }];
  return [];
}

/**
 * Why the amounts do not fit the limits (empty when they do). A long-term pledge also pledges short term, so the
 * short amount is always required.
 *
 * TODO(issue 12): call the flows rule (packages/flows/src/pledge/pledge-amount.rules.ts) once it is merged; this
 * keeps the server's checks in one place until then, in the flows' words and limits.
 */
export function pledgeAmountErrors(amounts: PledgeAmounts, limits: PledgeLimits): FieldError[] {
  const { shortAmountPence, longAmountPence } = amounts;
  const errors: FieldError[] =
    shortAmountPence === 0
      ? [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.required }]
      : termErrors('shortAmountPence', shortAmountPence, limits.short);
  if (longAmountPence === 0) return errors;
  const longErrors = termErrors('longAmountPence', longAmountPence, limits.long);
  if (longErrors.length === 0 && Math.abs(longAmountPence - shortAmountPence) > MAX_TERM_DIFFERENCE_PENCE) {
    longErrors.push({ field: 'longAmountPence', message: PLEDGE_MESSAGES.termDifference });
  }
  return [...errors, ...longErrors];
}

/** Every amount of the pledge refused as the project is no longer open. */
export function projectClosedErrors(amounts: PledgeAmounts): FieldError[] {
  return (['shortAmountPence', 'longAmountPence'] as const)
    .filter((field) => field === 'shortAmountPence' || amounts.longAmountPence > 0)
    .map((field) => ({ field, message: PLEDGE_MESSAGES.projectClosed }));
}

const rateColumns = {
  DEBT: 'debt_expected_rate',
  DEBT_SECURED: 'debt_secured_expected_rate',
  EQUITY: 'equity_expected_rate',
  SHARIA: 'sharia_expected_rate',
} as const satisfies Record<InvestStrategy, string>;

/** The strategy's expected rate for the term, or null when the project does not offer it there (seed 001 §3). */
export function expectedRate(project: PledgeProject, term: InvestmentTerm, strategy: InvestStrategy): number | null {
  const prefix = term === 'SHORT' ? 'short' : 'long';
  return project[`${prefix}_${rateColumns[strategy]}`];
}
