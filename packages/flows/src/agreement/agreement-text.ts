import type { AgreementBlock, AgreementText, InvestmentTerm, InvestStrategy } from '@keystone/api';
import { formatDate, formatExactDateTime, formatMoney, formatPercent } from '../format/index.ts';
import { RISK_STATEMENT } from '../labels/footer.ts';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '../projects/project-labels.ts';

/** What an agreement is made from: the parties, the project and, per term, what is pledged on what terms. */
export interface AgreementFacts {
  /** The agreement's reference (`agreementReference`); a draft's names each agreement it becomes. */
  reference: string;
  firm: { name: string; companyNumber: string; registeredOffice: string; regulatorStatus: string };
  investor: { name: string; email: string };
  project: { id: number; title: string; address: string; city: string };
  investStrategy: InvestStrategy;
  terms: {
    term: InvestmentTerm;
    amountPence: number;
    /** Percent a year, or null when the strategy's rate is not set. */
    expectedRate: number | null;
    startDate: string | null;
    endDate: string | null;
  }[];
  /**
   * When the agreement was drawn up: on the server, its clock's time (never the system's, which a moved test clock
   * would contradict), so the words and the PDF say the date the screens do.
   */
  issuedAt: Date;
}

const rows = (pairs: readonly (readonly [string, string])[]): AgreementBlock => ({
  kind: 'ROWS',
  rows: pairs.map(([label, value]) => ({ label, value })),
});

const termRows = (term: AgreementFacts['terms'][number]) =>
  rows([
    ['Amount', formatMoney(term.amountPence)],
    ['Expected rate', term.expectedRate === null ? 'Not set' : `${formatPercent(term.expectedRate)} a year`],
    ['Start date', term.startDate === null ? 'To be set' : formatDate(term.startDate)],
    ['End date', term.endDate === null ? 'To be set' : formatDate(term.endDate)],
  ]);

export const agreementTitle = (reference: string) => `Investment agreement ${reference}`;

/**
 * The agreement's words, section by section: the one source of what an agreement says. The server prints these
 * sections as the PDF's pages and answers them to the portal, which shows them as text where a PDF page is too small
 * to read (a phone). `signedAt` is given for a signed copy: its last line says when it was signed.
 */
export function agreementText(facts: AgreementFacts, signedAt?: Date): AgreementText {
  const { issuedAt } = facts;
  const total = facts.terms.reduce((sum, term) => sum + term.amountPence, 0);
  return {
    title: agreementTitle(facts.reference),
    issued: `Drawn up on ${formatDate(issuedAt)}`,
    sections: [
      {
        heading: '1. The parties',
        blocks: [
          rows([
            ['The platform', facts.firm.name],
            ['Company number', facts.firm.companyNumber],
            ['Registered office', facts.firm.registeredOffice],
            ['Regulation', facts.firm.regulatorStatus],
            ['The investor', facts.investor.name],
            ['E-mail', facts.investor.email],
          ]),
        ],
      },
      {
        heading: '2. The project',
        blocks: [
          rows([
            ['Project', `${facts.project.title} (number ${facts.project.id})`],
            ['Address', `${facts.project.address}, ${facts.project.city}`],
          ]),
        ],
      },
      {
        heading: '3. The investment',
        blocks: [
          rows([['Strategy', INVEST_STRATEGY_LABELS[facts.investStrategy]]]),
          ...facts.terms.flatMap((term): AgreementBlock[] => [
            { kind: 'SUBHEADING', text: INVESTMENT_TERM_LABELS[term.term] },
            termRows(term),
          ]),
          ...(facts.terms.length > 1 ? [rows([['Total pledged', formatMoney(total)]])] : []),
        ],
      },
      { heading: '4. Risk', blocks: [{ kind: 'PARAGRAPH', text: `${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}` }] },
      {
        heading: '5. Signature',
        blocks: [
          { kind: 'PARAGRAPH', text: `Signature of ${facts.investor.name}` },
          { kind: 'SIGNATURE' },
          {
            kind: 'PARAGRAPH',
            text:
              signedAt === undefined
                ? 'Not signed yet: the investor signs electronically, confirmed by a code sent to their phone.'
                : `Signed electronically on ${formatExactDateTime(signedAt)}.`,
          },
        ],
      },
    ],
  };
}
