import { describe, expect, it } from 'vitest';
import { poundsForCsv, TAX_STATEMENT_TEXTS, taxStatementLineTitle } from './tax-statement-texts.ts';

describe('the tax statement words', () => {
  it('names the year and its London days', () => {
    expect(TAX_STATEMENT_TEXTS.title(2026)).toBe('Tax statement 2026/27');
    expect(TAX_STATEMENT_TEXTS.period(2026)).toBe('Tax year 2026/27: 06/04/2026 to 05/04/2027, UK time.');
  });

  it('writes pence as plain pounds for a spreadsheet', () => {
    expect(poundsForCsv(0)).toBe('0.00');
    expect(poundsForCsv(5)).toBe('0.05');
    expect(poundsForCsv(123_456)).toBe('1234.56');
  });

  it('names a line by its project, term and investment', () => {
    expect(taxStatementLineTitle({ projectTitle: 'Mill Lane', term: 'SHORT', investmentId: 7 })).toMatch(
      /^Mill Lane · .+ · investment 7$/,
    );
  });
});
