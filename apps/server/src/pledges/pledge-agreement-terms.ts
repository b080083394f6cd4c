import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { agreementReference, draftAgreementReference } from '@keystone/flows/agreement';
import type { AgreementTerms } from '../agreements/agreement-pdf.ts';
import type { FirmConfig } from '../config/firm.ts';
import { expectedRate } from './pledge-amounts.ts';
import type { PledgeProject } from './queries.ts';

interface PledgeOfTerms {
  investStrategy: InvestStrategy;
  shortAmountPence: number;
  longAmountPence: number;
}

/** The reference a bank transfer quotes for one term of a pledge: the signed agreement's one reference. */
export const investmentReference = agreementReference;

/** The draft's reference: the agreements' it becomes (one per term), so the investor signs what they will see. */
export const pledgeReference = (
  pledgeId: number,
  pledge: Pick<PledgeOfTerms, 'shortAmountPence' | 'longAmountPence'>,
) =>
  draftAgreementReference(
    pledgeId,
    pledgedTerms(pledge).map((entry) => entry.term),
  );

/** The terms with an amount, short first: a long-term pledge is two investments (openapi PledgeFinishResponse). */
export function pledgedTerms(pledge: Pick<PledgeOfTerms, 'shortAmountPence' | 'longAmountPence'>) {
  return (
    [
      { term: 'SHORT', amountPence: pledge.shortAmountPence },
      { term: 'LONG', amountPence: pledge.longAmountPence },
    ] as const
  ).filter((entry) => entry.amountPence > 0);
}

/** What the agreement says, for every term of the pledge (the draft) or for one of them (a signed copy). */
export function agreementTerms(
  {
    firm,
    investor,
    project,
    pledge,
    reference,
    issuedAt,
  }: {
    firm: FirmConfig;
    investor: { email: string; full_name: string | null };
    project: PledgeProject;
    pledge: PledgeOfTerms;
    reference: string;
    /** The app clock's time the agreement is drawn up at. */
    issuedAt: Date;
  },
  onlyTerm?: InvestmentTerm,
): AgreementTerms {
  return {
    reference,
    firm: {
      name: firm.name,
      companyNumber: firm.companyNumber,
      registeredOffice: firm.registeredOffice,
      regulatorStatus: firm.regulatorStatus,
    },
    issuedAt,
    investor: { name: investor.full_name ?? investor.email, email: investor.email },
    project: { id: project.id, title: project.title, address: project.address, city: project.city },
    investStrategy: pledge.investStrategy,
    terms: pledgedTerms(pledge)
      .filter((entry) => onlyTerm === undefined || entry.term === onlyTerm)
      .map(({ term, amountPence }) => ({
        term,
        amountPence,
        expectedRate: expectedRate(project, term, pledge.investStrategy),
        startDate: term === 'SHORT' ? project.short_start_date : project.long_start_date,
        endDate: term === 'SHORT' ? project.short_end_date : project.long_end_date,
      })),
  };
}
