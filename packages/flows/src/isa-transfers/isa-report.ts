import { taxYearLabel, type TaxYear } from '../tax/tax-year.ts';

// The admin's annual ISA report (issue 35 §2): one row per investor who held an ISA in the tax year, the figures an
// ISA manager reports to HMRC for the year. What the server reads from the ISA's register (`isa_movements`, settled
// movements of the year only) and the ledger is added up here, so the rule is written once and tested without a
// database.

/** What the server hands over for one investor and tax year, all in pence. */
export interface IsaYearFigures {
  fullName: string;
  email: string;
  /** SUBSCRIPTION movements of the year, whole. */
  subscribedPence: number;
  /** Of them, the parts that paid back money withdrawn earlier in the year (a flexible ISA): no allowance used. */
  replacedPence: number;
  withdrawnPence: number;
  /** TRANSFER_IN movements: this year's subscriptions moved in, and earlier years' money moved in. */
  transferredInCurrentYearPence: number;
  transferredInEarlierPence: number;
  transferredOutPence: number;
  /** The ISA's cash at the end of the year (the ledger's entries before the year's end instant). */
  cashAtYearEndPence: number;
  /** Money lent from the ISA (investments with source ISA paid before the year's end) not yet repaid by then. */
  outstandingPrincipalPence: number;
}

export interface IsaYearRow {
  fullName: string;
  email: string;
  /** This year's subscriptions: SUBSCRIPTION movements less their replacements. */
  subscriptionsPence: number;
  replacementsPence: number;
  withdrawalsPence: number;
  /** Withdrawals count first against this year's money paid in (subscriptions, replacements, this year's part of transfers in). */
  withdrawalsOfThisYearPence: number;
  transfersInCurrentYearPence: number;
  transfersInEarlierYearsPence: number;
  transfersOutPence: number;
  /**
   * The market value at 5 April: the cash plus the principal still lent, at face value (the loans are not traded, so
   * their value is taken as what is owed of their principal; interest due is not added).
   */
  marketValuePence: number;
}

export function isaYearRow(figures: IsaYearFigures): IsaYearRow {
  const subscriptionsPence = figures.subscribedPence - figures.replacedPence;
  const paidInThisYear = figures.subscribedPence + figures.transferredInCurrentYearPence;
  return {
    fullName: figures.fullName,
    email: figures.email,
    subscriptionsPence,
    replacementsPence: figures.replacedPence,
    withdrawalsPence: figures.withdrawnPence,
    withdrawalsOfThisYearPence: Math.min(figures.withdrawnPence, paidInThisYear),
    transfersInCurrentYearPence: figures.transferredInCurrentYearPence,
    transfersInEarlierYearsPence: figures.transferredInEarlierPence,
    transfersOutPence: figures.transferredOutPence,
    marketValuePence: figures.cashAtYearEndPence + figures.outstandingPrincipalPence,
  };
}

export const ISA_REPORT_HEADER = [
  'Investor',
  'Email',
  'Subscriptions (£)',
  'Replacements (£)',
  'Withdrawals (£)',
  "Withdrawals of this year's subscriptions (£)",
  "Transfers in, this year's subscriptions (£)",
  "Transfers in, earlier years' money (£)",
  'Transfers out (£)',
  'Market value at 5 April (£)',
] as const;

const pounds = (pence: number) =>
  `${pence < 0 ? '-' : ''}${Math.trunc(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

/** One row of the CSV, in pounds and pence as a spreadsheet reads them. */
export function isaReportCells(row: IsaYearRow): string[] {
  return [
    row.fullName,
    row.email,
    pounds(row.subscriptionsPence),
    pounds(row.replacementsPence),
    pounds(row.withdrawalsPence),
    pounds(row.withdrawalsOfThisYearPence),
    pounds(row.transfersInCurrentYearPence),
    pounds(row.transfersInEarlierYearsPence),
    pounds(row.transfersOutPence),
    pounds(row.marketValuePence),
  ];
}

/** `isa-report-2026-27.csv`. */
export function isaReportFileName(taxYear: TaxYear): string {
  return `isa-report-${taxYearLabel(taxYear).replace('/', '-')}.csv`;
}
