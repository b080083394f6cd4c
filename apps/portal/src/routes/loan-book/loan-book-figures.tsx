import type { LoanBook } from '@keystone/api';
import { LOAN_BOOK_CAVEAT } from '@keystone/flows/dashboard';
import { Message } from '@keystone/ui';
import { LoanBookChart } from './loan-book-chart.tsx';
import { LoanBookTable } from './loan-book-table.tsx';
import { LOAN_BOOK_TEXTS } from './loan-book-texts.ts';

/** The figures as the job stored them: not yet worked out, no loans yet, or the chart and the table. */
export function LoanBookFigures({ book }: { book: LoanBook }) {
  if (book.computedAt === null) return <Message variant="info">{LOAN_BOOK_TEXTS.notComputedYet}</Message>;
  return (
    <div className="flex flex-col gap-6">
      <p className="font-medium text-foreground" data-testid="loan-book-as-at">
        {LOAN_BOOK_TEXTS.figuresAsAt(book.computedAt)}
      </p>
      {book.years.length === 0 ? (
        <Message variant="info">{LOAN_BOOK_TEXTS.noLoans}</Message>
      ) : (
        <>
          <section aria-labelledby="loan-book-chart" className="flex flex-col gap-3">
            <h2 id="loan-book-chart" className="text-lg font-semibold text-foreground">
              {LOAN_BOOK_TEXTS.chartHeading}
            </h2>
            <div className="max-w-3xl">
              <LoanBookChart years={book.years} />
            </div>
          </section>
          <section aria-labelledby="loan-book-table" className="flex flex-col gap-3">
            <h2 id="loan-book-table" className="text-lg font-semibold text-foreground">
              {LOAN_BOOK_TEXTS.tableHeading}
            </h2>
            <LoanBookTable book={book} />
          </section>
        </>
      )}
      <p className="text-sm text-muted-foreground">
        {LOAN_BOOK_TEXTS.updated} {LOAN_BOOK_CAVEAT}
      </p>
    </div>
  );
}
