import type { InvestmentTerm, InvestStrategy, TransactionStatus } from '@keystone/api';
import { TRANSACTION_STATUS_LABELS } from '../dashboard/dashboard-labels.ts';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from './project-labels.ts';

// The investors export of a project (seed 001 §2): a person opens it in a spreadsheet, so its header and cells read
// as the screens do, in words, never the contract's codes.

export const INVESTORS_EXPORT_HEADER = [
  'Investor',
  'Email',
  'Term',
  'Strategy',
  'Amount (£)',
  'Date',
  'Status',
] as const;

export interface InvestorsExportInvestment {
  fullName: string | null;
  email: string;
  term: InvestmentTerm;
  investStrategy: InvestStrategy;
  amountPence: number;
  /** The day of the pledge, `2026-11-20`: a spreadsheet sorts it and reads it as a date. */
  date: string;
  status: TransactionStatus;
}

const pounds = (pence: number) => `${Math.trunc(pence / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

/** One investment's cells, in the header's order. */
export function investorsExportRow(investment: InvestorsExportInvestment): string[] {
  return [
    investment.fullName ?? '',
    investment.email,
    INVESTMENT_TERM_LABELS[investment.term],
    INVEST_STRATEGY_LABELS[investment.investStrategy],
    pounds(investment.amountPence),
    investment.date,
    TRANSACTION_STATUS_LABELS[investment.status],
  ];
}
