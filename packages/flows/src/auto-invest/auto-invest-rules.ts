import type { AutoInvestRules, FieldError, InvestmentTerm } from '@keystone/api';
import { AUTO_INVEST_MAX_TERM_MONTHS } from './auto-invest.constants.ts';
import { AUTO_INVEST_MESSAGES } from './auto-invest.messages.ts';

const PENCE_PER_POUND = 100;

function wholePoundsMessage(pence: number): string | undefined {
  if (!Number.isSafeInteger(pence) || pence % PENCE_PER_POUND !== 0) return AUTO_INVEST_MESSAGES.wholePounds;
  if (pence < PENCE_PER_POUND) return AUTO_INVEST_MESSAGES.amountTooSmall;
  return undefined;
}

/** Every field of the rules that is not valid, with its message (the portal's form and the server alike). */
export function validateAutoInvestRules(rules: AutoInvestRules): FieldError[] {
  const errors: FieldError[] = [];
  const amount = wholePoundsMessage(rules.amountPerProjectPence);
  if (amount !== undefined) errors.push({ field: 'amountPerProjectPence', message: amount });
  const total = wholePoundsMessage(rules.totalInvestedPence);
  if (total !== undefined) errors.push({ field: 'totalInvestedPence', message: total });
  else if (amount === undefined && rules.totalInvestedPence < rules.amountPerProjectPence) {
    errors.push({ field: 'totalInvestedPence', message: AUTO_INVEST_MESSAGES.totalBelowAmount });
  }
  const rate = rules.minRatePercent;
  if (!Number.isFinite(rate) || rate < 0 || rate > 100 || Math.round(rate * 100) !== rate * 100) {
    errors.push({ field: 'minRatePercent', message: AUTO_INVEST_MESSAGES.rateInvalid });
  }
  const months = rules.maxTermMonths;
  if (!Number.isInteger(months) || months < 1 || months > AUTO_INVEST_MAX_TERM_MONTHS) {
    errors.push({ field: 'maxTermMonths', message: AUTO_INVEST_MESSAGES.termInvalid });
  }
  if (rules.terms.length === 0) errors.push({ field: 'terms', message: AUTO_INVEST_MESSAGES.termsRequired });
  return errors;
}

/** The share an admin may keep for auto-investors: a whole percent from 0 to the platform's maximum. */
export function validateAutoInvestShare(sharePercent: number, maxSharePercent: number): string | undefined {
  if (!Number.isInteger(sharePercent) || sharePercent < 0 || sharePercent > maxSharePercent) {
    return AUTO_INVEST_MESSAGES.shareAboveMaximum(maxSharePercent);
  }
  return undefined;
}

/** One term of a project as the rules see it: how long it runs and its expected rate for the rules' strategy. */
export interface TermOffer {
  term: InvestmentTerm;
  months: number;
  /** The project's expected yearly rate for the term and the rules' strategy, or null where it is not offered. */
  ratePercent: number | null;
}

/** Whether the rules accept this term of a project: a term they chose, short enough, at a rate high enough. */
export function rulesMatchTerm(
  rules: Pick<AutoInvestRules, 'terms' | 'maxTermMonths' | 'minRatePercent'>,
  offer: TermOffer,
): boolean {
  return (
    rules.terms.includes(offer.term) &&
    offer.months <= rules.maxTermMonths &&
    offer.ratePercent !== null &&
    offer.ratePercent >= rules.minRatePercent
  );
}
