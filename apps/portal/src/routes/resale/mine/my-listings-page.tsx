import type { ResaleListing } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { RESALE_PAGE_SIZE, isListingClosed, resaleListingActions } from '@keystone/flows/resale';
import { Button, DataTable, EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { Tags } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResaleListings } from '../../../api/resale.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../../lists/action-outcome.tsx';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { CancelListingDialog } from './cancel-listing-dialog.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { MY_LISTINGS_TEXTS } from './my-listings-texts.ts';

/**
 * `/platform/resale/mine` (investor, issue 37 §1): the seller's listings, newest first, with what each has left for
 * sale, what they would receive for it today and when it expires; 'Cancel' where the listing's machine lets the
 * seller withdraw it (open or partly sold), asked once more.
 */
export function MyListingsPage() {
  const [page, setPage] = useState(1);
  const list = useResaleListings({ own: true, limit: RESALE_PAGE_SIZE, offset: (page - 1) * RESALE_PAGE_SIZE });
  const { outcome, report, clear } = useActionOutcome();
  const [cancelling, setCancelling] = useState<ResaleListing | null>(null);
  const { columns } = MY_LISTINGS_TEXTS;

  return (
    <section aria-labelledby="my-listings-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="my-listings-title" className="text-2xl font-semibold text-foreground">
          {MY_LISTINGS_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{MY_LISTINGS_TEXTS.intro}</p>
      </div>
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={4} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<Tags aria-hidden="true" className="size-8" />}
          title={MY_LISTINGS_TEXTS.empty}
          description={MY_LISTINGS_TEXTS.emptyDescription}
        />
      ) : (
        <DataTable
          caption={MY_LISTINGS_TEXTS.caption}
          cardsBelow="xl"
          refreshing={list.isPlaceholderData}
          rows={list.data.items}
          rowKey={(listing) => listing.id}
          columns={[
            {
              header: columns.project,
              role: 'primary',
              className: 'min-w-32 font-medium break-words',
              cell: (listing) =>
                isListingClosed(listing.status) ? (
                  listing.projectTitle
                ) : (
                  <Link
                    to={`/platform/resale/${listing.id}`}
                    className="underline underline-offset-2 hover:text-primary"
                  >
                    {listing.projectTitle}
                  </Link>
                ),
            },
            { header: columns.status, role: 'status', cell: (listing) => <ListingStatusBadge listing={listing} /> },
            {
              header: columns.listed,
              numeric: true,
              className: 'whitespace-nowrap',
              cell: (listing) => (
                <div className="flex flex-col">
                  <span className="tabular-nums">{formatMoney(listing.listedPence)}</span>
                  <span className="text-sm text-muted-foreground">
                    {MY_LISTINGS_TEXTS.listedOn(formatDate(listing.listedAt))}
                  </span>
                </div>
              ),
            },
            {
              header: columns.remaining,
              role: 'money',
              numeric: true,
              cell: (listing) => formatMoney(listing.remainingPence),
            },
            {
              header: columns.receive,
              numeric: true,
              cell: (listing) =>
                isListingClosed(listing.status)
                  ? MY_LISTINGS_TEXTS.notForSale
                  : formatMoney(listing.figures.sellerReceivesPence),
            },
            {
              header: columns.expires,
              className: 'whitespace-nowrap',
              cell: (listing) =>
                isListingClosed(listing.status) ? MY_LISTINGS_TEXTS.notForSale : formatDate(listing.expiresAt),
            },
            {
              header: columns.actions,
              role: 'actions',
              cell: (listing) =>
                resaleListingActions(listing, 'seller').includes('cancel') ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={MY_LISTINGS_TEXTS.cancelListing(listing.projectTitle)}
                    onClick={() => (clear(), setCancelling(listing))}
                  >
                    {MY_LISTINGS_TEXTS.cancel}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {list.data && list.data.count > RESALE_PAGE_SIZE && (
        <Pager
          aria-label={MY_LISTINGS_TEXTS.pages}
          page={page}
          pageCount={Math.ceil(list.data.count / RESALE_PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
      {cancelling && (
        <CancelListingDialog
          key={cancelling.id}
          listing={cancelling}
          onOpenChange={(open) => !open && setCancelling(null)}
          onCancelled={(listing) => {
            setCancelling(null);
            report({ variant: 'success', text: MY_LISTINGS_TEXTS.cancelled(listing.projectTitle) });
          }}
        />
      )}
    </section>
  );
}
