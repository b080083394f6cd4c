import { createHash } from 'node:crypto';
import {
  autoInvestAuthorityReference,
  autoInvestAuthorityText,
  autoInvestAuthorityTitle,
  type AutoInvestAuthorityFacts,
} from '@keystone/flows/auto-invest';
import { PDFDocument } from 'pdf-lib';
import { signatureImage, writeAgreementText } from '../../agreements/agreement-pdf.ts';
import { writeEvidencePage, type SignatureEvidence } from '../../pdf/evidence-page.ts';
import { appendIncrementalUpdate } from '../../pdf/pdf-incremental-update.ts';
import { embedFonts, PageWriter } from '../../pdf/pdf-page-writer.ts';

// The standing authority's PDF (issue 38 §1): the draft shown before signing, and the signed copy with the
// investor's signature and an evidence page, made as a pledge's agreement and a resale assignment are. Its words are
// flows' `autoInvestAuthorityText`, which the start answers as text too.

export type { AutoInvestAuthorityFacts };

async function writeAuthority(
  document: PDFDocument,
  facts: AutoInvestAuthorityFacts,
  evidence?: SignatureEvidence,
): Promise<number> {
  const title = autoInvestAuthorityTitle(autoInvestAuthorityReference(facts.authorityId));
  document.setTitle(title);
  document.setAuthor(facts.firm.name);
  document.setSubject('Auto-invest');
  document.setCreationDate(facts.issuedAt);
  document.setModificationDate(evidence?.signedAt ?? facts.issuedAt);
  const image = evidence === undefined ? undefined : await (await signatureImage(evidence.image)).embed(document);
  const writer = new PageWriter(document, await embedFonts(document));
  writeAgreementText(writer, autoInvestAuthorityText(facts, evidence?.signedAt), image);
  writer.numberPages((page, pages) => `${facts.firm.name} · ${title} · page ${page} of ${pages}`);
  return writer.pageCount;
}

/** The unsigned authority shown before signing. */
export async function draftAuthorityPdf(facts: AutoInvestAuthorityFacts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  await writeAuthority(document, facts);
  return document.save();
}

/** The signed authority, with the evidence page as an incremental update naming the signed pages' SHA-256. */
export async function signedAuthorityPdf(
  facts: AutoInvestAuthorityFacts,
  evidence: SignatureEvidence,
): Promise<{ pdf: Uint8Array; sha256: string }> {
  const document = await PDFDocument.create();
  const pages = await writeAuthority(document, facts, evidence);
  const bytes = await document.save({ useObjectStreams: false });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const reference = autoInvestAuthorityReference(facts.authorityId);
  const pdf = await appendIncrementalUpdate(bytes, (update) =>
    writeEvidencePage(
      update,
      { title: autoInvestAuthorityTitle(reference), reference, signer: facts.investor },
      evidence,
      { sha256, byteLength: bytes.length, pages },
    ),
  );
  return { pdf, sha256 };
}
