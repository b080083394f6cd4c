import { LOAN_BOOK_DEFINITIONS } from '@keystone/flows/dashboard';
import { LoadingSkeleton, Skeleton, SkeletonTable } from '@keystone/ui';
import { Link } from 'react-router';
import { useLoanBook } from '../../api/loan-book.ts';
import { Logo } from '../../brand/logo.tsx';
import { RiskFooter } from '../../layout/risk-footer.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { RiskWarningBanner } from '../../risk-warning/risk-warning-banner.tsx';
import { LoanBookFigures } from './loan-book-figures.tsx';
import { LOAN_BOOK_TEXTS } from './loan-book-texts.ts';

// The public loan book (issue 34 §5). A loan-based platform publishes how its past loans turned out, defaults and
// losses included (FCA, COBS 18.12), for anyone, signed in or not: the figures the job stored last, a chart, the
// table beneath it and what each figure means.

/** `/loan-book`: the visitors' frame (risk warning, brand, footer), wide enough for the table. */
export function LoanBookPage() {
  const book = useLoanBook();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <RiskWarningBanner />
      <main className="grid min-h-dvh flex-1 grid-cols-[minmax(0,1fr)] justify-items-center px-4 py-12">
        <article
          aria-labelledby="loan-book-title"
          className="flex w-full max-w-6xl min-w-0 flex-col gap-6 rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
        >
          <header>
            <Logo />
            <h1 id="loan-book-title" className="mt-4 text-2xl font-semibold text-foreground">
              {LOAN_BOOK_TEXTS.title}
            </h1>
            <p className="mt-1 text-muted-foreground">{LOAN_BOOK_TEXTS.description}</p>
          </header>
          {book.isPending ? (
            <LoanBookSkeleton />
          ) : book.isError ? (
            <LoadFailure error={book.error} onRetry={() => void book.refetch()} />
          ) : (
            <LoanBookFigures book={book.data} />
          )}
          <LoanBookDefinitions />
          <Link to="/" className="inline-block text-primary underline underline-offset-2">
            {LOAN_BOOK_TEXTS.backHome}
          </Link>
        </article>
      </main>
      <RiskFooter />
    </div>
  );
}

function LoanBookDefinitions() {
  return (
    <section aria-labelledby="loan-book-definitions" className="flex flex-col gap-3">
      <h2 id="loan-book-definitions" className="text-lg font-semibold text-foreground">
        {LOAN_BOOK_TEXTS.definitionsHeading}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
        {LOAN_BOOK_DEFINITIONS.map(({ term, meaning }) => (
          <div key={term} className="contents">
            <dt className="font-medium text-foreground">{term}</dt>
            <dd className="mb-2 text-muted-foreground sm:mb-0">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The figures' shape while they load: the date line, the chart's box (its drawing's proportions), the table. */
function LoanBookSkeleton() {
  return (
    <LoadingSkeleton>
      <Skeleton className="h-6 w-64" />
      <Skeleton className="aspect-[600/240] w-full max-w-3xl" />
      <SkeletonTable rows={3} />
    </LoadingSkeleton>
  );
}
