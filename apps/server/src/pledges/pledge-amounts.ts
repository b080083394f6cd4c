import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { PLEDGE_MESSAGES, pledgeLimitsOf, validatePledgeAmounts, type PledgeLimits } from '@keystone/flows/pledge';
import type { FieldError } from '../errors/app-error.ts';
import type { PledgeProject } from './queries.ts';

export interface PledgeAmounts {
  shortAmountPence: number;
  longAmountPence: number;
}

/**
 * The limits per term, as `getPledgeLimits` answers them (flows' rule, on the project's row). What the project's
 * auto-invest round still keeps (issue 38) counts as taken: a pledge may have only what is left beside it, so the
 * funded sums and the reserve together never pass a target. An allocation releases its own share before it asks.
 */
export function pledgeLimits(project: PledgeProject): PledgeLimits {
  const short = {
    targetPence: project.short_funding_target_pence,
    fundedPence: project.short_funded_pence + project.auto_invest_reserved_short_pence,
    minimumPence: project.short_funding_minimum_pence,
  };
  const long =
    project.allow_long_term && project.long_funding_target_pence !== null
      ? {
          targetPence: project.long_funding_target_pence,
          fundedPence: project.long_funded_pence + project.auto_invest_reserved_long_pence,
          minimumPence: project.long_funding_minimum_pence ?? 0,
        }
      : null;
  return pledgeLimitsOf(short, long);
}

/** Every amount of the pledge refused as the project is no longer open. */
function projectClosedErrors(amounts: PledgeAmounts): FieldError[] {
  return (['shortAmountPence', 'longAmountPence'] as const)
    .filter((field) => field === 'shortAmountPence' || amounts.longAmountPence > 0)
    .map((field) => ({ field, message: PLEDGE_MESSAGES.projectClosed }));
}

/**
 * What pays the pledge, when the platform holds it: the e-wallet's balance (source E_WALLET) or the ISA's cash
 * (source ISA, issue 35); neither for a bank transfer.
 */
export interface PledgeFunds {
  walletBalancePence?: number | undefined;
  isaBalancePence?: number | undefined;
}

/**
 * Why the pledge cannot be paid now (empty when it can): the project no longer open, the amounts beyond what
 * remains, or more than the e-wallet or the ISA that pays it holds (`funds`).
 */
export function paymentRefusals(project: PledgeProject, amounts: PledgeAmounts, funds: PledgeFunds): FieldError[] {
  if (project.status !== 'AVAILABLE_TO_PLEDGE') return projectClosedErrors(amounts);
  return validatePledgeAmounts({ ...amounts, limits: pledgeLimits(project), ...funds });
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
