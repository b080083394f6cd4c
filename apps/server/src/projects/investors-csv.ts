import { INVESTORS_EXPORT_HEADER, investorsExportRow } from '@keystone/flows/projects';
import { stringify } from 'csv-stringify/sync';
import type { ProjectInvestment } from './queries.ts';

/** Seed 001: one row per investment with investor, e-mail, term, strategy, amount, date and status, in flows' words. */
export function investorsCsv(investments: readonly ProjectInvestment[]): string {
  const rows = investments.map((investment) =>
    investorsExportRow({
      fullName: investment.full_name,
      email: investment.email,
      term: investment.term,
      investStrategy: investment.invest_strategy,
      amountPence: Number(investment.amount_pence),
      date: investment.created_at.toISOString().slice(0, 10),
      status: investment.status,
    }),
  );
  return stringify([INVESTORS_EXPORT_HEADER, ...rows], {
    // Excel reads a CSV as UTF-8 (and so shows '£' and accented names correctly) only when it starts with a BOM.
    bom: true,
    record_delimiter: 'windows',
    // A cell starting with = + - @ is run as a formula by spreadsheets; a leading apostrophe keeps it text.
    escape_formulas: true,
  });
}
