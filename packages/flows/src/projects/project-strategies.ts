import { investStrategies, type InvestmentTerm, type InvestStrategy } from '@keystone/api';
import type { ProjectField } from './editable-fields.ts';

export type TermPrefix = 'short' | 'long';

export const TERM_PREFIX: { readonly [term in InvestmentTerm]: TermPrefix } = { SHORT: 'short', LONG: 'long' };

/** The field of `term` for a name shared by both terms: `termField('long', 'StartDate')` is `longStartDate`. */
export const termField = (term: TermPrefix, suffix: string) => `${term}${suffix}` as ProjectField;

/**
 * Each strategy's fields for a term. A non-null expected rate means the strategy is offered (seed 001 §3); equity
 * and sharia also carry the investors' share of the profit, from which their rate is derived (§9).
 */
export const STRATEGY_FIELDS: {
  readonly [strategy in InvestStrategy]: { rate: string; profitShare?: string };
} = {
  DEBT_SECURED: { rate: 'DebtSecuredExpectedRate' },
  DEBT: { rate: 'DebtExpectedRate' },
  EQUITY: { rate: 'EquityExpectedRate', profitShare: 'EquityProfitShare' },
  SHARIA: { rate: 'ShariaExpectedRate', profitShare: 'ShariaProfitShare' },
};

export const rateField = (term: TermPrefix, strategy: InvestStrategy) =>
  termField(term, STRATEGY_FIELDS[strategy].rate);

export function profitShareField(term: TermPrefix, strategy: InvestStrategy): ProjectField | undefined {
  const suffix = STRATEGY_FIELDS[strategy].profitShare;
  return suffix === undefined ? undefined : termField(term, suffix);
}

/** The strategies a project offers for a term: those with an expected rate. */
export function offeredStrategies(project: Partial<Record<ProjectField, unknown>>, term: TermPrefix): InvestStrategy[] {
  return investStrategies.filter((strategy) => typeof project[rateField(term, strategy)] === 'number');
}

/**
 * The strategies a project offers in either of its terms, once each, in the contract's order: its tags, its card
 * and the admin table's Strategy column (which sorts by them in this order).
 */
export function projectStrategies(
  project: Partial<Record<ProjectField, unknown>> & { allowLongTerm: boolean },
): InvestStrategy[] {
  const offered = new Set([
    ...offeredStrategies(project, 'short'),
    ...(project.allowLongTerm ? offeredStrategies(project, 'long') : []),
  ]);
  return investStrategies.filter((strategy) => offered.has(strategy));
}
