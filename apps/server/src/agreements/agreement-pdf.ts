import { createHash } from 'node:crypto';
import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { RISK_STATEMENT } from '@keystone/flows/labels';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** What an agreement says: the parties, the project and, per term, what is pledged on what terms. */
export interface AgreementTerms {
  /** Printed on every page: the pledge's reference for a draft, the agreement's for a signed copy. */
  reference: string;
  firm: { name: string; companyNumber: string; registeredOffice: string; regulatorStatus: string };
  investor: { name: string; email: string };
  project: { id: number; title: string; address: string; city: string };
  strategy: InvestStrategy;
  terms: {
    term: InvestmentTerm;
    amountPence: number;
    /** Percent a year, or null when the strategy's rate is not set. */
    expectedRate: number | null;
    startDate: string | null;
    endDate: string | null;
  }[];
}

/** How, when and by whom the agreement was signed: printed on it and on its final evidence page. */
export interface SignatureEvidence {
  /** The signature image as PNG or JPEG bytes. */
  image: Uint8Array;
  signedAt: Date;
  ip: string | null;
  /** The audit trail so far: each event with its time (and the phone number for the SMS). */
  events: { event: string; at: Date; number?: string | null }[];
}

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;

/** The unsigned agreement shown before signing, with an empty signature box. */
export async function draftAgreementPdf(terms: AgreementTerms): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  await writeAgreement(document, terms);
  return document.save();
}

/**
 * The signed agreement: the same text with the signature image and the signing time in the box, then a final page
 * of evidence carrying the SHA-256 of the agreement pages, the signer, the address and the events.
 */
export async function signedAgreementPdf(
  terms: AgreementTerms,
  evidence: SignatureEvidence,
): Promise<{ pdf: Uint8Array; sha256: string }> {
  const agreement = await PDFDocument.create();
  await writeAgreement(agreement, terms, evidence);
  const agreementBytes = await agreement.save();
  const sha256 = createHash('sha256').update(agreementBytes).digest('hex');

  const document = await PDFDocument.load(agreementBytes);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage(pageSize);
  const lines = [
    'Evidence of signature',
    `Agreement ${terms.reference}`,
    `SHA-256 of the agreement pages: ${sha256}`,
    `Signed by ${terms.investor.name} <${terms.investor.email}>`,
    `Signed at ${evidence.signedAt.toISOString()} from ${evidence.ip ?? 'an unknown address'}`,
    ...evidence.events.map(
      (entry) => `${entry.at.toISOString()}  ${entry.event}${entry.number ? ` (${entry.number})` : ''}`,
    ),
  ];
  writeLines(page, font, lines, pageSize[1] - margin);
  return { pdf: await document.save(), sha256 };
}

async function writeAgreement(document: PDFDocument, terms: AgreementTerms, evidence?: SignatureEvidence) {
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage(pageSize);
  const lines = [
    `Investment agreement ${terms.reference}`,
    `Between ${terms.firm.name} (company ${terms.firm.companyNumber}, ${terms.firm.registeredOffice})`,
    `and ${terms.investor.name} <${terms.investor.email}>.`,
    terms.firm.regulatorStatus,
    `Project ${terms.project.id}: ${terms.project.title}, ${terms.project.address}, ${terms.project.city}.`,
    `Strategy: ${terms.strategy}.`,
    ...terms.terms.map(
      (term) =>
        `${term.term} term: ${formatMoney(term.amountPence)} at ${term.expectedRate ?? '-'}% a year, ` +
        `from ${term.startDate ?? '-'} to ${term.endDate ?? '-'}.`,
    ),
    `${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`,
    'Signature:',
  ];
  const bottom = writeLines(page, font, lines, pageSize[1] - margin);
  const box = { x: margin, y: bottom - 130, width: 356, height: 114 };
  page.drawRectangle({ ...box, borderWidth: 1 });
  if (evidence) {
    const image = isPng(evidence.image)
      ? await document.embedPng(evidence.image)
      : await document.embedJpg(evidence.image);
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    page.drawImage(image, { x: box.x, y: box.y, width: image.width * scale, height: image.height * scale });
    page.drawText(`Signed ${evidence.signedAt.toISOString()}`, { x: margin, y: box.y - 16, size: 10, font });
  }
}

/** Writes each line, wrapped to the page, from `top` down; answers where the text ends. */
function writeLines(page: PDFPage, font: PDFFont, lines: string[], top: number): number {
  const size = 10;
  const width = pageSize[0] - 2 * margin;
  let y = top;
  for (const line of lines) {
    for (const part of wrap(line, font, size, width)) {
      page.drawText(part, { x: margin, y, size, font });
      y -= size * 1.5;
    }
    y -= size * 0.5;
  }
  return y;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) > width && line !== '') {
      out.push(line);
      line = word;
    } else line = next;
  }
  out.push(line);
  return out;
}

function isPng(bytes: Uint8Array): boolean {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}
