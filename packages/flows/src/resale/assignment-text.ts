import type { AgreementText, InvestmentTerm, ResaleFigures } from '@keystone/api';
import { formatDate, formatExactDateTime, formatMoney, formatPercent } from '../format/index.ts';
import { INVESTMENT_TERM_LABELS } from '../projects/project-labels.ts';

/** What an assignment of a loan part (issue 37 §2) is made from: the two sides, the part and its price. */
export interface AssignmentFacts {
  firm: { name: string };
  /** The purchase's reference (`KSR…`), the buyer's investment's. */
  reference: string;
  seller: { name: string; email: string };
  buyer: { name: string; email: string };
  projectTitle: string;
  term: InvestmentTerm;
  yearRatePercent: number;
  termEndDate: string;
  figures: ResaleFigures;
  /** When the assignment was drawn up: the start for the draft, the signature for the signed copy (the server's clock). */
  issuedAt: Date;
}

/** A resale purchase's reference: its assignment's and its buyer's investment's (at most 18 characters). */
export const resalePurchaseReference = (purchaseId: number) => `KSR${String(purchaseId).padStart(8, '0')}`;

export const assignmentTitle = (reference: string) => `Assignment of a loan part ${reference}`;

/**
 * The assignment's words, section by section: the one source of what an assignment says. The server prints these
 * sections as the PDF (the draft and the signed copy) and answers them as the text of either copy (the buyer's and
 * the seller's); `signedAt` is given for the signed copy.
 */
export function assignmentText(facts: AssignmentFacts, signedAt?: Date): AgreementText {
  const { figures } = facts;
  const paragraph = (text: string) => ({ kind: 'PARAGRAPH' as const, text });
  return {
    title: assignmentTitle(facts.reference),
    issued: `Issued ${formatExactDateTime(facts.issuedAt)} by ${facts.firm.name}.`,
    sections: [
      {
        heading: '1. The assignment',
        blocks: [
          paragraph(
            `${facts.seller.name} (the seller) assigns to ${facts.buyer.name} (the buyer) the loan part of ` +
              `${formatMoney(figures.capitalPence)} in the project "${facts.projectTitle}", ` +
              `${INVESTMENT_TERM_LABELS[facts.term].toLowerCase()}, at ${formatPercent(facts.yearRatePercent)} a year, ` +
              `repaid on ${formatDate(facts.termEndDate)}, with every right to its capital and interest from the day ` +
              `of sale.`,
          ),
        ],
      },
      {
        heading: '2. The price',
        blocks: [
          paragraph(
            `The buyer pays ${formatMoney(figures.pricePence)}: the capital of ${formatMoney(figures.capitalPence)} ` +
              `and ${formatMoney(figures.accruedInterestPence)} of interest accrued to ${formatDate(figures.asOf)}, ` +
              `which is the seller's. The seller pays a fee of ${formatMoney(figures.feePence)} and receives ` +
              `${formatMoney(figures.sellerReceivesPence)}.`,
          ),
        ],
      },
      {
        heading: '3. Risk',
        blocks: [
          paragraph(
            `The loan's terms are unchanged by this assignment. The loan part is not protected by the Financial ` +
              `Services Compensation Scheme, and the buyer may lose the money paid.`,
          ),
        ],
      },
      {
        heading: '4. Signature',
        blocks: [
          paragraph(
            signedAt === undefined
              ? 'Signed by the buyer with a code sent to their phone.'
              : `Signed by the buyer on ${formatExactDateTime(signedAt)} with a code sent to their phone.`,
          ),
          { kind: 'SIGNATURE' },
        ],
      },
    ],
  };
}

/** The same words as one string, a paragraph a line apart: the draft's text on the purchase screen. */
export function assignmentPlainText(text: AgreementText): string {
  return [
    text.title,
    text.issued,
    ...text.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.kind === 'PARAGRAPH' ? [block.text] : [])),
    ]),
  ].join('\n\n');
}
