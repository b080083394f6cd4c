import { describe, expect, it } from 'vitest';
import { isaReportCells, isaReportFileName, isaYearRow, type IsaYearFigures } from './isa-report.ts';

const none: IsaYearFigures = {
  fullName: 'Ian Isa',
  email: 'ian@example.com',
  subscribedPence: 0,
  replacedPence: 0,
  withdrawnPence: 0,
  transferredInCurrentYearPence: 0,
  transferredInEarlierPence: 0,
  transferredOutPence: 0,
  cashAtYearEndPence: 0,
  outstandingPrincipalPence: 0,
};

describe('the annual ISA report', () => {
  it('counts subscriptions less their replacements, and the value as cash plus principal still lent', () => {
    const row = isaYearRow({
      ...none,
      subscribedPence: 500_000,
      replacedPence: 100_000,
      withdrawnPence: 150_000,
      cashAtYearEndPence: 50_000,
      outstandingPrincipalPence: 300_000,
    });
    expect(row).toMatchObject({
      subscriptionsPence: 400_000,
      replacementsPence: 100_000,
      withdrawalsPence: 150_000,
      withdrawalsOfThisYearPence: 150_000,
      marketValuePence: 350_000,
    });
  });

  it("counts withdrawals against this year's money first, then earlier years'", () => {
    const row = isaYearRow({
      ...none,
      subscribedPence: 100_000,
      transferredInCurrentYearPence: 20_000,
      transferredInEarlierPence: 900_000,
      withdrawnPence: 300_000,
    });
    expect(row.withdrawalsOfThisYearPence).toBe(120_000);
  });

  it('writes pounds and pence and names the file by the tax year', () => {
    expect(isaReportCells(isaYearRow({ ...none, subscribedPence: 1_234_505 }))).toEqual([
      'Ian Isa',
      'ian@example.com',
      '12345.05',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(isaReportFileName(2026)).toBe('isa-report-2026-27.csv');
  });
});
