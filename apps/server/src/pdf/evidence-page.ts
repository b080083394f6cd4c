import { formatExactDateTime } from '@keystone/flows/format';
import { agreementEventLabel } from '@keystone/flows/labels';
import type { PDFDocument } from 'pdf-lib';
import { embedFonts, PageWriter } from './pdf-page-writer.ts';
import { codePointsBeyond } from './pdf-text.ts';
import type { PreparedImage } from './prepared-image.ts';

/** How, when and by whom a document was signed: printed on it and on its final evidence page. */
export interface SignatureEvidence {
  /** The signature image as PNG or JPEG bytes, or read already (prepared-image.ts) when it goes in several PDFs. */
  image: Uint8Array | PreparedImage;
  signedAt: Date;
  ip: string | null;
  /** Where the signer was, as the document's log records it (a city or region from the address), when known. */
  location?: string | null;
  /** The audit trail so far: each event with its time (and the phone number for the SMS). */
  events: { event: string; at: Date; number?: string | null }[];
  /**
   * An auto-invest allocation's agreement (issue 38) is signed under the investor's standing authority: its
   * reference and when the investor signed it; `signedAt` is then the allocation's time.
   */
  standingAuthority?: { reference: string; signedAt: Date };
}

/** The signed document the evidence page names: its title (as printed), its reference and its signer. */
export interface SignedDocument {
  title: string;
  reference: string;
  signer: { name: string; email: string };
}

/** What the evidence page says of the signed pages before it. */
export interface SignedPages {
  /** SHA-256, in hex, of the first `byteLength` bytes of the file: the pages as signed. */
  sha256: string;
  byteLength: number;
  pages: number;
}

// London time to the second, in words a person reads (issue 32 §5); the events by name, not their codes.
const when = (at: Date) => formatExactDateTime(at);

/** The final page of a signed document: what was signed (its hash), by whom, from where, when, and the events. */
export async function writeEvidencePage(
  document: PDFDocument,
  signedDocument: SignedDocument,
  // The image is printed on the signed pages, not here: a typed-name signature (the ISA application) has none.
  evidence: Omit<SignatureEvidence, 'image'>,
  signed: SignedPages,
): Promise<void> {
  const fonts = await embedFonts(document);
  const writer = new PageWriter(document, fonts);
  const signer = `${signedDocument.signer.name} <${signedDocument.signer.email}>`;
  const exactSigner = codePointsBeyond(signer, fonts.regular);

  writer.text('Evidence of electronic signature', { font: 'bold', size: 16 });
  writer.text(signedDocument.title);

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

  if (evidence.standingAuthority !== undefined) {
    writer.heading('Signed under a standing authority');
    writer.text(
      'The investor did not sign this agreement one by one: it was made for them by auto-invest, under the ' +
        'standing authority they signed electronically, with the signature shown on it.',
    );
    writer.rows([
      ['Standing authority', evidence.standingAuthority.reference],
      ['Authority signed at', when(evidence.standingAuthority.signedAt)],
      ['Allocated at', when(evidence.signedAt)],
    ]);
  }

  writer.heading('Events');
  if (evidence.events.length === 0) writer.text('None recorded.');
  for (const entry of evidence.events) {
    writer.rows([[agreementEventLabel(entry.event), `${when(entry.at)}${entry.number ? `, to ${entry.number}` : ''}`]]);
  }

  writer.heading('How to check');
  writer.text(
    `Cut this file after its first ${signed.byteLength} bytes (for example head -c ${signed.byteLength}) and ` +
      'compute the SHA-256 of what remains (sha256sum): it equals the value above unless the agreement was changed.',
  );
  writer.numberPages(() => `Evidence of signature · ${signedDocument.reference} · added after the signed pages`);
}
