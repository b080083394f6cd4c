import { dashboardFilters, type DashboardFilter } from '@keystone/api';
import {
  DASHBOARD_SECTION_ORDER,
  DASHBOARD_SECTIONS,
  DEFAULT_DASHBOARD_FILTER,
  type DashboardSection,
} from '@keystone/flows/dashboard';

/**
 * What the investor dashboard shows: the period and each section's page (from 1). All of it lives in the address
 * (seed 000 §2: `filter`, `investments`, `followed`, `invested`, `paidsouts`, `history`), so a reload or a shared
 * link shows the same view.
 */
export interface DashboardView {
  filter: DashboardFilter;
  pages: { readonly [section in DashboardSection]: number };
}

function pageFrom(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the view from the address; anything unreadable (a hand-edited link) falls back to the default. */
export function readDashboardView(params: URLSearchParams): DashboardView {
  const filter = dashboardFilters.find((candidate) => candidate === params.get('filter'));
  const pages = Object.fromEntries(
    DASHBOARD_SECTION_ORDER.map((section) => [section, pageFrom(params.get(DASHBOARD_SECTIONS[section].pageParam))]),
  ) as DashboardView['pages'];
  return { filter: filter ?? DEFAULT_DASHBOARD_FILTER, pages };
}

/** The address for a view: defaults are left out, so the plain `/platform/dashboard` is the default view. */
export function writeDashboardView(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.filter !== DEFAULT_DASHBOARD_FILTER) params.set('filter', view.filter);
  for (const section of DASHBOARD_SECTION_ORDER) {
    const page = view.pages[section];
    if (page > 1) params.set(DASHBOARD_SECTIONS[section].pageParam, String(page));
  }
  return params;
}

/** A new period starts every section again at page 1: the old pages counted other rows. */
export function withFilter(filter: DashboardFilter): DashboardView {
  return { filter, pages: readDashboardView(new URLSearchParams()).pages };
}

export function withPage(view: DashboardView, section: DashboardSection, page: number): DashboardView {
  return { ...view, pages: { ...view.pages, [section]: page } };
}
