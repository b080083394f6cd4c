import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../rules/calendar-date.ts';
import { payoutProfits } from './payout-profit.ts';
import {
  investmentSchedule,
  nextPaymentDue,
  projectScheduleLines,
  sumSchedule,
  termSchedule,
  termWindowOf,
  type TermScheduleInput,
} from './repayment-schedule.ts';

const shortTerm = { startDate: '2026-01-01', endDate: '2027-01-01' };
const before = '2026-06-01';
const yearIn = (id: number, sumPence: number, yearRatePercent = 10) => ({
  id,
  sumPence,
  yearRatePercent,
  investAt: new Date('2025-12-15T10:00:00Z'),
});
const input = (overrides: Partial<TermScheduleInput> = {}): TermScheduleInput => ({
  term: 'SHORT',
  window: shortTerm,
  investments: [yearIn(1, 100_000)],
  cancelled: false,
  paid: [],
  ...overrides,
});

describe('termSchedule', () => {
  it('pays the interest and the capital on the term end: £1,000 at 10% for the year is £100 then £1,000', () => {
    expect(termSchedule(input(), before)).toEqual([
      {
        investmentId: 1,
        term: 'SHORT',
        kind: 'INTEREST',
        dueDate: '2027-01-01',
        expectedPence: 10_000,
        paidPence: 0,
        paidOn: null,
        status: 'UPCOMING',
      },
      {
        investmentId: 1,
        term: 'SHORT',
        kind: 'CAPITAL',
        dueDate: '2027-01-01',
        expectedPence: 100_000,
        paidPence: 0,
        paidOn: null,
        status: 'UPCOMING',
      },
    ]);
  });

  it('rounds as the payouts do, over the whole term: 100.5p + 100.7p is 100p + 101p, not 101p + 101p', () => {
    const lines = termSchedule(input({ investments: [yearIn(1, 1_005), yearIn(2, 1_007)] }), before);
    const interest = lines.filter((line) => line.kind === 'INTEREST').map((line) => line.expectedPence);
    expect(interest).toEqual([100, 101]);
  });

  it('gives each investment exactly what payoutProfits gives it, ties to the earlier, for any term', () => {
    const investments = [yearIn(7, 1_005, 7.35), yearIn(3, 1_005, 7.35), yearIn(9, 250_001, 8.5)];
    const expected = payoutProfits(
      investments.map((item) => ({ sumPence: item.sumPence, yearRatePercent: item.yearRatePercent, investDays: 365 })),
      { cancelled: false },
    ).map((item) => item.profitPence);
    const interest = termSchedule(input({ investments }), before)
      .filter((line) => line.kind === 'INTEREST')
      .map((line) => line.expectedPence);
    expect(interest).toEqual(expected);
  });

  it('counts the days from when the money came in, if later than the start (UTC day, as payouts count)', () => {
    const late = { ...yearIn(1, 365_000), investAt: new Date('2026-12-01T23:30:00Z') };
    // 31 days of December at 10% on £3,650: 3,650 × 0.1 × 31 / 365 = £31.
    expect(termSchedule(input({ investments: [late] }), before)[0]?.expectedPence).toBe(3_100);
  });

  it('returns only the capital for a cancelled project', () => {
    const lines = termSchedule(input({ cancelled: true }), before);
    expect(lines.map((line) => [line.kind, line.expectedPence])).toEqual([['CAPITAL', 100_000]]);
  });

  it('marks a paid line with what was paid and the London date: 23:30 UTC on 30 June is 1 July in London', () => {
    const paid = [
      {
        investmentId: 1,
        profitPence: 10_000,
        sumPence: 100_000,
        paidOn: calendarDateIn(new Date('2026-06-30T23:30:00Z')),
      },
    ];
    const lines = termSchedule(input({ paid }), before);
    expect(lines.map((line) => [line.kind, line.paidPence, line.paidOn, line.status])).toEqual([
      ['INTEREST', 10_000, '2026-07-01', 'PAID'],
      ['CAPITAL', 100_000, '2026-07-01', 'PAID'],
    ]);
  });

  it('and 23:30 UTC on 30 December is still 30 December in London (GMT)', () => {
    const paid = [
      {
        investmentId: 1,
        profitPence: 10_000,
        sumPence: 100_000,
        paidOn: calendarDateIn(new Date('2026-12-30T23:30:00Z')),
      },
    ];
    expect(termSchedule(input({ paid }), before)[0]?.paidOn).toBe('2026-12-30');
  });

  it('is OVERDUE only once the London date is past the due date, UPCOMING on the day itself', () => {
    expect(termSchedule(input(), '2027-01-01')[0]?.status).toBe('UPCOMING');
    expect(termSchedule(input(), '2027-01-02')[0]?.status).toBe('OVERDUE');
  });

  it('has no lines for a term with no investments', () => {
    expect(termSchedule(input({ investments: [] }), before)).toEqual([]);
  });
});

describe('termWindowOf', () => {
  const planned = { plannedStart: '2026-01-01', plannedEnd: '2026-12-31', actualStart: null, actualEnd: null };

  it('uses the planned dates until actual ones are set', () => {
    expect(termWindowOf(planned)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
  });

  it('lets actual dates replace the planned ones, each on its own', () => {
    expect(termWindowOf({ ...planned, actualEnd: '2027-02-15' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2027-02-15',
    });
    expect(termWindowOf({ ...planned, actualStart: '2026-02-01' })?.startDate).toBe('2026-02-01');
  });

  it('is undefined for a term with no dates (a project with no long term)', () => {
    expect(termWindowOf({ plannedStart: null, plannedEnd: null, actualStart: null, actualEnd: null })).toBeUndefined();
  });

  it('moves the due date and the interest when the term ends later than planned', () => {
    const window = termWindowOf({ ...planned, plannedEnd: '2027-01-01', actualEnd: '2027-04-01' });
    const lines = termSchedule(input({ window: window ?? shortTerm }), before);
    // 455 days at 10% on £1,000 = 12,465.75p, so 12,466p.
    expect(lines.map((line) => [line.kind, line.dueDate, line.expectedPence])).toEqual([
      ['INTEREST', '2027-04-01', 12_466],
      ['CAPITAL', '2027-04-01', 100_000],
    ]);
  });
});

describe('a project: its terms, one investment, the sums and the next payment', () => {
  const long: TermScheduleInput = input({
    term: 'LONG',
    window: { startDate: '2027-01-01', endDate: '2028-01-01' },
    investments: [yearIn(5, 200_000, 12)],
  });

  it('has only the short term lines when the project has no long term', () => {
    const lines = projectScheduleLines([input()], before);
    expect(new Set(lines.map((line) => line.term))).toEqual(new Set(['SHORT']));
  });

  it('orders both terms by due date', () => {
    const lines = projectScheduleLines([long, input()], before);
    expect(lines.map((line) => `${line.term} ${line.kind}`)).toEqual([
      'SHORT INTEREST',
      'SHORT CAPITAL',
      'LONG INTEREST',
      'LONG CAPITAL',
    ]);
  });

  it('picks one investment out of its term, with the pennies the whole term gives it', () => {
    const term = input({ investments: [yearIn(1, 1_005), yearIn(2, 1_007)] });
    expect(investmentSchedule(term, 2, before).map((line) => line.expectedPence)).toEqual([101, 1_007]);
  });

  it('sums lines by term, kind and date: the interest sum is the term total the payouts pay', () => {
    const term = input({ investments: [yearIn(1, 1_005), yearIn(2, 1_005), yearIn(3, 1_005)] });
    const paid = [
      { investmentId: 1, profitPence: 101, sumPence: 1_005, paidOn: calendarDateIn(new Date('2027-01-01T12:00:00Z')) },
    ];
    const totals = sumSchedule(termSchedule({ ...term, paid }, '2027-01-02'), '2027-01-02');
    expect(totals).toEqual([
      {
        term: 'SHORT',
        kind: 'INTEREST',
        dueDate: '2027-01-01',
        expectedPence: 301,
        paidPence: 101,
        investments: 3,
        paid: 1,
        status: 'OVERDUE',
      },
      {
        term: 'SHORT',
        kind: 'CAPITAL',
        dueDate: '2027-01-01',
        expectedPence: 3_015,
        paidPence: 1_005,
        investments: 3,
        paid: 1,
        status: 'OVERDUE',
      },
    ]);
  });

  it('calls a sum PAID once every investment in it is paid', () => {
    const paid = [
      {
        investmentId: 1,
        profitPence: 10_000,
        sumPence: 100_000,
        paidOn: calendarDateIn(new Date('2027-01-01T12:00:00Z')),
      },
    ];
    const totals = sumSchedule(termSchedule(input({ paid }), '2027-02-01'), '2027-02-01');
    expect(totals.map((total) => total.status)).toEqual(['PAID', 'PAID']);
  });

  it('answers the next payment due: the earliest unpaid date and all that is due on it', () => {
    const lines = projectScheduleLines([long, input()], before);
    expect(nextPaymentDue(lines)).toEqual({ dueDate: '2027-01-01', amountPence: 110_000 });
  });

  it('skips paid lines, and answers nothing once all is paid', () => {
    const paid = [
      {
        investmentId: 1,
        profitPence: 10_000,
        sumPence: 100_000,
        paidOn: calendarDateIn(new Date('2027-01-01T12:00:00Z')),
      },
    ];
    const lines = projectScheduleLines([long, input({ paid })], before);
    expect(nextPaymentDue(lines)).toEqual({ dueDate: '2028-01-01', amountPence: 224_000 });
    expect(nextPaymentDue(termSchedule(input({ paid }), before))).toBeUndefined();
  });

  it('still names an overdue line as the next payment (it is owed)', () => {
    expect(nextPaymentDue(termSchedule(input(), '2027-03-01'))).toEqual({
      dueDate: '2027-01-01',
      amountPence: 110_000,
    });
  });
});
