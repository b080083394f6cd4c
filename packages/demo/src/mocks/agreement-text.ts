import type { Agreement, AgreementText, InvestmentTerm, InvestStrategy, Project, User } from '@keystone/api';
import { agreementText } from '@keystone/flows/agreement';
import { rateField, TERM_PREFIX, termField } from '@keystone/flows/projects';
import { demoPeople, demoProjectList } from '../fixtures/index.ts';
import { MOCK_PUBLIC_SETTINGS } from './mock-values.ts';

// The mocks' agreement words come from flows' `agreementText`, the function the server prints its PDFs with, fed
// the demo's facts as the server feeds its own.

interface PledgedTerms {
  reference: string;
  investor: Pick<User, 'fullName' | 'email'>;
  project: Project;
  investStrategy: InvestStrategy;
  terms: { term: InvestmentTerm; amountPence: number }[];
  issuedAt: Date;
}

const field = (project: Project, name: string) => (project as unknown as Record<string, unknown>)[name];

/** The words of a draft (no `signedAt`) or a signed agreement, as the server would answer them. */
export function mockAgreementText(pledged: PledgedTerms, signedAt?: Date): AgreementText {
  const { project } = pledged;
  return agreementText(
    {
      reference: pledged.reference,
      firm: MOCK_PUBLIC_SETTINGS.firm,
      investor: { name: pledged.investor.fullName ?? pledged.investor.email, email: pledged.investor.email },
      project: { id: project.id, title: project.title, address: project.address, city: project.city },
      investStrategy: pledged.investStrategy,
      terms: pledged.terms.map(({ term, amountPence }) => {
        const prefix = TERM_PREFIX[term];
        const rate = field(project, rateField(prefix, pledged.investStrategy));
        return {
          term,
          amountPence,
          expectedRate: typeof rate === 'number' ? rate : null,
          startDate: (field(project, termField(prefix, 'StartDate')) as string | null) ?? null,
          endDate: (field(project, termField(prefix, 'EndDate')) as string | null) ?? null,
        };
      }),
      issuedAt: pledged.issuedAt,
    },
    signedAt,
  );
}

/** A demo agreement's words: the approved investor's, signed on its signature date. */
export function demoAgreementText(agreement: Agreement): AgreementText | undefined {
  const project = demoProjectList.find((candidate) => candidate.id === agreement.projectId);
  if (!project) return undefined;
  const signedAt = new Date(agreement.signatureDate);
  return mockAgreementText(
    {
      reference: agreement.reference,
      investor: demoPeople.approvedInvestor.user,
      project,
      investStrategy: agreement.investStrategy,
      terms: [{ term: agreement.term, amountPence: agreement.sumPence }],
      issuedAt: signedAt,
    },
    signedAt,
  );
}
