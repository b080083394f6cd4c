import type { InvestStrategy } from '@keystone/api';
import type { FirmConfig } from '../config/firm.ts';
import type { AgreementTerms } from './agreement-pdf.ts';
import type { AgreementDetail } from './queries.ts';

const rateColumns = {
  SHORT: {
    DEBT: 'short_debt_expected_rate',
    DEBT_SECURED: 'short_debt_secured_expected_rate',
    EQUITY: 'short_equity_expected_rate',
    SHARIA: 'short_sharia_expected_rate',
  },
  LONG: {
    DEBT: 'long_debt_expected_rate',
    DEBT_SECURED: 'long_debt_secured_expected_rate',
    EQUITY: 'long_equity_expected_rate',
    SHARIA: 'long_sharia_expected_rate',
  },
} as const satisfies Record<'SHORT' | 'LONG', Record<InvestStrategy, keyof AgreementDetail>>;

/** The project's expected rate for the agreement's term and strategy, percent a year (null when not set). */
export const expectedRateOf = (agreement: AgreementDetail) =>
  agreement[rateColumns[agreement.term][agreement.invest_strategy]];

/**
 * What an agreement without a stored copy says, from its own facts: the term it was signed for, its amount, the
 * project's rate and dates for that term, issued at its signature date under its investment's reference.
 */
export function termsOfAgreement(firm: FirmConfig, agreement: AgreementDetail): AgreementTerms {
  const short = agreement.term === 'SHORT';
  return {
    reference: agreement.reference_number,
    firm: {
      name: firm.name,
      companyNumber: firm.companyNumber,
      registeredOffice: firm.registeredOffice,
      regulatorStatus: firm.regulatorStatus,
    },
    investor: { name: agreement.investor_name, email: agreement.investor_email },
    project: {
      id: agreement.project_id,
      title: agreement.project_title,
      address: agreement.project_address,
      city: agreement.project_city,
    },
    investStrategy: agreement.invest_strategy,
    terms: [
      {
        term: agreement.term,
        amountPence: agreement.amount_pence,
        expectedRate: expectedRateOf(agreement),
        startDate: short ? agreement.short_start_date : agreement.long_start_date,
        endDate: short ? agreement.short_end_date : agreement.long_end_date,
      },
    ],
    issuedAt: agreement.signature_date,
  };
}
