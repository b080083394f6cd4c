import { demoProjectList } from '@keystone/demo/fixtures';
import { type Project, type ProjectStatus } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { INVESTOR_DEFAULT_PROJECT_STATUSES } from '@keystone/flows/projects';
import { userEvent, within } from 'storybook/test';

// What the server (apps/server/src/projects/queries.ts) answers over the demo projects, worked out here from the
// fixtures so the list's stories check the mock's filtering, ordering and paging instead of repeating them.

type SortValue = string | number;

/** By `valueOf` in `direction`, ties in id order the same way, as the server's ORDER BY column, id. */
export function orderedBy(
  projects: readonly Project[],
  valueOf: (project: Project) => SortValue,
  direction: 'ASC' | 'DESC',
): Project[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...projects].sort((a, b) => {
    const [left, right] = [valueOf(a), valueOf(b)];
    if (left === right) return (a.id - b.id) * sign;
    return (left < right ? -1 : 1) * sign;
  });
}

/** The default order: creation time, newest first (ISO times in one zone compare as text in time order). */
export const newestFirst = (projects: readonly Project[]) =>
  orderedBy(projects, (project) => project.createdAt, 'DESC');

/** The Strategy column's sort text: every strategy with a rate in either term, in the contract's order. */
export const strategyText = (project: Project) =>
  (
    [
      ['DEBT_SECURED', project.shortDebtSecuredExpectedRate, project.longDebtSecuredExpectedRate],
      ['DEBT', project.shortDebtExpectedRate, project.longDebtExpectedRate],
      ['EQUITY', project.shortEquityExpectedRate, project.longEquityExpectedRate],
      ['SHARIA', project.shortShariaExpectedRate, project.longShariaExpectedRate],
    ] as const
  )
    .filter(([, short, long]) => short !== null || long !== null)
    .map(([strategy]) => strategy)
    .join(',');

/** The demo projects in `statuses` (any status when none), drafts left out for investors. */
export const demoProjectsIn = (statuses: readonly ProjectStatus[], { hideDrafts = false } = {}) =>
  demoProjectList.filter(
    (project) =>
      (statuses.length === 0 || statuses.includes(project.status)) && !(hideDrafts && project.status === 'DRAFT'),
  );

/** An admin's list with no filter, and an investor's default one, in the server's order. */
export const adminOrder = newestFirst(demoProjectList);
export const investorDefaultOrder = newestFirst(
  demoProjectsIn(INVESTOR_DEFAULT_PROJECT_STATUSES, { hideDrafts: true }),
);

export const titles = (projects: readonly Project[]) => projects.map((project) => project.title);
export const adminPage = (projects: readonly Project[], page = 1) =>
  titles(projects.slice((page - 1) * PAGE_SIZE.adminLists, page * PAGE_SIZE.adminLists));
export const investorPage = (projects: readonly Project[], page = 1) =>
  titles(projects.slice((page - 1) * PAGE_SIZE.investorProjects, page * PAGE_SIZE.investorProjects));

/** The page (from 1) `project` lands on in `order`, `pageSize` a page. */
export function pageOf(order: readonly Project[], project: Project, pageSize: number): number {
  const index = order.findIndex((listed) => listed.id === project.id);
  if (index < 0) throw new Error(`${project.title} is not in the list`);
  return Math.floor(index / pageSize) + 1;
}

/** Opens, with the pager, the page of the list where `project` lands (when it is not the page shown). */
export async function showPageOf(
  canvasElement: HTMLElement,
  order: readonly Project[],
  project: Project,
  pageSize: number,
) {
  const page = pageOf(order, project, pageSize);
  const pager = within(canvasElement).queryByRole('navigation', { name: 'Project list pages' });
  const button = pager && within(pager).getByRole('button', { name: `Page ${page}` });
  if (button && button.getAttribute('aria-current') !== 'page') await userEvent.click(button);
}
