import type { InvestmentTerm } from '@keystone/api';

/**
 * An agreement's one reference (issue 32 §4), everywhere it is shown: the signing screen, the PDF, the agreements
 * list and page, the e-mail, and the bank transfer that pays it. A pledge becomes one agreement per term, so the
 * reference is the pledge's number and the term's initial: `KSI0000050S`. The seeds fix no format.
 */
export function agreementReference(pledgeId: number, term: InvestmentTerm): string {
  return `KSI${String(pledgeId).padStart(7, '0')}${term[0]}`;
}

/** The references a pledge's draft will become, short first: one for a short-term pledge, two with a long term. */
export function draftAgreementReference(pledgeId: number, terms: readonly InvestmentTerm[]): string {
  return terms.map((term) => agreementReference(pledgeId, term)).join(' and ');
}
