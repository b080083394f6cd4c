import type { LoanBook } from '@keystone/api';
import { Link } from 'react-router';
import { LOAN_BOOK_PATH } from '../../../brand/legal-links.ts';
import { LoanBookFigures } from '../../loan-book/loan-book-figures.tsx';
import { LOAN_BOOK_TEXTS } from '../../loan-book/loan-book-texts.ts';

/**
 * The public loan book as the public page shows it (issue 34 §5): the same stored copy, which the dashboard's answer
 * carries, so the admin sees exactly what visitors see, with the date it was worked out.
 */
export function LoanBookSummary({ book }: { book: LoanBook }) {
  return (
    <section aria-labelledby="admin-loan-book" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="admin-loan-book" className="text-lg font-semibold text-foreground">
          {LOAN_BOOK_TEXTS.title}
        </h2>
        <Link to={LOAN_BOOK_PATH} className="text-primary underline underline-offset-2">
          {LOAN_BOOK_TEXTS.adminLink}
        </Link>
      </div>
      <LoanBookFigures book={book} />
    </section>
  );
}
