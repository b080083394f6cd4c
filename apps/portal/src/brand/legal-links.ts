import type { LegalPages } from '@keystone/api';
import { LEGAL_PAGE_TITLES } from '@keystone/flows/labels';

export type LegalPageName = keyof LegalPages;

/** The four public pages the footer links to, in the footer's order; app-routes.tsx mounts one route for each. */
export const LEGAL_LINKS: { page: LegalPageName; path: string; title: string }[] = (
  ['terms', 'privacy', 'risk', 'complaints'] as const
).map((page) => ({ page, path: `/${page}`, title: LEGAL_PAGE_TITLES[page] }));
