import type { LoanBook, LoanBookFigures, ProjectStatus, RepaymentState } from '@keystone/api';

// The public loan book (issue 34 §5): how the loans made through the platform have turned out. The FCA expects a
// loan-based platform to publish the past outcomes of its loans, defaults and losses included, so that a lender can
// judge the risk (COBS 18.12, the rules for operators of electronic systems in relation to lending; PS14/4 and
// PS19/14). The server's job works the figures out with this function from one record per loan and stores them;
// the public page and the admin dashboard read the stored copy. Money is integer pence throughout; only the two
// averages are decimals.

/** One loan (a project whose raised money was lent), as the server reads it from the ledger and the projects. */
export interface LoanRecord {
  /** The day the loan began: its short term's start, the actual one where set; a London calendar date. */
  startDate: string;
  status: ProjectStatus;
  repaymentState: RepaymentState;
  /** The paid investments in it, both terms (the ledger's transfers into the project's wallets). */
  lentPence: number;
  /** All the ledger paid back to its lenders out of the project's wallets: payouts and recoveries. */
  returnedPence: number;
  /** The profit part of its SUCCEEDED payout rows. */
  interestPaidPence: number;
  /** Its losses recorded per investment when it was written off. */
  lossPence: number;
  /** Σ amount × expected yearly rate (percent) over its paid investments: the rate's weight. */
  rateWeight: number;
  /** Σ amount × planned term in days over its paid investments: the term's weight. */
  termDaysWeight: number;
}

/** A project in these was never lent: still being prepared or raising money, or cancelled before the loan. */
export const NOT_LOAN_STATUSES: readonly ProjectStatus[] = [
  'DRAFT',
  'COMING_SOON',
  'AVAILABLE_TO_PLEDGE',
  'CANCELLED_NOT_PAID_OUT',
  'CANCELLED_PAID_OUT',
];

const closedStatuses: readonly ProjectStatus[] = ['COMPLETE', 'ARCHIVED'];
const closedStates: readonly RepaymentState[] = ['CLOSED_RECOVERED', 'CLOSED_WRITTEN_OFF'];

/** A loan paid out in full, archived, or closed after a default owes its lenders nothing more. */
export function isLoanClosed(loan: Pick<LoanRecord, 'status' | 'repaymentState'>): boolean {
  return closedStatuses.includes(loan.status) || closedStates.includes(loan.repaymentState);
}

/** Capital returned: what came back less the interest paid with it, never more than was lent. */
export function capitalRepaidPence(loan: LoanRecord): number {
  return Math.min(loan.lentPence, Math.max(0, loan.returnedPence - loan.interestPaidPence));
}

export function outstandingPence(loan: LoanRecord): number {
  return isLoanClosed(loan) ? 0 : loan.lentPence - capitalRepaidPence(loan);
}

const daysInYear = 365;

interface Sums extends Omit<LoanBookFigures, 'averageRatePercent' | 'averageTermMonths'> {
  rateWeight: number;
  termDaysWeight: number;
}

const emptySums = (): Sums => ({
  loans: 0,
  lentPence: 0,
  repaidPence: 0,
  interestPaidPence: 0,
  outstandingPence: 0,
  late: { loans: 0, amountPence: 0 },
  inDefault: { loans: 0, amountPence: 0 },
  inRecovery: { loans: 0, amountPence: 0 },
  writtenOff: { loans: 0, lossPence: 0 },
  rateWeight: 0,
  termDaysWeight: 0,
});

function add(sums: Sums, loan: LoanRecord): void {
  const outstanding = outstandingPence(loan);
  sums.loans += 1;
  sums.lentPence += loan.lentPence;
  sums.repaidPence += capitalRepaidPence(loan);
  sums.interestPaidPence += loan.interestPaidPence;
  sums.outstandingPence += outstanding;
  const inState = { LATE: sums.late, IN_DEFAULT: sums.inDefault, IN_RECOVERY: sums.inRecovery }[
    loan.repaymentState as 'LATE' | 'IN_DEFAULT' | 'IN_RECOVERY'
  ];
  if (inState) {
    inState.loans += 1;
    inState.amountPence += outstanding;
  }
  if (loan.repaymentState === 'CLOSED_WRITTEN_OFF') sums.writtenOff.loans += 1;
  sums.writtenOff.lossPence += loan.lossPence;
  sums.rateWeight += loan.rateWeight;
  sums.termDaysWeight += loan.termDaysWeight;
}

function figuresOf({ rateWeight, termDaysWeight, ...sums }: Sums): LoanBookFigures {
  const lent = sums.lentPence;
  return {
    ...sums,
    averageRatePercent: lent === 0 ? 0 : Math.round((rateWeight / lent) * 100) / 100,
    averageTermMonths: lent === 0 ? 0 : Math.round(((termDaysWeight / lent) * 12 * 10) / daysInYear) / 10,
  };
}

/** The loan book of `loans`, in total and by the year each began (oldest first), computed at `computedAt`. */
export function loanBookOf(loans: readonly LoanRecord[], computedAt: Date | null): LoanBook {
  const total = emptySums();
  const byYear = new Map<number, Sums>();
  for (const loan of loans) {
    const year = Number(loan.startDate.slice(0, 4));
    const sums = byYear.get(year) ?? emptySums();
    byYear.set(year, sums);
    add(sums, loan);
    add(total, loan);
  }
  return {
    computedAt: computedAt?.toISOString() ?? null,
    total: figuresOf(total),
    years: [...byYear.entries()].sort(([a], [b]) => a - b).map(([year, sums]) => ({ year, ...figuresOf(sums) })),
  };
}

/** The loan book before the job's first run: nothing computed yet. */
export const NO_LOAN_BOOK: LoanBook = loanBookOf([], null);
