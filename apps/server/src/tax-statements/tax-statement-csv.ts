import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { poundsForCsv, TAX_STATEMENT_TEXTS as TEXTS, taxYearLabel } from '@keystone/flows/tax';
import { stringify } from 'csv-stringify/sync';
import type { TaxStatement } from './tax-statement.ts';

const { columns } = TEXTS;
const HEADER = [
  columns.taxYear,
  columns.investorId,
  columns.investor,
  columns.email,
  columns.investment,
  columns.project,
  columns.term,
  columns.isa,
  columns.interest,
  columns.loss,
];

/**
 * Statements as CSV, one investment a row, in flows' words: an investor's own, or every investor's of a run. The
 * figures are the PDF's; the totals are the sums of the rows (a spreadsheet adds them, ISA and non-ISA apart by the
 * 'In the ISA' column). The words that the figures are not tax advice close the file.
 */
export function taxStatementsCsv(statements: readonly TaxStatement[]): string {
  const rows = statements.flatMap((statement) =>
    statement.lines.map((line) => [
      taxYearLabel(statement.taxYear),
      String(statement.investor.id),
      statement.investor.fullName,
      statement.investor.email,
      String(line.investmentId),
      line.projectTitle,
      INVESTMENT_TERM_LABELS[line.term],
      line.isa ? TEXTS.yes : TEXTS.no,
      poundsForCsv(line.interestPence),
      poundsForCsv(line.lossPence),
    ]),
  );
  return stringify([HEADER, ...rows, [], [TEXTS.notTaxAdvice]], {
    // Excel reads a CSV as UTF-8 (and so shows '£' and accented names correctly) only when it starts with a BOM.
    bom: true,
    record_delimiter: 'windows',
    // A cell starting with = + - @ is run as a formula by spreadsheets; a leading apostrophe keeps it text.
    escape_formulas: true,
  });
}
