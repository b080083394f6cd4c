import type { InvestmentTerm, ResaleFigures, ResaleListing, ResaleScheduleLine } from '@keystone/api';
import { termSchedule } from '@keystone/flows/payouts';
import { resaleBlock, resaleFigures } from '@keystone/flows/resale';
import type { CalendarDate } from '@keystone/flows/rules';
import { termWindow, yearRateOf } from '../project-payments/payment-project.ts';
import type { PaymentProject } from '../project-payments/queries.ts';
import type { ListingRow, SaleInvestment } from './queries.ts';

// What the resale rules are handed, from the rows the queries read: no SQL, no HTTP (the service passes the rows in).

type Part = Pick<
  SaleInvestment,
  | 'term'
  | 'invest_strategy'
  | 'investment_status'
  | 'project_status'
  | 'repayment_state'
  | 'paid_at'
  | 'bought_at'
  | 'short_funding_minimum_pence'
  | 'long_funding_minimum_pence'
> &
  Omit<PaymentProject, 'id' | 'status'>;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The project's row as the payouts' helpers read it. */
const paymentProjectOf = (part: Part): PaymentProject => ({ ...part, id: 0, status: part.project_status });

export const termEndDateOf = (part: Part): CalendarDate => termWindow(paymentProjectOf(part), part.term).endDate;

export const yearRatePercentOf = (part: Part): number =>
  yearRateOf(paymentProjectOf(part), part.term, part.invest_strategy);

/** The project's minimum pledge for the term: the least that may be listed or bought. */
export const minimumPenceOf = (
  part: Pick<Part, 'term' | 'short_funding_minimum_pence' | 'long_funding_minimum_pence'>,
) => (part.term === 'LONG' ? part.long_funding_minimum_pence : part.short_funding_minimum_pence) ?? 0;

/** Why the part may not be sold today (flows' `resaleBlock`), or undefined. */
export function blockOf(part: Part, listed: boolean, today: CalendarDate): string | undefined {
  const paidAt = part.paid_at;
  if (paidAt === null) return resaleBlock({ ...factsBase(part, today), heldSince: new Date(0), listed });
  return resaleBlock({
    ...factsBase(part, today),
    heldSince: asDate(part.bought_at ?? paidAt),
    listed,
  });
}

function factsBase(part: Part, today: CalendarDate) {
  return {
    investmentStatus: part.investment_status,
    projectStatus: part.project_status,
    repaymentState: part.repayment_state,
    termEndDate: termEndDateOf(part),
    today,
  };
}

/** A sale of `capitalPence` of the part on `saleDate` (flows' `resaleFigures`); interest runs from the pledge's payment. */
export function figuresOf(
  part: Part,
  capitalPence: number,
  feeBasisPoints: number,
  saleDate: CalendarDate,
): ResaleFigures {
  return resaleFigures({
    capitalPence,
    yearRatePercent: yearRatePercentOf(part),
    investAt: asDate(part.paid_at ?? new Date(0)),
    window: termWindow(paymentProjectOf(part), part.term),
    saleDate,
    feeBasisPoints,
  });
}

/** A listing as `readerId` may see it (the seller and admins see the investment). */
export function listingAnswer(
  row: ListingRow,
  reader: { id: number; admin: boolean },
  today: CalendarDate,
): ResaleListing {
  const own = row.seller_id === reader.id;
  return {
    id: row.id,
    status: row.status,
    own,
    investmentId: own || reader.admin ? row.investment_id : null,
    projectId: row.project_id,
    projectTitle: row.title,
    term: row.term as InvestmentTerm,
    investStrategy: row.invest_strategy,
    yearRatePercent: yearRatePercentOf(row),
    termEndDate: termEndDateOf(row),
    listedPence: row.listed_pence,
    remainingPence: row.remaining_pence,
    minimumPence: minimumPenceOf(row),
    feeBasisPoints: row.fee_basis_points,
    listedAt: asDate(row.listed_at).toISOString(),
    expiresAt: asDate(row.expires_at).toISOString(),
    closedAt: row.closed_at === null ? null : asDate(row.closed_at).toISOString(),
    suspendedReason: row.suspended_reason,
    figures: figuresOf(row, row.remaining_pence, row.fee_basis_points, today),
  };
}

/** What the part for sale is expected to be paid, and when (flows' schedule of the term, for this part alone). */
export function scheduleOf(row: ListingRow, today: CalendarDate): ResaleScheduleLine[] {
  if (row.remaining_pence === 0) return [];
  const lines = termSchedule(
    {
      term: row.term,
      window: termWindow(paymentProjectOf(row), row.term),
      investments: [
        {
          id: row.investment_id,
          sumPence: row.remaining_pence,
          yearRatePercent: yearRatePercentOf(row),
          investAt: asDate(row.paid_at ?? row.listed_at),
        },
      ],
      cancelled: false,
      paid: [],
    },
    today,
  );
  return lines.map(({ kind, dueDate, expectedPence }) => ({ kind, dueDate, expectedPence }));
}
