import type { ResaleListingDetails } from '@keystone/api';
import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import { REPAYMENT_STATE_LABELS } from '@keystone/flows/projects';
import { Button, Card, DataTable, EmptyState, LoadingSkeleton, Message, Skeleton, Spinner } from '@keystone/ui';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useResaleListing } from '../../../api/resale.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { hasRepaymentNews, RepaymentStateBadge } from '../../projects/repayment/repayment-state-notice.tsx';
import { RESALE_MARKET_PATH } from '../market/resale-market-texts.ts';
import { ResaleFiguresList } from './resale-figures-list.tsx';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

// The buy flow (the machine, the signature pad, the code dialog) loads on the first 'Buy this loan part'.
const loadPurchaseFlow = () => import('./resale-purchase-flow.tsx');
const ResalePurchaseFlow = lazy(() => loadPurchaseFlow().then((m) => ({ default: m.ResalePurchaseFlow })));

/** Ids are positive integers: anything else is no listing, as the server would answer (code 42). */
function parseListingId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/platform/resale/:id` (investor, issue 37 §2): one loan part for sale. Its project (title, status, how its
 * repayment stands, a link to its page and updates), the rate and the term's end, what is for sale and its price
 * today, the part's expected payments, and the buy flow.
 */
export function ResaleListingPage() {
  const id = parseListingId(useParams().id);
  return (
    <section aria-labelledby="resale-listing-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Button asChild variant="link" className="self-start px-0">
        <Link to={RESALE_MARKET_PATH}>
          <ArrowLeft aria-hidden="true" />
          {RESALE_LISTING_TEXTS.backToMarket}
        </Link>
      </Button>
      {id === null ? (
        <>
          <h1 id="resale-listing-title" className="text-2xl font-semibold text-foreground">
            {RESALE_LISTING_TEXTS.market}
          </h1>
          <Message variant="error">{RESALE_LISTING_TEXTS.invalid}</Message>
        </>
      ) : (
        <Listing id={id} />
      )}
    </section>
  );
}

function Listing({ id }: { id: number }) {
  const details = useResaleListing(id);
  if (details.isPending) {
    return (
      <LoadingSkeleton>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="min-h-40 rounded-lg" />
      </LoadingSkeleton>
    );
  }
  if (details.isError) {
    return (
      <>
        <h1 id="resale-listing-title" className="text-2xl font-semibold text-foreground">
          {RESALE_LISTING_TEXTS.market}
        </h1>
        <LoadFailure error={details.error} onRetry={() => void details.refetch()} />
      </>
    );
  }
  return <LoadedListing details={details.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  );
}

function LoadedListing({ details }: { details: ResaleListingDetails }) {
  const { listing, projectStatus, repaymentState, schedule } = details;
  const [buying, setBuying] = useState(false);
  const open = listing.status === 'OPEN' || listing.status === 'PARTLY_SOLD';
  return (
    <>
      <h1 id="resale-listing-title" className="text-2xl font-semibold break-words text-foreground">
        {RESALE_LISTING_TEXTS.heading(listing)}
      </h1>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label={RESALE_LISTING_TEXTS.projectStatus}>{RESALE_LISTING_TEXTS.statusLabels[projectStatus]}</Fact>
          <Fact label={RESALE_LISTING_TEXTS.repayment}>
            {hasRepaymentNews({ state: repaymentState, since: null }) ? (
              <RepaymentStateBadge state={repaymentState} since={null} />
            ) : (
              REPAYMENT_STATE_LABELS[repaymentState]
            )}
          </Fact>
          <Fact label={RESALE_LISTING_TEXTS.term}>
            {`${RESALE_LISTING_TEXTS.termLabels[listing.term]} · ${RESALE_LISTING_TEXTS.strategyLabels[listing.investStrategy]}`}
          </Fact>
          <Fact label={RESALE_LISTING_TEXTS.rate}>{formatPercent(listing.yearRatePercent)}</Fact>
          <Fact label={RESALE_LISTING_TEXTS.termEnd}>{formatDate(listing.termEndDate)}</Fact>
          <Fact label={RESALE_LISTING_TEXTS.forSale}>{formatMoney(listing.remainingPence)}</Fact>
          <Fact label={RESALE_LISTING_TEXTS.minimum}>
            {formatMoney(Math.min(listing.minimumPence, listing.remainingPence))}
          </Fact>
          <Fact label={RESALE_LISTING_TEXTS.openUntil}>{formatDate(listing.expiresAt)}</Fact>
        </dl>
        <Link
          to={`/platform/projects/${listing.projectId}`}
          className="w-fit font-medium text-primary underline underline-offset-4"
        >
          {RESALE_LISTING_TEXTS.projectLink}
        </Link>
      </Card>

      {open && (
        <section aria-labelledby="resale-figures-title" className="flex flex-col gap-3">
          <h2 id="resale-figures-title" className="text-lg font-semibold text-foreground">
            {RESALE_LISTING_TEXTS.figuresTitle(listing.figures.asOf)}
          </h2>
          <ResaleFiguresList figures={listing.figures} className="max-w-md" />
          <p className="max-w-prose text-sm text-muted-foreground">{RESALE_LISTING_TEXTS.priceHint}</p>
        </section>
      )}

      <section aria-labelledby="resale-schedule-title" className="flex flex-col gap-3">
        <h2 id="resale-schedule-title" className="text-lg font-semibold text-foreground">
          {RESALE_LISTING_TEXTS.scheduleTitle}
        </h2>
        {schedule.length === 0 ? (
          <EmptyState icon={null} title={RESALE_LISTING_TEXTS.scheduleEmpty} />
        ) : (
          <DataTable
            caption={RESALE_LISTING_TEXTS.scheduleCaption}
            rows={schedule}
            rowKey={(line) => `${line.kind}-${line.dueDate}`}
            cardsBelow="sm"
            columns={[
              {
                header: RESALE_LISTING_TEXTS.scheduleDue,
                className: 'whitespace-nowrap',
                cell: (line) => formatDate(line.dueDate),
              },
              {
                header: RESALE_LISTING_TEXTS.schedulePayment,
                role: 'primary',
                cell: (line) => RESALE_LISTING_TEXTS.kindLabels[line.kind],
              },
              {
                header: RESALE_LISTING_TEXTS.scheduleExpected,
                role: 'money',
                numeric: true,
                cell: (line) => formatMoney(line.expectedPence),
              },
            ]}
          />
        )}
      </section>

      {listing.own ? (
        <Message variant="info" dismissible={false}>
          {RESALE_LISTING_TEXTS.own}
        </Message>
      ) : buying ? (
        // Before the listing's status: buying it all makes it SOLD when the page reads it again, and the buyer's
        // outcome must stay where they are reading it (the flow says itself when someone else bought it first).
        <Suspense fallback={<Spinner className="mx-auto my-10" />}>
          <ResalePurchaseFlow listing={listing} onLeave={() => setBuying(false)} />
        </Suspense>
      ) : !open ? (
        <Message variant="info" dismissible={false}>
          {RESALE_LISTING_TEXTS.notForSale[listing.status as keyof typeof RESALE_LISTING_TEXTS.notForSale]}
        </Message>
      ) : (
        <Button size="lg" className="self-start" onClick={() => setBuying(true)}>
          {RESALE_LISTING_TEXTS.buy}
        </Button>
      )}
    </>
  );
}
