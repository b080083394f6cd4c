import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import { RESALE_PAGE_SIZE } from '@keystone/flows/resale';
import { Button, DataTable, EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResaleListings } from '../../../api/resale.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { RESALE_MARKET_TEXTS, resaleListingPath } from './resale-market-texts.ts';

/**
 * `/platform/resale` (investor, issue 37 §2): the loan parts other investors are selling, soonest to close first,
 * each with its project, term, rate, the capital for sale, its price today and how long it stays open; a link to
 * each listing's page, where it is bought. Cards on a phone.
 */
export function ResaleMarketPage() {
  const [page, setPage] = useState(1);
  const list = useResaleListings({ limit: RESALE_PAGE_SIZE, offset: (page - 1) * RESALE_PAGE_SIZE });
  const { columns } = RESALE_MARKET_TEXTS;

  return (
    <section aria-labelledby="resale-market-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="resale-market-title" className="text-2xl font-semibold text-foreground">
          {RESALE_MARKET_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{RESALE_MARKET_TEXTS.intro}</p>
      </div>
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={4} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<Store aria-hidden="true" className="size-8" />}
          title={RESALE_MARKET_TEXTS.empty}
          description={RESALE_MARKET_TEXTS.emptyDescription}
        />
      ) : (
        <DataTable
          caption={RESALE_MARKET_TEXTS.caption}
          cardsBelow="lg"
          refreshing={list.isPlaceholderData}
          rows={list.data.items}
          rowKey={(listing) => listing.id}
          columns={[
            {
              header: columns.project,
              role: 'primary',
              className: 'min-w-40 font-medium break-words',
              cell: (listing) => listing.projectTitle,
            },
            {
              header: columns.term,
              cell: (listing) => (
                <div className="flex flex-col">
                  <span>{RESALE_MARKET_TEXTS.termAndStrategy(listing)}</span>
                  <span className="text-sm text-muted-foreground">
                    {RESALE_MARKET_TEXTS.repaidOn(formatDate(listing.termEndDate))}
                  </span>
                </div>
              ),
            },
            { header: columns.rate, numeric: true, cell: (listing) => formatPercent(listing.yearRatePercent) },
            {
              header: columns.forSale,
              role: 'money',
              numeric: true,
              cell: (listing) => formatMoney(listing.remainingPence),
            },
            { header: columns.price, numeric: true, cell: (listing) => formatMoney(listing.figures.pricePence) },
            {
              header: columns.expires,
              className: 'whitespace-nowrap',
              cell: (listing) => formatDate(listing.expiresAt),
            },
            {
              header: columns.actions,
              role: 'actions',
              cell: (listing) => (
                <Button asChild variant="outline" size="sm">
                  <Link to={resaleListingPath(listing.id)} aria-label={RESALE_MARKET_TEXTS.viewListing(listing)}>
                    {RESALE_MARKET_TEXTS.view}
                  </Link>
                </Button>
              ),
            },
          ]}
        />
      )}
      {list.data && list.data.count > RESALE_PAGE_SIZE && (
        <Pager
          aria-label={RESALE_MARKET_TEXTS.pages}
          page={page}
          pageCount={Math.ceil(list.data.count / RESALE_PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
