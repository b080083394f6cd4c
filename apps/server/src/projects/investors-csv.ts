import { stringify } from 'csv-stringify/sync';
import type { ProjectInvestment } from './queries.ts';

const HEADER = ['Investor', 'Email', 'Term', 'Strategy', 'Amount (£)', 'Date', 'Status'];

const pounds = (pence: number) => `${Math.trunc(pence / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

/** Seed 001: one row per investment with investor, e-mail, term, strategy, amount, date and status. */
export function investorsCsv(investments: readonly ProjectInvestment[]): string {
  const rows = investments.map((investment) => [
    investment.full_name ?? '',
    investment.email,
    investment.term,
    investment.strategy,
    pounds(Number(investment.amount_pence)),
    investment.created_at.toISOString().slice(0, 10),
    investment.status,
  ]);
  return stringify([HEADER, ...rows], {
    // Excel reads a CSV as UTF-8 (and so shows '£' and accented names correctly) only when it starts with a BOM.
    bom: true,
    record_delimiter: 'windows',
    // A cell starting with = + - @ is run as a formula by spreadsheets; a leading apostrophe keeps it text.
    escape_formulas: true,
  });
}
