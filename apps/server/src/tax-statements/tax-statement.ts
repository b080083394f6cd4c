import type { InvestmentTerm, TaxStatementTotals, TaxStatementYear, TaxYear } from '@keystone/api';
import { taxYearOf } from '@keystone/flows/tax';
import type { InvestmentAmount, Investor } from './queries.ts';

// The tax statement's figures (issue 35 §1), worked out from what the queries read: no SQL, no HTTP. Every date is
// judged in London time by flows' `taxYearOf`: a payout at 00:30 BST on 6 April belongs to the new tax year.

/** One investment's figures in the year. */
export interface TaxStatementLine {
  investmentId: number;
  projectTitle: string;
  term: InvestmentTerm;
  /** Paid from the Innovative Finance ISA (`investments.source = 'ISA'`). */
  isa: boolean;
  interestPence: number;
  lossPence: number;
}

export interface TaxStatement {
  taxYear: TaxYear;
  investor: Investor;
  /** ISA lines first, then the others; within each, by investment. */
  lines: TaxStatementLine[];
  isa: TaxStatementTotals;
  nonIsa: TaxStatementTotals;
}

/**
 * The investor's years: from the tax year of their first money movement with us to the current one, newest first;
 * none when their money never moved.
 */
export function listTaxYears(firstMovementAt: Date | undefined, now: Date): TaxYear[] {
  if (firstMovementAt === undefined) return [];
  const years: TaxYear[] = [];
  for (let year = taxYearOf(now); year >= taxYearOf(firstMovementAt); year -= 1) years.push(year);
  return years;
}

/** The statement of one year: `interest` and `losses` are the investor's, read for that year. */
export function taxStatementOf(
  taxYear: TaxYear,
  investor: Investor,
  interest: readonly InvestmentAmount[],
  losses: readonly InvestmentAmount[],
): TaxStatement {
  const byInvestment = new Map<number, TaxStatementLine>();
  const lineOf = (amount: InvestmentAmount) => {
    let line = byInvestment.get(amount.investmentId);
    if (line === undefined) {
      line = {
        investmentId: amount.investmentId,
        projectTitle: amount.projectTitle,
        term: amount.term,
        isa: amount.isa,
        interestPence: 0,
        lossPence: 0,
      };
      byInvestment.set(amount.investmentId, line);
    }
    return line;
  };
  for (const amount of inYear(interest, taxYear)) lineOf(amount).interestPence += amount.pence;
  for (const amount of inYear(losses, taxYear)) lineOf(amount).lossPence += amount.pence;
  const lines = [...byInvestment.values()].sort(
    (a, b) => Number(b.isa) - Number(a.isa) || a.investmentId - b.investmentId,
  );
  return {
    taxYear,
    investor,
    lines,
    isa: totalsOf(lines.filter((line) => line.isa)),
    nonIsa: totalsOf(lines.filter((line) => !line.isa)),
  };
}

/** Each of `years` with its totals, from every interest payment and loss of the investor's (any year). */
export function taxYearTotals(
  years: readonly TaxYear[],
  interest: readonly InvestmentAmount[],
  losses: readonly InvestmentAmount[],
): TaxStatementYear[] {
  const figures = new Map<TaxYear, TaxStatementYear>(
    years.map((taxYear) => [
      taxYear,
      { taxYear, isa: { interestPence: 0, lossPence: 0 }, nonIsa: { interestPence: 0, lossPence: 0 } },
    ]),
  );
  const add = (amounts: readonly InvestmentAmount[], field: keyof TaxStatementTotals) => {
    for (const amount of amounts) {
      const year = figures.get(taxYearOf(amount.at));
      if (year !== undefined) (amount.isa ? year.isa : year.nonIsa)[field] += amount.pence;
    }
  };
  add(interest, 'interestPence');
  add(losses, 'lossPence');
  return years.map((taxYear) => figures.get(taxYear)!);
}

function inYear(amounts: readonly InvestmentAmount[], taxYear: TaxYear): InvestmentAmount[] {
  return amounts.filter((amount) => taxYearOf(amount.at) === taxYear);
}

function totalsOf(lines: readonly TaxStatementLine[]): TaxStatementTotals {
  return {
    interestPence: lines.reduce((sum, line) => sum + line.interestPence, 0),
    lossPence: lines.reduce((sum, line) => sum + line.lossPence, 0),
  };
}
