import type { DashboardFilter } from '@keystone/api';
import { SCREEN_TEXTS } from '../labels/screen-texts.ts';
import type { DashboardSection } from './dashboard-sections.ts';

/** A part of the investor dashboard that can have nothing to show: a paged section, or 'My money in platform'. */
export type DashboardPart = DashboardSection | 'moneyInPlatform';

export interface DashboardEmptyText {
  /** `noResult`: a period found nothing (the seed's words); `nothingYet`: the account has none of it yet. */
  kind: 'noResult' | 'nothingYet';
  title: string;
  description?: string;
}

/** What each part says on an account that has none of it yet: what will appear there, and when. */
export const DASHBOARD_NOTHING_YET: { readonly [part in DashboardPart]: { title: string; description: string } } = {
  moneyInPlatform: {
    title: 'Nothing invested yet',
    description:
      'Each project you invest in will appear here with its share of your money, once its payment is through.',
  },
  investments: {
    title: 'No investments yet',
    description: 'Your pledges will appear here, with their status and amount, once you invest in a project.',
  },
  payouts: {
    title: 'No payouts yet',
    description: 'The money projects pay back to you, with its interest, will appear here.',
  },
  investedProjects: {
    title: 'No invested projects yet',
    description: 'The projects you invest in will appear here, so you can follow their progress.',
  },
  followedProjects: {
    title: 'No followed projects yet',
    description: 'Follow a project from its page and it will appear here.',
  },
  walletHistory: {
    title: 'No wallet movements yet',
    description: 'Your deposits, withdrawals and transfers to projects will appear here.',
  },
};

/**
 * Why a part of the dashboard is empty. A period other than all time narrowed it, and found nothing: the seed's
 * 'No search result' (seed 000 §2, "Empty lists"). Over all time nothing was narrowed, so the account simply has none
 * yet, and the part says what will appear there. 'My money in platform' is never narrowed by the period.
 */
export function dashboardEmptyText(part: DashboardPart, filter: DashboardFilter): DashboardEmptyText {
  if (part !== 'moneyInPlatform' && filter !== 'ALL_TIME') {
    return { kind: 'noResult', title: SCREEN_TEXTS.noSearchResult };
  }
  return { kind: 'nothingYet', ...DASHBOARD_NOTHING_YET[part] };
}
