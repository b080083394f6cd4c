import type { DashboardFilter } from '@keystone/api';
import { DASHBOARD_SECTIONS, dashboardPageOffset, type DashboardSection } from '@keystone/flows/dashboard';

/** A section's list-call parameters for a page; page 1 comes with the dashboard itself (loadFirstPageRelated). */
export function sectionQuery(section: DashboardSection, filter: DashboardFilter, page: number) {
  return { filter, limit: DASHBOARD_SECTIONS[section].pageSize, offset: dashboardPageOffset(section, page) };
}
