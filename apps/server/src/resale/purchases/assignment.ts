import { createHash } from 'node:crypto';
import type { InvestmentTerm, ResaleFigures } from '@keystone/api';
import { formatDate, formatExactDateTime, formatMoney, formatPercent } from '@keystone/flows/format';
import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { degrees, drawImage, grayscale, PDFDocument } from 'pdf-lib';
import { signatureBox } from '../../agreements/agreement-pdf.ts';
import type { FirmConfig } from '../../config/firm.ts';
import { writeEvidencePage, type SignatureEvidence } from '../../pdf/evidence-page.ts';
import { appendIncrementalUpdate } from '../../pdf/pdf-incremental-update.ts';
import { embedFonts, margin, PageWriter } from '../../pdf/pdf-page-writer.ts';
import { prepareImage } from '../../pdf/prepared-image.ts';

// The assignment of a loan part (issue 37 §2): our own plain English, short, one page; the draft shown before
// signing, and the signed copy with the buyer's signature and an evidence page, as a pledge's agreement is made.

export interface AssignmentFacts {
  firm: FirmConfig;
  reference: string;
  seller: { name: string; email: string };
  buyer: { name: string; email: string };
  projectTitle: string;
  term: InvestmentTerm;
  yearRatePercent: number;
  termEndDate: string;
  figures: ResaleFigures;
  issuedAt: Date;
}

export const assignmentTitle = (reference: string) => `Assignment of a loan part ${reference}`;

/** The assignment's words, the same in the PDF and the text a phone shows. */
export function assignmentText(facts: AssignmentFacts, signedAt?: Date): string {
  const { figures } = facts;
  return [
    assignmentTitle(facts.reference),
    `Issued ${formatExactDateTime(facts.issuedAt)} by ${facts.firm.name}.`,
    `${facts.seller.name} (the seller) assigns to ${facts.buyer.name} (the buyer) the loan part of ` +
      `${formatMoney(figures.capitalPence)} in the project "${facts.projectTitle}", ` +
      `${INVESTMENT_TERM_LABELS[facts.term].toLowerCase()}, at ${formatPercent(facts.yearRatePercent)} a year, ` +
      `repaid on ${formatDate(facts.termEndDate)}, with every right to its capital and interest from the day of sale.`,
    `The buyer pays ${formatMoney(figures.pricePence)}: the capital of ${formatMoney(figures.capitalPence)} and ` +
      `${formatMoney(figures.accruedInterestPence)} of interest accrued to ${formatDate(figures.asOf)}, which is the ` +
      `seller's. The seller pays a fee of ${formatMoney(figures.feePence)} and receives ` +
      `${formatMoney(figures.sellerReceivesPence)}.`,
    `The loan's terms are unchanged by this assignment. The loan part is not protected by the Financial Services ` +
      `Compensation Scheme, and the buyer may lose the money paid.`,
    signedAt === undefined
      ? 'Signed by the buyer with a code sent to their phone.'
      : `Signed by the buyer on ${formatExactDateTime(signedAt)} with a code sent to their phone.`,
  ].join('\n\n');
}

async function writeAssignment(
  document: PDFDocument,
  facts: AssignmentFacts,
  evidence?: SignatureEvidence,
): Promise<number> {
  const title = assignmentTitle(facts.reference);
  document.setTitle(title);
  document.setAuthor(facts.firm.name);
  document.setSubject(facts.projectTitle);
  document.setCreationDate(facts.issuedAt);
  document.setModificationDate(evidence?.signedAt ?? facts.issuedAt);
  const writer = new PageWriter(document, await embedFonts(document));
  const [heading, ...paragraphs] = assignmentText(facts, evidence?.signedAt).split('\n\n');
  writer.text(heading ?? title, { font: 'bold', size: 16 });
  for (const paragraph of paragraphs) {
    writer.space(6);
    writer.text(paragraph);
  }
  writer.space(10);
  writer.reserve(signatureBox.height + 40);
  const box = { x: margin, y: writer.y - signatureBox.height, ...signatureBox };
  writer.page.drawRectangle({ ...box, borderWidth: 1, borderColor: grayscale(0.3) });
  if (evidence !== undefined) {
    const prepared = evidence.image instanceof Uint8Array ? await prepareImage(evidence.image) : evidence.image;
    const image = await prepared.embed(document);
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    const name = writer.page.node.newXObject('Image', image.ref);
    writer.page.pushOperators(
      ...drawImage(name, {
        x: box.x + (box.width - width) / 2,
        y: box.y + (box.height - height) / 2,
        width,
        height,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
      }),
    );
  }
  writer.space(signatureBox.height + 14);
  writer.numberPages((page, pages) => `${facts.firm.name} · ${title} · page ${page} of ${pages}`);
  return writer.pageCount;
}

/** The unsigned assignment shown before signing. */
export async function draftAssignmentPdf(facts: AssignmentFacts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  await writeAssignment(document, facts);
  return document.save();
}

/** The signed assignment, with the evidence page as an incremental update naming the signed pages' SHA-256. */
export async function signedAssignmentPdf(
  facts: AssignmentFacts,
  evidence: SignatureEvidence,
): Promise<{ pdf: Uint8Array; sha256: string }> {
  const document = await PDFDocument.create();
  const pages = await writeAssignment(document, facts, evidence);
  const bytes = await document.save({ useObjectStreams: false });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const pdf = await appendIncrementalUpdate(bytes, (update) =>
    writeEvidencePage(
      update,
      { title: assignmentTitle(facts.reference), reference: facts.reference, signer: facts.buyer },
      evidence,
      { sha256, byteLength: bytes.length, pages },
    ),
  );
  return { pdf, sha256 };
}
