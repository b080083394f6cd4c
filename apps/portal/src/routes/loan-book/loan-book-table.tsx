import type { LoanBook, LoanBookFigures, LoanBookStateFigure } from '@keystone/api';
import { LOAN_BOOK_LABELS } from '@keystone/flows/dashboard';
import { formatCount, formatMoney, formatPercent } from '@keystone/flows/format';
import { DataTable, type DataTableCardsBelow, type DataTableColumn } from '@keystone/ui';
import type { ReactNode } from 'react';
import { LOAN_BOOK_TEXTS } from './loan-book-texts.ts';

/** A row of the table: one figure, told for each year and for all years together. */
interface FigureRow {
  label: string;
  value: (figures: LoanBookFigures) => ReactNode;
}

/** An amount with how many loans it is: on two lines in the table (the column stays narrow), on one in a card. */
const withCount = (pence: number, loans: number) => (
  <>
    {formatMoney(pence)}{' '}
    <span className="block text-muted-foreground cards:inline">({LOAN_BOOK_TEXTS.loansCount(loans)})</span>
  </>
);
const inState = (figure: LoanBookStateFigure) => withCount(figure.amountPence, figure.loans);

const FIGURE_ROWS: readonly FigureRow[] = [
  { label: LOAN_BOOK_LABELS.loans, value: (figures) => formatCount(figures.loans) },
  { label: LOAN_BOOK_LABELS.lent, value: (figures) => formatMoney(figures.lentPence) },
  { label: LOAN_BOOK_LABELS.repaid, value: (figures) => formatMoney(figures.repaidPence) },
  { label: LOAN_BOOK_LABELS.interestPaid, value: (figures) => formatMoney(figures.interestPaidPence) },
  { label: LOAN_BOOK_LABELS.outstanding, value: (figures) => formatMoney(figures.outstandingPence) },
  { label: LOAN_BOOK_LABELS.late, value: (figures) => inState(figures.late) },
  { label: LOAN_BOOK_LABELS.inDefault, value: (figures) => inState(figures.inDefault) },
  { label: LOAN_BOOK_LABELS.inRecovery, value: (figures) => inState(figures.inRecovery) },
  {
    label: LOAN_BOOK_LABELS.losses,
    value: (figures) => withCount(figures.writtenOff.lossPence, figures.writtenOff.loans),
  },
  {
    label: LOAN_BOOK_LABELS.averageRate,
    value: (figures) => formatPercent(figures.averageRatePercent, { fractionDigits: 2 }),
  },
  { label: LOAN_BOOK_LABELS.averageTerm, value: (figures) => `${formatCount(figures.averageTermMonths)} months` },
];

/** The narrowest box that holds the table form: a column per year, the figure's name and all years together. */
function cardsBelowFor(yearCount: number): DataTableCardsBelow {
  if (yearCount <= 2) return 'md';
  if (yearCount <= 4) return 'lg';
  return 'xl';
}

/**
 * Every figure (a row) for each year the loans began and for all years together (the columns). Narrower than its
 * columns need, a card per figure (DataTable), so nothing runs off a phone's screen.
 */
export function LoanBookTable({ book }: { book: LoanBook }) {
  const columns: DataTableColumn<FigureRow>[] = [
    { header: LOAN_BOOK_TEXTS.figureColumn, role: 'primary', className: 'font-medium', cell: (row) => row.label },
    ...book.years.map((year): DataTableColumn<FigureRow> => ({
      header: String(year.year),
      numeric: true,
      cell: (row) => row.value(year),
    })),
    { header: LOAN_BOOK_LABELS.total, numeric: true, className: 'font-medium', cell: (row) => row.value(book.total) },
  ];
  return (
    <DataTable
      caption={LOAN_BOOK_TEXTS.tableCaption}
      columns={columns}
      rows={FIGURE_ROWS}
      rowKey={(row) => row.label}
      cardsBelow={cardsBelowFor(book.years.length)}
    />
  );
}
