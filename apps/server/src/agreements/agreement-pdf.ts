import { createHash } from 'node:crypto';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '@keystone/flows/format';
import { RISK_STATEMENT } from '@keystone/flows/labels';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { grayscale, PDFDocument, type PDFImage } from 'pdf-lib';
import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { writeEvidencePage, type SignatureEvidence } from '../pdf/evidence-page.ts';
import { appendIncrementalUpdate } from '../pdf/pdf-incremental-update.ts';
import { embedFonts, margin, PageWriter } from '../pdf/pdf-page-writer.ts';

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
  /** When the agreement was drawn up; now unless given. */
  issuedAt?: Date;
}

/** The signature pad's size (seed 001 §5: the drawn canvas is 356 by 114), so a drawn signature fills the box. */
export const signatureBox = { width: 356, height: 114 } as const;

/** The unsigned agreement shown before signing, with an empty signature box. */
export async function draftAgreementPdf(terms: AgreementTerms): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  await writeAgreement(document, terms);
  return document.save();
}

/**
 * The signed agreement: the same text with the signature image and the signing time in the box, then a final page
 * of evidence. The evidence page is an incremental update of the agreement pages, so the file's first bytes are
 * those pages exactly as signed, and the evidence page prints their SHA-256 (also answered as `sha256`) and how many
 * bytes they are: anyone can check that nothing of the agreement changed after signing.
 */
export async function signedAgreementPdf(
  terms: AgreementTerms,
  evidence: SignatureEvidence,
): Promise<{ pdf: Uint8Array; sha256: string }> {
  const agreement = await PDFDocument.create();
  const agreementPages = await writeAgreement(agreement, terms, evidence);
  const agreementBytes = await agreement.save({ useObjectStreams: false });
  const sha256 = createHash('sha256').update(agreementBytes).digest('hex');
  const pdf = await appendIncrementalUpdate(agreementBytes, (document) =>
    writeEvidencePage(document, signedDocument(terms), evidence, {
      sha256,
      byteLength: agreementBytes.length,
      pages: agreementPages,
    }),
  );
  return { pdf, sha256 };
}

const signedDocument = (terms: AgreementTerms) => ({
  title: `Investment agreement ${terms.reference}`,
  reference: terms.reference,
  signer: terms.investor,
});

const termRows = (term: AgreementTerms['terms'][number]) =>
  [
    ['Amount', formatMoney(term.amountPence)],
    ['Expected rate', term.expectedRate === null ? 'Not set' : `${formatPercent(term.expectedRate)} a year`],
    ['Start date', term.startDate === null ? 'To be set' : formatDate(term.startDate)],
    ['End date', term.endDate === null ? 'To be set' : formatDate(term.endDate)],
  ] as const;

/** Writes the agreement pages; answers how many there are. */
async function writeAgreement(
  document: PDFDocument,
  terms: AgreementTerms,
  evidence?: SignatureEvidence,
): Promise<number> {
  const issuedAt = terms.issuedAt ?? new Date();
  const title = `Investment agreement ${terms.reference}`;
  document.setTitle(title);
  document.setAuthor(terms.firm.name);
  document.setSubject(terms.project.title);
  document.setCreationDate(issuedAt);
  document.setModificationDate(evidence?.signedAt ?? issuedAt);

  const image = evidence === undefined ? undefined : await embedSignature(document, evidence.image);
  const writer = new PageWriter(document, await embedFonts(document));
  writer.text(title, { font: 'bold', size: 16 });
  writer.text(`Drawn up on ${formatDate(issuedAt)}`);

  writer.heading('1. The parties');
  writer.rows([
    ['The platform', terms.firm.name],
    ['Company number', terms.firm.companyNumber],
    ['Registered office', terms.firm.registeredOffice],
    ['Regulation', terms.firm.regulatorStatus],
    ['The investor', terms.investor.name],
    ['E-mail', terms.investor.email],
  ]);

  writer.heading('2. The project');
  writer.rows([
    ['Project', `${terms.project.title} (number ${terms.project.id})`],
    ['Address', `${terms.project.address}, ${terms.project.city}`],
  ]);

  writer.heading('3. The investment');
  writer.rows([['Strategy', INVEST_STRATEGY_LABELS[terms.strategy]]]);
  for (const term of terms.terms) {
    writer.space(6);
    writer.text(INVESTMENT_TERM_LABELS[term.term], { font: 'bold' });
    writer.rows(termRows(term));
  }
  if (terms.terms.length > 1) {
    writer.space(6);
    const total = terms.terms.reduce((sum, term) => sum + term.amountPence, 0);
    writer.rows([['Total pledged', formatMoney(total)]]);
  }

  writer.heading('4. Risk');
  writer.text(`${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`);

  writer.heading('5. Signature');
  writer.text(`Signature of ${terms.investor.name}`);
  writer.reserve(signatureBox.height + 40);
  const box = { x: margin, y: writer.y - signatureBox.height, ...signatureBox };
  writer.page.drawRectangle({ ...box, borderWidth: 1, borderColor: grayscale(0.3) });
  if (image !== undefined) {
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    writer.page.drawImage(image, {
      x: box.x + (box.width - width) / 2,
      y: box.y + (box.height - height) / 2,
      width,
      height,
    });
  }
  writer.space(signatureBox.height + 14);
  writer.text(
    evidence === undefined
      ? 'Not signed yet: the investor signs electronically, confirmed by a code sent to their phone.'
      : `Signed electronically on ${formatDateTime(evidence.signedAt)} UK time (${evidence.signedAt.toISOString()}).`,
  );

  writer.numberPages((page, pages) => `${terms.firm.name} · ${title} · page ${page} of ${pages}`);
  return writer.pageCount;
}

async function embedSignature(document: PDFDocument, image: Uint8Array): Promise<PDFImage> {
  // pdf-lib reads a JPEG through a DataView of the whole underlying buffer, ignoring the view's offset: a small
  // Buffer (Buffer.from(base64)) sits inside Node's shared pool, so hand it a copy that starts at byte 0.
  const bytes = new Uint8Array(image);
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (isPng) return document.embedPng(bytes);
  if (isJpeg) return document.embedJpg(bytes);
  throw new Error('The signature image must be a PNG or a JPEG');
}
