import { RESALE_LISTING_STATUS_LABELS } from '@keystone/flows/resale';

/** The admin's resale listings (issue 37 §3): its own words; statuses are flows' labels. */
export const RESALE_ADMIN_TEXTS = {
  title: 'Resale listings',
  intro:
    'Every listing on the resale market. Suspend one that should not be sold: the seller is told the reason you give, and what is left stops being for sale.',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  statuses: RESALE_LISTING_STATUS_LABELS,
  caption: 'Resale listings',
  empty: 'No listings',
  emptyDescription: 'No listing has this status.',
  pages: 'Pages of resale listings',
  columns: {
    project: 'Project',
    status: 'Status',
    listed: 'Listed',
    remaining: 'For sale',
    expires: 'Expires',
    actions: 'Actions',
  },
  listedOn: (date: string) => `on ${date}`,
  notForSale: '—',
  suspend: 'Suspend',
  suspendListing: (id: number, projectTitle: string) => `Suspend listing ${id} in ${projectTitle}`,
  suspendTitle: 'Suspend this listing',
  suspendDescription: (id: number, projectTitle: string) =>
    `Listing ${id} in ${projectTitle} stops being for sale. The seller is told the reason below.`,
  reason: 'Reason',
  reasonHint: 'The seller reads this in their listings and in an e-mail.',
  reasonRequired: 'Please say why the listing is suspended',
  suspendConfirm: 'Suspend listing',
  suspended: (id: number) => `Listing ${id} is suspended.`,
} as const;
