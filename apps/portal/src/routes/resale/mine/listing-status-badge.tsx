import type { ResaleListing } from '@keystone/api';
import { RESALE_LISTING_STATUS_LABELS, RESALE_LISTING_STATUS_TONES } from '@keystone/flows/resale';
import { Badge } from '@keystone/ui';

/** A listing's status in flows' words and tone, with why it was suspended when it was. */
export function ListingStatusBadge({ listing }: { listing: Pick<ResaleListing, 'status' | 'suspendedReason'> }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={RESALE_LISTING_STATUS_TONES[listing.status]}>{RESALE_LISTING_STATUS_LABELS[listing.status]}</Badge>
      {listing.status === 'SUSPENDED' && listing.suspendedReason && (
        <span className="text-sm break-words text-muted-foreground">{listing.suspendedReason}</span>
      )}
    </div>
  );
}
