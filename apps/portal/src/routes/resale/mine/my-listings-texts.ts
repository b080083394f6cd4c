import { formatMoney } from '@keystone/flows/format';
import { RESALE_LISTING_DAYS } from '@keystone/flows/resale';

/** 'My listings' (issue 37 §1): the seller's listings and their cancel; statuses are flows' labels. */
export const MY_LISTINGS_TEXTS = {
  title: 'My listings',
  intro: `The parts of your investments you have listed for sale. A listing is open for ${RESALE_LISTING_DAYS} days; you can cancel it at any time before it sells.`,
  caption: 'Your resale listings',
  empty: 'You have no listings',
  emptyDescription: 'To sell an investment, open its repayment schedule from your dashboard and choose Sell.',
  pages: 'Pages of your listings',
  columns: {
    project: 'Project',
    status: 'Status',
    listed: 'Listed',
    remaining: 'For sale',
    receive: 'You receive if sold today',
    expires: 'Expires',
    actions: 'Actions',
  },
  listedOn: (date: string) => `on ${date}`,
  notForSale: '—',
  cancel: 'Cancel',
  cancelListing: (projectTitle: string) => `Cancel your listing in ${projectTitle}`,
  cancelTitle: 'Cancel this listing?',
  cancelDescription: (remainingPence: number, projectTitle: string) =>
    `${formatMoney(remainingPence)} of your investment in ${projectTitle} will no longer be for sale. What has sold stays sold.`,
  keep: 'Keep it listed',
  cancelConfirm: 'Cancel listing',
  cancelled: (projectTitle: string) => `Your listing in ${projectTitle} is cancelled.`,
} as const;
