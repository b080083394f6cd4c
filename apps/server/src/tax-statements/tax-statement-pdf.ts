import { formatDate, formatMoney } from '@keystone/flows/format';
import { TAX_STATEMENT_TEXTS as TEXTS, taxStatementLineTitle } from '@keystone/flows/tax';
import { PDFDocument } from 'pdf-lib';
import { embedFonts, PageWriter } from '../pdf/pdf-page-writer.ts';
import type { TaxStatement, TaxStatementLine } from './tax-statement.ts';

/**
 * The statement as a PDF (issue 35 §1): who and which year, the ISA's investments and the others apart, each with
 * its gross interest and its loss, the totals, and what the figures mean in plain words, ending with the sentence
 * that it is not tax advice. Its words are flows' `TAX_STATEMENT_TEXTS`, which the CSV and the portal use too.
 */
export async function taxStatementPdf(
  statement: TaxStatement,
  { firmName, issuedAt }: { firmName: string; issuedAt: Date },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = TEXTS.title(statement.taxYear);
  document.setTitle(title);
  document.setAuthor(firmName);
  document.setCreationDate(issuedAt);
  document.setModificationDate(issuedAt);

  const writer = new PageWriter(document, await embedFonts(document));
  writer.text(title, { font: 'bold', size: 16 });
  writer.text(TEXTS.period(statement.taxYear));
  writer.space(6);
  writer.rows([
    [TEXTS.investor, `${statement.investor.fullName} (${statement.investor.email})`],
    [TEXTS.issued, formatDate(issuedAt)],
  ]);

  writer.heading(TEXTS.totalsHeading);
  writer.rows([
    [TEXTS.isaHeading, ''],
    [TEXTS.interestTotal, formatMoney(statement.isa.interestPence)],
    [TEXTS.lossTotal, formatMoney(statement.isa.lossPence)],
  ]);
  writer.space(6);
  writer.rows([
    [TEXTS.nonIsaHeading, ''],
    [TEXTS.interestTotal, formatMoney(statement.nonIsa.interestPence)],
    [TEXTS.lossTotal, formatMoney(statement.nonIsa.lossPence)],
  ]);

  writeLines(
    writer,
    TEXTS.isaHeading,
    statement.lines.filter((line) => line.isa),
  );
  writeLines(
    writer,
    TEXTS.nonIsaHeading,
    statement.lines.filter((line) => !line.isa),
  );
  if (statement.lines.length === 0) {
    writer.space(6);
    writer.text(TEXTS.noInvestments);
  }

  writer.heading('What these figures mean');
  for (const paragraph of [TEXTS.interest, TEXTS.isaInterest, TEXTS.nonIsaInterest, TEXTS.losses, TEXTS.isaLosses]) {
    writer.text(paragraph);
    writer.space(4);
  }
  writer.space(6);
  writer.text(TEXTS.notTaxAdvice, { font: 'bold' });

  writer.numberPages((page, pages) => `${firmName} · ${title} · page ${page} of ${pages}`);
  return document.save();
}

function writeLines(writer: PageWriter, heading: string, lines: readonly TaxStatementLine[]): void {
  if (lines.length === 0) return;
  writer.heading(heading);
  for (const line of lines) {
    writer.space(4);
    writer.text(taxStatementLineTitle(line), { font: 'bold' });
    writer.rows([
      [TEXTS.interestTotal, formatMoney(line.interestPence)],
      [TEXTS.lossTotal, formatMoney(line.lossPence)],
    ]);
  }
}
