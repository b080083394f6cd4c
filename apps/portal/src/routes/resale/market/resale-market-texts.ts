import type { ResaleListing } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { RESALE_LISTING_DAYS } from '@keystone/flows/resale';

/** The path of the market, the investors' list of loan parts for sale (issue 37 §2). */
export const RESALE_MARKET_PATH = '/platform/resale';

/** The path of one listing's page. */
export const resaleListingPath = (id: number) => `${RESALE_MARKET_PATH}/${id}`;

/** The words of the resale market screen (issue 37 §2). */
export const RESALE_MARKET_TEXTS = {
  title: 'Resale market',
  navLabel: 'Resale market',
  intro: `Buy all or part of a loan another investor is selling. You pay the capital and the interest it has earned so far, and you are paid its interest from the day you buy to the end of its term. A listing stays open for up to ${RESALE_LISTING_DAYS} days.`,
  caption: 'Loan parts for sale',
  empty: 'Nothing is for sale just now.',
  emptyDescription: 'Loan parts other investors list for sale appear here. Look again soon.',
  columns: {
    project: 'Project',
    term: 'Term',
    rate: 'Rate a year',
    forSale: 'Capital for sale',
    price: 'Price today',
    expires: 'Open until',
    actions: 'Actions',
  },
  termLabels: INVESTMENT_TERM_LABELS,
  strategyLabels: INVEST_STRATEGY_LABELS,
  termAndStrategy: (listing: Pick<ResaleListing, 'term' | 'investStrategy'>) =>
    `${INVESTMENT_TERM_LABELS[listing.term]} · ${INVEST_STRATEGY_LABELS[listing.investStrategy]}`,
  view: 'View',
  viewListing: (listing: Pick<ResaleListing, 'remainingPence' | 'projectTitle'>) =>
    `View ${formatMoney(listing.remainingPence)} of ${listing.projectTitle} for sale`,
  repaidOn: (date: string) => `Repaid on ${date}`,
  pages: 'Resale market pages',
} as const;
