import { createHash } from 'node:crypto';
import type { AgreementBlock, AgreementText } from '@keystone/api';
import { agreementText, agreementTitle, type AgreementFacts } from '@keystone/flows/agreement';
import { degrees, drawImage, grayscale, PDFDocument } from 'pdf-lib';
import { writeEvidencePage, type SignatureEvidence } from '../pdf/evidence-page.ts';
import { appendIncrementalUpdate } from '../pdf/pdf-incremental-update.ts';
import { embedFonts, margin, PageWriter } from '../pdf/pdf-page-writer.ts';
import { prepareImage, type EmbeddedImage, type PreparedImage } from '../pdf/prepared-image.ts';

/** What an agreement is made from: its words are flows' `agreementText`, which the text view shows too. */
export type AgreementTerms = AgreementFacts;

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
  title: agreementTitle(terms.reference),
  reference: terms.reference,
  signer: terms.investor,
});

/** Writes the agreement pages; answers how many there are. */
async function writeAgreement(
  document: PDFDocument,
  terms: AgreementTerms,
  evidence?: SignatureEvidence,
): Promise<number> {
  const { issuedAt } = terms;
  const title = agreementTitle(terms.reference);
  document.setTitle(title);
  document.setAuthor(terms.firm.name);
  document.setSubject(terms.project.title);
  document.setCreationDate(issuedAt);
  document.setModificationDate(evidence?.signedAt ?? issuedAt);

  const image = evidence === undefined ? undefined : await (await signatureImage(evidence.image)).embed(document);
  const text = agreementText({ ...terms, issuedAt }, evidence?.signedAt);
  const writer = new PageWriter(document, await embedFonts(document));
  writeAgreementText(writer, text, image);
  writer.numberPages((page, pages) => `${terms.firm.name} · ${title} · page ${page} of ${pages}`);
  return writer.pageCount;
}

/**
 * An agreement's words (flows' `agreementText`, or `assignmentText` for a resale assignment) as its pages print them:
 * the title, when it was issued, then each section, with the signature image in the box of a signed copy.
 */
export function writeAgreementText(writer: PageWriter, text: AgreementText, image: EmbeddedImage | undefined): void {
  writer.text(text.title, { font: 'bold', size: 16 });
  writer.text(text.issued);
  for (const section of text.sections) {
    writer.heading(section.heading);
    section.blocks.forEach((block, index) => writeBlock(writer, block, section.blocks[index - 1], image));
  }
}

/** A block of the agreement's text as the page prints it, a little space before a term and before the total. */
function writeBlock(
  writer: PageWriter,
  block: AgreementBlock,
  previous: AgreementBlock | undefined,
  image: EmbeddedImage | undefined,
): void {
  switch (block.kind) {
    case 'PARAGRAPH':
      writer.text(block.text ?? '');
      return;
    case 'SUBHEADING':
      writer.space(6);
      writer.text(block.text ?? '', { font: 'bold' });
      return;
    case 'ROWS':
      if (previous?.kind === 'ROWS') writer.space(6);
      writer.rows((block.rows ?? []).map(({ label, value }) => [label, value] as const));
      return;
    case 'SIGNATURE':
      writeSignatureBox(writer, image);
      return;
  }
}

/** The signature box, with the signature image in a signed copy. */
function writeSignatureBox(writer: PageWriter, image: EmbeddedImage | undefined): void {
  writer.reserve(signatureBox.height + 40);
  const box = { x: margin, y: writer.y - signatureBox.height, ...signatureBox };
  writer.page.drawRectangle({ ...box, borderWidth: 1, borderColor: grayscale(0.3) });
  if (image !== undefined) {
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    // What page.drawImage writes, for an image embedded by prepared-image.ts rather than by pdf-lib.
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
}

/** The signature as given: decoded once by the caller for several agreements, or here for this one. */
export async function signatureImage(image: SignatureEvidence['image']): Promise<PreparedImage> {
  return image instanceof Uint8Array ? prepareImage(image) : image;
}
