import type { Db } from '../db/database.ts';
import { projectInvestments } from './queries.ts';

// Excel reads a CSV as UTF-8 (and so shows '£' and accented names correctly) only when it starts with a BOM.
const BOM = '\uFEFF';
const HEADER = ['Investor', 'Email', 'Term', 'Strategy', 'Amount (£)', 'Date', 'Status'];

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// A cell starting with = + - @ is run as a formula by spreadsheets; a leading apostrophe keeps it text.
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const pounds = (pence: number) => `${Math.trunc(pence / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

/** Seed 001: one row per investment with investor, e-mail, term, strategy, amount, date and status. */
export async function investorsCsv(db: Db, projectId: number): Promise<string> {
  const rows = (await projectInvestments(db, projectId)).map((investment) => [
    safeText(investment.full_name ?? ''),
    safeText(investment.email),
    investment.term,
    investment.strategy,
    pounds(Number(investment.amount_pence)),
    investment.created_at.toISOString().slice(0, 10),
    investment.status,
  ]);
  return BOM + [HEADER, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
