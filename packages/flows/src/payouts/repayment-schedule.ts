/**
 * The repayment schedule (issue 34 §1): what each investment is expected to be paid, when, and what was paid against
 * it. A term pays its investors once, at its end (actual, else planned): the capital back and the profit, computed
 * by `payoutProfits`, the rule the payouts themselves use, over every succeeded investment of the term in the order
 * the payouts take them, so each line is the penny the payout will be. Dates are London calendar dates: `today` and
 * each payout's date come from the caller as `calendarDateIn` (rules/calendar-date.ts) gives them.
 */

import type { InvestmentTerm, RepaymentLineKind, RepaymentLineStatus } from '@keystone/api';
import { investDays, payoutProfits, type TermWindow } from './payout-profit.ts';

/** 'YYYY-MM-DD', as the contract carries a date (the type `rules/calendar-date.ts` names). */
type CalendarDate = string;

export interface ScheduleInvestment {
  id: number;
  sumPence: number;
  /** The strategy's yearly rate for the term, percent with at most two decimals. */
  yearRatePercent: number;
  /** When the money was paid in (else when the investment was made): where its days start. */
  investAt: Date;
}

/** What a succeeded payment row paid for one investment (project_payment_items of a SUCCEEDED row). */
export interface PaidItem {
  investmentId: number;
  profitPence: number;
  sumPence: number;
  /** The London date it was paid (`calendarDateIn(paid_at)` from flows' rules: the caller has the instant). */
  paidOn: CalendarDate;
}

export interface TermScheduleInput {
  term: InvestmentTerm;
  window: TermWindow;
  /** Every succeeded investment of the term, in the payouts' order (paid_at, then id). */
  investments: readonly ScheduleInvestment[];
  cancelled: boolean;
  paid: readonly PaidItem[];
}

export interface RepaymentLine {
  investmentId: number;
  term: InvestmentTerm;
  kind: RepaymentLineKind;
  dueDate: CalendarDate;
  expectedPence: number;
  paidPence: number;
  /** The London date it was paid, or null. */
  paidOn: CalendarDate | null;
  status: RepaymentLineStatus;
}

const lineStatus = (dueDate: CalendarDate, paidOn: CalendarDate | null, today: CalendarDate): RepaymentLineStatus => {
  if (paidOn !== null) return 'PAID';
  return dueDate < today ? 'OVERDUE' : 'UPCOMING';
};

/**
 * The lines of every investment of one term: its interest (none for a cancelled project, which returns the capital
 * only) and its capital, both due on the term's end. `today` is the London date the lines are looked at.
 */
export function termSchedule(input: TermScheduleInput, today: CalendarDate): RepaymentLine[] {
  const profits = payoutProfits(
    input.investments.map((investment) => ({
      sumPence: investment.sumPence,
      yearRatePercent: investment.yearRatePercent,
      investDays: investDays(investment.investAt, input.window),
    })),
    { cancelled: input.cancelled },
  );
  const paidBy = new Map(input.paid.map((item) => [item.investmentId, item]));
  const dueDate = input.window.endDate;
  return input.investments.flatMap((investment, index) => {
    const paid = paidBy.get(investment.id);
    const paidOn = paid ? paid.paidOn : null;
    const line = (kind: RepaymentLineKind, expectedPence: number, paidPence: number): RepaymentLine => ({
      investmentId: investment.id,
      term: input.term,
      kind,
      dueDate,
      expectedPence,
      paidPence,
      paidOn,
      status: lineStatus(dueDate, paidOn, today),
    });
    const capital = line('CAPITAL', investment.sumPence, paid?.sumPence ?? 0);
    if (input.cancelled) return [capital];
    return [line('INTEREST', profits[index]?.profitPence ?? 0, paid?.profitPence ?? 0), capital];
  });
}

export interface TermDates {
  plannedStart: CalendarDate | null;
  plannedEnd: CalendarDate | null;
  actualStart: CalendarDate | null;
  actualEnd: CalendarDate | null;
}

/** The term as it runs: the actual dates where set, else the planned ones; undefined for a term with no dates. */
export function termWindowOf(dates: TermDates): TermWindow | undefined {
  const startDate = dates.actualStart ?? dates.plannedStart;
  const endDate = dates.actualEnd ?? dates.plannedEnd;
  return startDate === null || endDate === null ? undefined : { startDate, endDate };
}

/** Every line of a project's terms (a project with no long term has only its short one), by due date. */
export function projectScheduleLines(terms: readonly TermScheduleInput[], today: CalendarDate): RepaymentLine[] {
  return terms
    .flatMap((term) => termSchedule(term, today))
    .sort((a, b) => (a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? -1 : 1));
}

/** The schedule of one investment: its lines from its term's schedule (the term is needed whole for the pennies). */
export function investmentSchedule(input: TermScheduleInput, investmentId: number, today: CalendarDate) {
  return termSchedule(input, today).filter((line) => line.investmentId === investmentId);
}

export interface ScheduleTotal {
  term: InvestmentTerm;
  kind: RepaymentLineKind;
  dueDate: CalendarDate;
  expectedPence: number;
  paidPence: number;
  /** How many investments the line sums. */
  investments: number;
  /** How many of them are paid. */
  paid: number;
  status: RepaymentLineStatus;
}

/** Lines summed by term, kind and due date (the admin's view of a project), in date order, interest first. */
export function sumSchedule(lines: readonly RepaymentLine[], today: CalendarDate): ScheduleTotal[] {
  const totals = new Map<string, ScheduleTotal>();
  for (const line of lines) {
    const key = `${line.dueDate}|${line.term}|${line.kind}`;
    const total = totals.get(key) ?? {
      term: line.term,
      kind: line.kind,
      dueDate: line.dueDate,
      expectedPence: 0,
      paidPence: 0,
      investments: 0,
      paid: 0,
      status: 'PAID' as RepaymentLineStatus,
    };
    total.expectedPence += line.expectedPence;
    total.paidPence += line.paidPence;
    total.investments += 1;
    if (line.status === 'PAID') total.paid += 1;
    total.status = total.paid === total.investments ? 'PAID' : lineStatus(total.dueDate, null, today);
    totals.set(key, total);
  }
  const kindOrder = (kind: RepaymentLineKind) => (kind === 'INTEREST' ? 0 : 1);
  return [...totals.values()].sort((a, b) =>
    a.dueDate !== b.dueDate
      ? a.dueDate < b.dueDate
        ? -1
        : 1
      : a.term !== b.term
        ? a.term === 'SHORT'
          ? -1
          : 1
        : kindOrder(a.kind) - kindOrder(b.kind),
  );
}

export interface NextPayment {
  dueDate: CalendarDate;
  amountPence: number;
}

/** The earliest date with an unpaid line, and what is due on it (interest and capital together). */
export function nextPaymentDue(lines: readonly RepaymentLine[]): NextPayment | undefined {
  const unpaid = lines.filter((line) => line.status !== 'PAID');
  const first = unpaid.reduce<CalendarDate | undefined>(
    (soonest, line) => (soonest === undefined || line.dueDate < soonest ? line.dueDate : soonest),
    undefined,
  );
  if (first === undefined) return undefined;
  const amountPence = unpaid
    .filter((line) => line.dueDate === first)
    .reduce((sum, line) => sum + line.expectedPence, 0);
  return { dueDate: first, amountPence };
}
