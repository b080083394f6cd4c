import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { PLEDGE_MESSAGES, validatePledgeAmounts, type PledgeLimits } from '@keystone/flows/pledge';
import type { FieldError } from '../errors/app-error.ts';
import type { PledgeProject } from './queries.ts';

export interface PledgeAmounts {
  shortAmountPence: number;
  longAmountPence: number;
}

function termLimits(targetPence: number, fundedPence: number, minimumPence: number) {
  const remainingPence = Math.max(0, targetPence - fundedPence);
  // The last slice may be smaller than the minimum: it is then the minimum, so the target can be reached.
  return { minimumPence: Math.min(minimumPence, remainingPence), maximumPence: remainingPence, remainingPence };
}

/** The limits per term, as `getPledgeLimits` answers them: the remaining amount is the target less what is held. */
export function pledgeLimits(project: PledgeProject): PledgeLimits {
  const short = termLimits(
    project.short_funding_target_pence,
    project.short_funded_pence,
    project.short_funding_minimum_pence,
  );
  const long =
    project.allow_long_term && project.long_funding_target_pence !== null
      ? termLimits(
          project.long_funding_target_pence,
          project.long_funded_pence,
          project.long_funding_minimum_pence ?? 0,
        )
      : null;
  return {
    shortMinimumPence: short.minimumPence,
    shortMaximumPence: short.maximumPence,
    shortRemainingPence: short.remainingPence,
    longMinimumPence: long?.minimumPence ?? null,
    longMaximumPence: long?.maximumPence ?? null,
    longRemainingPence: long?.remainingPence ?? null,
  };
}

/** Every amount of the pledge refused as the project is no longer open. */
function projectClosedErrors(amounts: PledgeAmounts): FieldError[] {
  return (['shortAmountPence', 'longAmountPence'] as const)
    .filter((field) => field === 'shortAmountPence' || amounts.longAmountPence > 0)
    .map((field) => ({ field, message: PLEDGE_MESSAGES.projectClosed }));
}

/**
 * Why the pledge cannot be paid now (empty when it can): the project no longer open, the amounts beyond what
 * remains, or (`walletBalancePence` given, when paid from the e-wallet) more than the wallet holds.
 */
export function paymentRefusals(
  project: PledgeProject,
  amounts: PledgeAmounts,
  walletBalancePence: number | undefined,
): FieldError[] {
  if (project.status !== 'AVAILABLE_TO_PLEDGE') return projectClosedErrors(amounts);
  return validatePledgeAmounts({ ...amounts, limits: pledgeLimits(project), walletBalancePence });
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
