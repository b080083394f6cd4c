import { createHash } from 'node:crypto';
import { formatExactDateTime } from '@keystone/flows/format';
import { ISA_DECLARATIONS, ISA_DECLARATIONS_VERSION, ISA_TYPE_LABELS } from '@keystone/flows/isa';
import { taxYearLabel } from '@keystone/flows/tax';
import { PDFDocument } from 'pdf-lib';
import { writeEvidencePage } from '../pdf/evidence-page.ts';
import { appendIncrementalUpdate } from '../pdf/pdf-incremental-update.ts';
import { embedFonts, PageWriter } from '../pdf/pdf-page-writer.ts';

/** What the signed ISA application says: the investor, the first tax year, the declarations, the typed signature. */
export interface IsaApplicationFacts {
  reference: string;
  investor: { name: string; email: string };
  firstTaxYear: number;
  niNumber: string | null;
  noNiNumberReason: string | null;
  signatureName: string;
  signedAt: Date;
  ip: string | null;
  /** The audit trail: each event in words with its time. */
  events: { event: string; at: Date }[];
  firmName: string;
}

const title = 'Innovative Finance ISA application';

/**
 * The application as HMRC asks an ISA manager to hold it (HMRC guidance for ISA managers, 'Information you need from
 * investors when they apply for an ISA': the first tax year, the ISA type, the declarations; signed electronically,
 * the Electronic Communications Act 2000), then an evidence page added as an incremental update, as agreements are
 * signed (agreements/agreement-pdf.ts), so the pages as signed can be checked against their SHA-256.
 */
export async function signedIsaApplicationPdf(
  facts: IsaApplicationFacts,
): Promise<{ pdf: Uint8Array; sha256: string }> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setAuthor(facts.firmName);
  document.setCreationDate(facts.signedAt);
  document.setModificationDate(facts.signedAt);
  const writer = new PageWriter(document, await embedFonts(document));
  writer.text(title, { font: 'bold', size: 16 });
  writer.text(`Reference ${facts.reference}`);
  writer.heading('The application');
  writer.rows([
    ['ISA manager', facts.firmName],
    ['Applicant', `${facts.investor.name} <${facts.investor.email}>`],
    ['ISA type', ISA_TYPE_LABELS.INNOVATIVE_FINANCE],
    ['First tax year', taxYearLabel(facts.firstTaxYear)],
    ['National Insurance number', facts.niNumber ?? `None. Reason given: ${facts.noNiNumberReason ?? 'not given'}`],
  ]);
  writer.heading('Declarations');
  writer.text(`Each accepted on its own by the applicant (version ${ISA_DECLARATIONS_VERSION}).`);
  for (const declaration of Object.values(ISA_DECLARATIONS)) {
    writer.space(4);
    writer.text(`[x] ${declaration}`);
  }
  writer.heading('Signature');
  writer.rows([
    ['Signed by typing their name', facts.signatureName],
    ['Signed at', formatExactDateTime(facts.signedAt)],
  ]);
  writer.numberPages((page, pages) => `${title} · ${facts.reference} · page ${page} of ${pages}`);
  const pages = writer.pageCount;
  const applicationBytes = await document.save({ useObjectStreams: false });
  const sha256 = createHash('sha256').update(applicationBytes).digest('hex');
  const pdf = await appendIncrementalUpdate(applicationBytes, (withEvidence) =>
    writeEvidencePage(
      withEvidence,
      { title, reference: facts.reference, signer: facts.investor },
      { signedAt: facts.signedAt, ip: facts.ip, events: facts.events },
      { sha256, byteLength: applicationBytes.length, pages },
    ),
  );
  return { pdf, sha256 };
}
