import type { ResaleListingStatus } from '@keystone/api';
import type { StatusTone } from '../labels/tones.ts';

/** A listing's status as its seller, a buyer and an admin read it (issue 37 §1), on every screen that shows one. */
export const RESALE_LISTING_STATUS_LABELS: Readonly<Record<ResaleListingStatus, string>> = {
  OPEN: 'For sale',
  PARTLY_SOLD: 'Partly sold',
  SOLD: 'Sold',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  SUSPENDED: 'Suspended',
};

/** Its colour by meaning: for sale blue, sold green, closed unsold grey, suspended red (the badge's text says it too). */
export const RESALE_LISTING_STATUS_TONES: Readonly<Record<ResaleListingStatus, StatusTone>> = {
  OPEN: 'info',
  PARTLY_SOLD: 'info',
  SOLD: 'success',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  SUSPENDED: 'danger',
};
