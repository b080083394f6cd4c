import { describe, expect, it } from 'vitest';
import type { InvestmentAmount } from './queries.ts';
import { listTaxYears, taxStatementOf, taxYearTotals } from './tax-statement.ts';

const amount = (investmentId: number, pence: number, at: string, isa = false): InvestmentAmount => ({
  userId: 1,
  investmentId,
  projectTitle: `Project ${investmentId}`,
  term: 'SHORT',
  isa,
  pence,
  at: new Date(at),
});
const investor = { id: 1, fullName: 'Ann', email: 'ann@example.com' };

describe('the tax statement figures', () => {
  it("lists the years from the first movement's to the current one, newest first, by London time", () => {
    // 00:30 BST on 6 April 2026 is 23:30 UTC on 5 April: already 2026/27.
    expect(listTaxYears(new Date('2026-04-05T23:30:00Z'), new Date('2027-04-05T22:59:00Z'))).toEqual([2026]);
    expect(listTaxYears(new Date('2026-04-05T22:59:00Z'), new Date('2027-04-05T23:00:00Z'))).toEqual([
      2027, 2026, 2025,
    ]);
    expect(listTaxYears(undefined, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });

  it('adds interest and losses per investment, ISA lines first, with the ISA and the rest totalled apart', () => {
    const statement = taxStatementOf(
      2026,
      investor,
      [
        amount(2, 100, '2026-05-01T10:00:00Z'),
        amount(2, 50, '2026-11-01T10:00:00Z'),
        amount(3, 70, '2026-06-01T10:00:00Z', true),
        amount(4, 999, '2026-04-05T22:59:00Z'),
      ],
      [amount(5, 400, '2027-04-05T22:59:00Z')],
    );
    expect(statement.lines.map((line) => [line.investmentId, line.isa, line.interestPence, line.lossPence])).toEqual([
      [3, true, 70, 0],
      [2, false, 150, 0],
      [5, false, 0, 400],
    ]);
    expect(statement.isa).toEqual({ interestPence: 70, lossPence: 0 });
    expect(statement.nonIsa).toEqual({ interestPence: 150, lossPence: 400 });
  });

  it('totals each listed year, leaving out amounts of years not listed', () => {
    expect(
      taxYearTotals(
        [2026, 2025],
        [amount(1, 10, '2026-04-05T23:30:00Z', true), amount(1, 5, '2020-01-01T00:00:00Z')],
        [amount(2, 7, '2026-04-05T22:59:00Z')],
      ),
    ).toEqual([
      { taxYear: 2026, isa: { interestPence: 10, lossPence: 0 }, nonIsa: { interestPence: 0, lossPence: 0 } },
      { taxYear: 2025, isa: { interestPence: 0, lossPence: 0 }, nonIsa: { interestPence: 0, lossPence: 7 } },
    ]);
  });
});
