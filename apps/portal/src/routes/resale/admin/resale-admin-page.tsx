import type { ResaleListing, ResaleListingStatus } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import {
  RESALE_LISTING_STATUS_LABELS,
  RESALE_PAGE_SIZE,
  isListingClosed,
  resaleListingActions,
} from '@keystone/flows/resale';
import { Button, DataTable, EmptyState, LoadingSkeleton, Pager, Select, SkeletonTable } from '@keystone/ui';
import { Tags } from 'lucide-react';
import { useState } from 'react';
import { useResaleListings } from '../../../api/resale.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../../lists/action-outcome.tsx';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { ListingStatusBadge } from '../mine/listing-status-badge.tsx';
import { RESALE_ADMIN_TEXTS } from './resale-admin-texts.ts';
import { SuspendListingDialog } from './suspend-listing-dialog.tsx';

const ALL = 'ALL';
const STATUSES = Object.keys(RESALE_LISTING_STATUS_LABELS) as ResaleListingStatus[];

/**
 * `/platform/resale/admin` (admin, issue 37 §3): every listing, newest first, filtered by status, with 'Suspend'
 * where the listing's machine lets an admin stop it (open or partly sold), with the reason the seller is told.
 */
export function ResaleAdminPage() {
  const [status, setStatus] = useState<ResaleListingStatus | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const list = useResaleListings({
    ...(status === ALL ? {} : { status }),
    limit: RESALE_PAGE_SIZE,
    offset: (page - 1) * RESALE_PAGE_SIZE,
  });
  const { outcome, report, clear } = useActionOutcome();
  const [suspending, setSuspending] = useState<ResaleListing | null>(null);
  const { columns } = RESALE_ADMIN_TEXTS;

  return (
    <section aria-labelledby="resale-admin-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="resale-admin-title" className="text-2xl font-semibold text-foreground">
          {RESALE_ADMIN_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{RESALE_ADMIN_TEXTS.intro}</p>
      </div>
      <Select
        className="max-w-xs"
        label={RESALE_ADMIN_TEXTS.statusFilter}
        value={status}
        onValueChange={(value) => {
          setStatus(value as ResaleListingStatus | typeof ALL);
          setPage(1);
        }}
        options={[
          { value: ALL, label: RESALE_ADMIN_TEXTS.allStatuses },
          ...STATUSES.map((value) => ({ value, label: RESALE_ADMIN_TEXTS.statuses[value] })),
        ]}
      />
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
          title={RESALE_ADMIN_TEXTS.empty}
          description={RESALE_ADMIN_TEXTS.emptyDescription}
        />
      ) : (
        <DataTable
          caption={RESALE_ADMIN_TEXTS.caption}
          cardsBelow="xl"
          refreshing={list.isPlaceholderData}
          rows={list.data.items}
          rowKey={(listing) => listing.id}
          columns={[
            {
              header: columns.project,
              role: 'primary',
              className: 'min-w-32 font-medium break-words',
              cell: (listing) => listing.projectTitle,
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
                    {RESALE_ADMIN_TEXTS.listedOn(formatDate(listing.listedAt))}
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
              header: columns.expires,
              className: 'whitespace-nowrap',
              cell: (listing) =>
                isListingClosed(listing.status) ? RESALE_ADMIN_TEXTS.notForSale : formatDate(listing.expiresAt),
            },
            {
              header: columns.actions,
              role: 'actions',
              cell: (listing) =>
                resaleListingActions(listing, 'admin').includes('suspend') ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={RESALE_ADMIN_TEXTS.suspendListing(listing.id, listing.projectTitle)}
                    onClick={() => (clear(), setSuspending(listing))}
                  >
                    {RESALE_ADMIN_TEXTS.suspend}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {list.data && list.data.count > RESALE_PAGE_SIZE && (
        <Pager
          aria-label={RESALE_ADMIN_TEXTS.pages}
          page={page}
          pageCount={Math.ceil(list.data.count / RESALE_PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
      {suspending && (
        <SuspendListingDialog
          key={suspending.id}
          listing={suspending}
          onOpenChange={(open) => !open && setSuspending(null)}
          onSuspended={(listing) => {
            setSuspending(null);
            report({ variant: 'success', text: RESALE_ADMIN_TEXTS.suspended(listing.id) });
          }}
        />
      )}
    </section>
  );
}
