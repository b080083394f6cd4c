import { createHash } from 'node:crypto';
import { assignmentText, assignmentTitle, type AssignmentFacts } from '@keystone/flows/resale';
import { PDFDocument } from 'pdf-lib';
import { signatureImage, writeAgreementText } from '../../agreements/agreement-pdf.ts';
import { writeEvidencePage, type SignatureEvidence } from '../../pdf/evidence-page.ts';
import { appendIncrementalUpdate } from '../../pdf/pdf-incremental-update.ts';
import { embedFonts, PageWriter } from '../../pdf/pdf-page-writer.ts';

// The assignment of a loan part (issue 37 §2): our own plain English, short, one page; the draft shown before
// signing, and the signed copy with the buyer's signature and an evidence page, as a pledge's agreement is made. Its
// words are flows' `assignmentText`, which GET /agreements/{id}/text answers for either copy too.

export type { AssignmentFacts };

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
  const image = evidence === undefined ? undefined : await (await signatureImage(evidence.image)).embed(document);
  const writer = new PageWriter(document, await embedFonts(document));
  writeAgreementText(writer, assignmentText(facts, evidence?.signedAt), image);
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
