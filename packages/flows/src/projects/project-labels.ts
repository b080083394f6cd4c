import type { InvestmentTerm, InvestStrategy, ProjectActivity, ProjectStatus, ProjectType } from '@keystone/api';
import { PROJECT_STATUS_HINTS, PROJECT_STATUS_LABELS } from '../dashboard/dashboard-labels.ts';
import type { StatusTone } from '../labels/tones.ts';

// The words every project screen shows for the contract's enumerations. The status words are the dashboard's
// (seed 001 §3 names three of them), so a project reads the same wherever it appears.

export { PROJECT_STATUS_HINTS, PROJECT_STATUS_LABELS };

export const PROJECT_TYPE_LABELS: { readonly [type in ProjectType]: string } = {
  COMMERCIAL_BUILD: 'Commercial build',
  RESIDENTIAL_BUILD: 'Residential build',
  REFURBISHMENT: 'Refurbishment',
};

/** The seed's PURCHASEA_AND_DEVELOP is spelt as the contract has it; people read 'Purchase and develop'. */
export const PROJECT_PURPOSE_LABELS: { readonly [purpose in ProjectActivity]: string } = {
  PURCHASING: 'Purchasing',
  DEVELOPING: 'Developing',
  PURCHASEA_AND_DEVELOP: 'Purchase and develop',
};

export const INVEST_STRATEGY_LABELS: { readonly [strategy in InvestStrategy]: string } = {
  DEBT_SECURED: 'Debt secured',
  DEBT: 'Debt',
  EQUITY: 'Equity',
  SHARIA: 'Sharia',
};

/**
 * What each strategy is, in a sentence, where a strategy is chosen or shown (issue 32: 'Debt secured' and 'Debt' were
 * never explained). Plain facts, not a promise: the capital is at risk in every one.
 */
export const INVEST_STRATEGY_HINTS: { readonly [strategy in InvestStrategy]: string } = {
  DEBT_SECURED:
    'A loan to the developer with a charge over the property: if the loan is not repaid, the property can be sold to repay the lenders.',
  DEBT: 'A loan to the developer with no charge over the property: if the loan is not repaid, there is no property set aside to sell.',
  EQUITY: "A share of the project's profit, or of its loss, instead of interest.",
  SHARIA: 'Invested under Islamic finance rules: a share of the profit, not interest.',
};

export const INVESTMENT_TERM_LABELS: { readonly [term in InvestmentTerm]: string } = {
  SHORT: 'Short term',
  LONG: 'Long term',
};

/** How a project's status badge reads at a glance: open for money, in progress, done, or stopped. */
export const PROJECT_STATUS_TONES: { readonly [status in ProjectStatus]: StatusTone } = {
  DRAFT: 'neutral',
  COMING_SOON: 'info',
  AVAILABLE_TO_PLEDGE: 'success',
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: 'info',
  FULLY_FUNDED_DEVELOPMENT_BEGAN: 'info',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: 'info',
  COMPLETE_SHORT_TERM: 'info',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: 'info',
  COMPLETE: 'success',
  CANCELLED_NOT_PAID_OUT: 'danger',
  CANCELLED_PAID_OUT: 'warning',
  ARCHIVED: 'neutral',
};
