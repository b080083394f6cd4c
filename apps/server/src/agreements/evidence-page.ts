import { formatDateTime } from '@keystone/flows/format';
import type { PDFDocument } from 'pdf-lib';
import type { AgreementTerms, SignatureEvidence } from './agreement-terms.ts';
import { embedFonts, PageWriter } from './pdf-page-writer.ts';
import { codePointsBeyond } from './pdf-text.ts';

/** What the evidence page says of the agreement pages before it. */
export interface SignedPages {
  /** SHA-256, in hex, of the first `byteLength` bytes of the file: the agreement pages as signed. */
  sha256: string;
  byteLength: number;
  pages: number;
}

const when = (at: Date) => `${formatDateTime(at)} UK time (${at.toISOString()})`;

/** The final page of a signed agreement: what was signed (its hash), by whom, from where, when, and the events. */
export async function writeEvidencePage(
  document: PDFDocument,
  terms: AgreementTerms,
  evidence: SignatureEvidence,
  signed: SignedPages,
): Promise<void> {
  const fonts = await embedFonts(document);
  const writer = new PageWriter(document, fonts);
  const signer = `${terms.investor.name} <${terms.investor.email}>`;
  const exactSigner = codePointsBeyond(signer, fonts.regular);

  writer.text('Evidence of electronic signature', { font: 'bold', size: 16 });
  writer.text(`Investment agreement ${terms.reference}`);

  writer.heading('The document signed');
  writer.text(
    `Pages 1 to ${signed.pages} of this file, which are its first ${signed.byteLength} bytes, unchanged since ` +
      'signing: this page was added after them. Their SHA-256:',
  );
  writer.space(4);
  writer.text(signed.sha256, { font: 'mono', size: 11 });

  writer.heading('The signature');
  writer.rows([
    ['Signer', signer],
    ...(exactSigner === undefined ? [] : ([['Signer, exactly', exactSigner]] as const)),
    ['Signed at', when(evidence.signedAt)],
    ['IP address', evidence.ip ?? 'Not recorded'],
    ...(evidence.location ? ([['Location', evidence.location]] as const) : []),
  ]);

  writer.heading('Events');
  if (evidence.events.length === 0) writer.text('None recorded.');
  for (const entry of evidence.events) {
    writer.rows([[entry.event, `${when(entry.at)}${entry.number ? `, to ${entry.number}` : ''}`]]);
  }

  writer.heading('How to check');
  writer.text(
    `Cut this file after its first ${signed.byteLength} bytes (for example head -c ${signed.byteLength}) and ` +
      'compute the SHA-256 of what remains (sha256sum): it equals the value above unless the agreement was changed.',
  );
  writer.numberPages(() => `Evidence of signature · ${terms.reference} · added after the signed pages`);
}
