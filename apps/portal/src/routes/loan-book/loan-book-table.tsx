import type { LoanBook, LoanBookFigures, LoanBookStateFigure } from '@keystone/api';
import { LOAN_BOOK_LABELS } from '@keystone/flows/dashboard';
import { formatCount, formatMoney, formatPercent } from '@keystone/flows/format';
import { DataTable, type DataTableColumn } from '@keystone/ui';
import { LOAN_BOOK_TEXTS } from './loan-book-texts.ts';

/** A row of the table: a year's figures, or every year's together (`year` null). */
type Row = LoanBookFigures & { year: number | null };

const inState = (figure: LoanBookStateFigure) =>
  `${formatMoney(figure.amountPence)} (${LOAN_BOOK_TEXTS.loansCount(figure.loans)})`;

const columns: DataTableColumn<Row>[] = [
  {
    header: LOAN_BOOK_LABELS.year,
    role: 'primary',
    className: 'font-medium',
    cell: (row) => (row.year === null ? LOAN_BOOK_LABELS.total : String(row.year)),
  },
  { header: LOAN_BOOK_LABELS.loans, numeric: true, cell: (row) => formatCount(row.loans) },
  { header: LOAN_BOOK_LABELS.lent, role: 'money', numeric: true, cell: (row) => formatMoney(row.lentPence) },
  { header: LOAN_BOOK_LABELS.repaid, numeric: true, cell: (row) => formatMoney(row.repaidPence) },
  { header: LOAN_BOOK_LABELS.interestPaid, numeric: true, cell: (row) => formatMoney(row.interestPaidPence) },
  { header: LOAN_BOOK_LABELS.outstanding, numeric: true, cell: (row) => formatMoney(row.outstandingPence) },
  { header: LOAN_BOOK_LABELS.late, numeric: true, cell: (row) => inState(row.late) },
  { header: LOAN_BOOK_LABELS.inDefault, numeric: true, cell: (row) => inState(row.inDefault) },
  { header: LOAN_BOOK_LABELS.inRecovery, numeric: true, cell: (row) => inState(row.inRecovery) },
  {
    header: LOAN_BOOK_LABELS.losses,
    numeric: true,
    cell: (row) => `${formatMoney(row.writtenOff.lossPence)} (${LOAN_BOOK_TEXTS.loansCount(row.writtenOff.loans)})`,
  },
  {
    header: LOAN_BOOK_LABELS.averageRate,
    numeric: true,
    cell: (row) => formatPercent(row.averageRatePercent, { fractionDigits: 2 }),
  },
  {
    header: LOAN_BOOK_LABELS.averageTerm,
    numeric: true,
    cell: (row) => `${formatCount(row.averageTermMonths)} months`,
  },
];

/**
 * Every figure by the year the loans began, then all years together. Wide, a table; narrower than its columns need,
 * a card per year (DataTable), so nothing runs off a phone's screen.
 */
export function LoanBookTable({ book }: { book: LoanBook }) {
  const rows: Row[] = [...book.years, { ...book.total, year: null }];
  return (
    <DataTable
      caption={LOAN_BOOK_TEXTS.tableCaption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.year ?? 'total'}
      cardsBelow="xl"
      className="whitespace-nowrap cards:whitespace-normal"
    />
  );
}
