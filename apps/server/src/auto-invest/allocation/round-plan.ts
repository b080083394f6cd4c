import type { AutoInvestSkipReason, InvestmentTerm } from '@keystone/api';
import { allocateProject, rulesMatchTerm, type ProjectClaim, type ProjectTermShare } from '@keystone/flows/auto-invest';
import { monthsBetween } from '@keystone/flows/projects';
import { expectedRate } from '../../pledges/pledge-amounts.ts';
import type { PledgeProject } from '../../pledges/queries.ts';
import { moneyWaitingOf } from '../authority/money-waiting.ts';
import type { RoundClaimant } from './queries.ts';

// The round's plan (issue 38 §2), computed from what one statement read: which investors' rules match a term of
// the project, what each asks for, and each one's fair share by flows' allocateProject, or why they get nothing.

const PENCE_PER_POUND = 100;

export interface PlannedAllocation {
  authorityId: number;
  userId: number;
  source: 'E_WALLET' | 'ISA';
  plannedShortPence: number;
  plannedLongPence: number;
  /** Why the investor gets nothing; undefined for a share given. */
  skipReason: AutoInvestSkipReason | undefined;
}

interface OfferedTerm extends ProjectTermShare {
  months: number;
}

/** The project's terms with a pool, as the rules see them: how long each runs, its pool and minimum in pounds. */
function offeredTerms(project: PledgeProject, pools: { shortPence: number; longPence: number }): OfferedTerm[] {
  const terms: OfferedTerm[] = [];
  if (pools.shortPence > 0) {
    terms.push({
      term: 'SHORT',
      months: monthsBetween(project.short_start_date, project.short_end_date),
      poolPounds: pools.shortPence / PENCE_PER_POUND,
      minimumPounds: Math.ceil(project.short_funding_minimum_pence / PENCE_PER_POUND),
    });
  }
  if (pools.longPence > 0 && project.allow_long_term && project.long_start_date && project.long_end_date) {
    terms.push({
      term: 'LONG',
      months: monthsBetween(project.long_start_date, project.long_end_date),
      poolPounds: pools.longPence / PENCE_PER_POUND,
      minimumPounds: Math.ceil((project.long_funding_minimum_pence ?? 0) / PENCE_PER_POUND),
    });
  }
  return terms;
}

/** The terms of the project the claimant's rules accept (none: their rules did not match, and they get no row). */
function matchedTerms(project: PledgeProject, terms: readonly OfferedTerm[], claimant: RoundClaimant) {
  const rules = {
    terms: [
      ...(claimant.takes_short_term ? (['SHORT'] as const) : []),
      ...(claimant.takes_long_term ? (['LONG'] as const) : []),
    ] as InvestmentTerm[],
    maxTermMonths: claimant.max_term_months,
    minRatePercent: Number(claimant.min_rate_percent),
  };
  return terms.filter((offer) =>
    rulesMatchTerm(rules, {
      term: offer.term,
      months: offer.months,
      ratePercent: expectedRate(project, offer.term, claimant.invest_strategy),
    }),
  );
}

/**
 * Every matching investor's row of the plan. An investor asks for their amount per project, no more than their
 * money waiting (the balance of the account they pay from, no more than is left below their total), in whole
 * pounds. An ask below the smallest minimum of their terms is skipped with why: no ISA open, the total reached, the
 * account short, or else their amount per project below the minimum; the others share the pools by
 * `allocateProject`, and whoever it gives nothing is skipped as SHARE_BELOW_MINIMUM.
 */
export function planRound(
  project: PledgeProject,
  pools: { shortPence: number; longPence: number },
  claimants: readonly RoundClaimant[],
): PlannedAllocation[] {
  const terms = offeredTerms(project, pools);
  const rows = new Map<number, PlannedAllocation>();
  const claims: ProjectClaim[] = [];
  for (const claimant of claimants) {
    const matched = matchedTerms(project, terms, claimant);
    if (matched.length === 0) continue;
    const row: PlannedAllocation = {
      authorityId: claimant.id,
      userId: claimant.user_id,
      source: claimant.source,
      plannedShortPence: 0,
      plannedLongPence: 0,
      skipReason: undefined,
    };
    rows.set(claimant.id, row);
    const minimumPence = Math.max(1, Math.min(...matched.map((term) => term.minimumPounds))) * PENCE_PER_POUND;
    const totalLeftPence = claimant.total_invested_pence - Number(claimant.live_pence);
    const balancePence = claimant.balance_pence === null ? null : Number(claimant.balance_pence);
    const waitingPence = moneyWaitingOf({
      cashPence: balancePence ?? 0,
      livePence: Number(claimant.live_pence),
      totalInvestedPence: claimant.total_invested_pence,
    });
    const askPounds = Math.floor(Math.min(claimant.amount_per_project_pence, waitingPence) / PENCE_PER_POUND);
    if (askPounds * PENCE_PER_POUND < minimumPence) {
      row.skipReason =
        balancePence === null
          ? 'ISA_NOT_OPEN'
          : totalLeftPence < minimumPence
            ? 'TOTAL_REACHED'
            : balancePence < minimumPence
              ? 'NOT_ENOUGH_MONEY'
              : 'SHARE_BELOW_MINIMUM';
      continue;
    }
    claims.push({ id: claimant.id, terms: matched.map((term) => term.term), pounds: askPounds });
  }
  const allocation = allocateProject(project.id, terms, claims);
  for (const claim of claims) {
    const row = rows.get(claim.id)!;
    const share = allocation.shares.get(claim.id);
    if (share === undefined) {
      row.skipReason = 'SHARE_BELOW_MINIMUM';
      continue;
    }
    row.plannedShortPence = share.shortPounds * PENCE_PER_POUND;
    row.plannedLongPence = share.longPounds * PENCE_PER_POUND;
  }
  return [...rows.values()];
}
