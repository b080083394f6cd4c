import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { type Project } from '@keystone/api';
import { errorResponse, http, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectsPage } from './projects-page.tsx';
import {
  adminOrder,
  adminPage,
  demoProjectsIn,
  orderedBy,
  pageOf,
  showPageOf,
  strategyText,
} from './story-list-order.ts';
import { createProjectsListMock, manyProjects } from './story-projects.ts';
import { WithAddressBar } from '../../../testing/address-bar.tsx';

const deletingMock = createProjectsListMock(adminOrder);
const manyMock = createProjectsListMock(manyProjects(45));

const adminScreen = (route: string, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path: '/platform/projects', user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/Projects/List (admin)',
  component: ProjectsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  beforeEach: () => {
    deletingMock.reset();
    manyMock.reset();
  },
  parameters: { layout: 'padded', ...adminScreen('/platform/projects') },
} satisfies Meta<typeof ProjectsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const names = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const rowOf = async (canvasElement: HTMLElement, title: string) =>
  (await within(canvasElement).findByRole('cell', { name: title })).closest('tr') as HTMLElement;
const header = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('columnheader', { name });
/** The row of a named demo project, on whichever page of the unfiltered list it lands. */
const rowOnItsPage = async (canvasElement: HTMLElement, project: Project) => {
  await showPageOf(canvasElement, adminOrder, project, PAGE_SIZE.adminLists);
  return rowOf(canvasElement, project.title);
};

/** Every project, newest first, in seed 001's columns; only drafts and coming-soon projects can be deleted. */
export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project list', level: 1 })).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(adminOrder)));
    for (const name of ['ID', 'Name', 'Type', 'Strategy', 'Status', 'Total Requirement', 'Progress', 'Project Dates']) {
      await expect(within(header(canvasElement, name)).getByRole('button', { name })).toBeVisible();
      // Creation time, the default order, is no column of its own.
      await expect(header(canvasElement, name)).toHaveAttribute('aria-sort', 'none');
    }
    const pager = canvas.getByRole('navigation', { name: 'Project list pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const lastPage = Math.ceil(adminOrder.length / PAGE_SIZE.adminLists);
    await expect(within(pager).getByRole('button', { name: `Page ${lastPage}` })).toBeVisible();
    await expect(within(pager).queryByRole('button', { name: `Page ${lastPage + 1}` })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create project' })).toHaveAttribute(
      'href',
      '/platform/projects/create',
    );
    // Admins may filter by any status, drafts included, and start with none chosen.
    const statuses = within(canvas.getByRole('group', { name: 'Status' }));
    await expect(statuses.getAllByRole('checkbox')).toHaveLength(12);
    for (const box of statuses.getAllByRole('checkbox')) await expect(box).not.toBeChecked();

    const mews = within(await rowOnItsPage(canvasElement, demoProjects.availableToPledge));
    await expect(mews.getByText('Residential build')).toBeVisible();
    await expect(mews.getByText('Debt secured, Debt, Equity')).toBeVisible();
    await expect(mews.getByText('Available to pledge')).toBeVisible();
    await expect(mews.getByText('£1,200,000.00')).toBeVisible();
    await expect(mews.getByText('2%')).toBeVisible();
    await expect(mews.getByRole('cell', { name: '01/01/2027 – 01/01/2028' })).toBeVisible();
    await expect(mews.getByRole('link', { name: `Edit ${demoProjects.availableToPledge.title}` })).toHaveAttribute(
      'href',
      '/platform/projects/edit/3',
    );
    await expect(mews.queryByRole('button', { name: /Delete/ })).toBeNull();

    // The actual start replaces the planned one once development began.
    const leith = within(await rowOnItsPage(canvasElement, demoProjects.developmentBegan));
    await expect(leith.getByText('100%')).toBeVisible();
    await expect(leith.getByRole('cell', { name: '08/08/2026 – 01/02/2028' })).toBeVisible();

    for (const deletable of [demoProjects.draft, demoProjects.comingSoon]) {
      const row = within(await rowOnItsPage(canvasElement, deletable));
      await expect(row.getByRole('button', { name: `Delete ${deletable.title}` })).toBeVisible();
    }
    // Nothing widens the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

const projectsTable = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Projects' });
  await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(adminOrder)));
  return table;
};

/** At 390 px each project is a card: the funding target, the status and the name first, Edit and Delete at its foot. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const table = await projectsTable(canvasElement);
    await expectCards(table, ['Total Requirement', 'Status', 'Name']);
    const draft = within(await rowOnItsPage(canvasElement, demoProjects.draft));
    await expect(draft.getByRole('link', { name: `Edit ${demoProjects.draft.title}` })).toBeVisible();
    await expect(draft.getByRole('button', { name: `Delete ${demoProjects.draft.title}` })).toBeVisible();
  },
};

/** The widest row a table can meet: a long title, every strategy, the longest status, the largest target. */
const widestProject: Project = {
  ...demoProjects.draft,
  id: 99_999,
  title: 'Grade II listed warehouse conversion into forty-two loft apartments, Kingston upon Thames',
  status: 'DRAFT',
  shortFundingTargetPence: 10_000_000_000,
  shortDebtSecuredExpectedRate: 8,
  shortDebtExpectedRate: 9,
  shortEquityExpectedRate: 10,
  shortShariaExpectedRate: 7,
};
const widestMock = createProjectsListMock([
  widestProject,
  { ...widestProject, id: 99_998, title: `${widestProject.title}, phase two`, status: 'CANCELLED_NOT_PAID_OUT' },
  ...adminOrder,
]);

/**
 * At 1440 px the projects are a table, each column a sort button, the actions in the last column; issue 32: the
 * table ran past the right edge (Delete at x 1454–1547). Every row's last cell now ends inside the window, and the
 * table needs no sideways scrolling, with the widest row there is.
 */
export const OnADesktop: Story = {
  ...onDesktop({}),
  beforeEach: () => widestMock.reset(),
  // In the platform's frame, beside the navigation, as the admin meets it.
  parameters: screenParameters({ app: true, route: '/platform/projects', user: demoUsers.admin }, widestMock.handlers),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Projects' }, { timeout: 20_000 });
    await within(table).findByRole('cell', { name: widestProject.title });
    await expectTable(table);
    await expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await expect(window.innerWidth).toBe(1440);
    const box = table.closest<HTMLElement>('[data-slot="table-container"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    for (const row of rows(canvasElement)) {
      const right = Math.round(within(row).getAllByRole('cell').at(-1)!.getBoundingClientRect().right);
      await expect({ row: row.textContent, right: right <= window.innerWidth }).toEqual({
        row: row.textContent,
        right: true,
      });
    }
    await expect(within(table).getByRole('button', { name: `Delete ${widestProject.title}` })).toBeVisible();
  },
};

/** Every column sorts; the order lives in the address. */
export const Sorted: Story = {
  render: () => (
    <WithAddressBar>
      <ProjectsPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByTestId('address');
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(adminOrder)));
    const name = header(canvasElement, 'Name');
    const byTitle = (project: Project) => project.title;

    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/projects?column=title&direction=ASC'));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(orderedBy(adminOrder, byTitle, 'ASC'))));

    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/projects?column=title&direction=DESC'));
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(orderedBy(adminOrder, byTitle, 'DESC'))));
    // The Clifton terrace comes last in the alphabet.
    await expect(names(canvasElement)[0]).toBe(demoProjects.comingSoon.title);

    const strategy = header(canvasElement, 'Strategy');
    await userEvent.click(within(strategy).getByRole('button', { name: 'Strategy' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/projects?column=strategy&direction=ASC'));
    await expect(strategy).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(orderedBy(adminOrder, strategyText, 'ASC'))));
    // 'DEBT' sorts before 'DEBT_SECURED' and 'DEBT_SECURED,DEBT…'; of those offering debt only, the Birmingham lofts
    // have the lowest id.
    await expect(names(canvasElement)[0]).toBe(demoProjects.complete.title);
  },
};

/** A shared link opens sorted and filtered as it was sent. */
export const SortedFromLink: Story = {
  parameters: adminScreen('/platform/projects?status=DRAFT+COMING_SOON&column=shortFundingTargetPence&direction=DESC'),
  play: async ({ canvasElement }) => {
    const expected = orderedBy(
      demoProjectsIn(['DRAFT', 'COMING_SOON']),
      (project) => project.shortFundingTargetPence,
      'DESC',
    );
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(expected)));
    await expect(header(canvasElement, 'Total Requirement')).toHaveAttribute('aria-sort', 'descending');
    // The Ancoats flats (£1.8m) ask more than the Clifton terrace (£950,000).
    await expect(names(canvasElement).indexOf(demoProjects.draft.title)).toBeLessThan(
      names(canvasElement).indexOf(demoProjects.comingSoon.title),
    );
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Draft' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Coming soon' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Complete' })).not.toBeChecked();
  },
};

/** Delete asks first; once confirmed the list is read again without the project. */
export const DeleteConfirmed: Story = {
  parameters: adminScreen('/platform/projects', deletingMock.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(adminOrder)));
    const draft = await rowOnItsPage(canvasElement, demoProjects.draft);
    await userEvent.click(within(draft).getByRole('button', { name: `Delete ${demoProjects.draft.title}` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Delete ${demoProjects.draft.title}?` });
    await expect(dialog).toHaveTextContent('removed for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await canvas.findByRole('status')).toHaveTextContent(`${demoProjects.draft.title} was deleted.`);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('cell', { name: demoProjects.draft.title })).toBeNull());
    // The page fills up again from the next one.
    const remaining = adminOrder.filter((project) => project.id !== demoProjects.draft.id);
    const page = pageOf(adminOrder, demoProjects.draft, PAGE_SIZE.adminLists);
    await waitFor(() => expect(names(canvasElement)).toEqual(adminPage(remaining, page)));
    await expect(deletingMock.deleted()).toEqual([demoProjects.draft.id]);
  },
};

export const DeleteCancelled: Story = {
  parameters: adminScreen('/platform/projects', deletingMock.handlers),
  play: async ({ canvasElement }) => {
    const soon = await rowOf(canvasElement, demoProjects.comingSoon.title);
    await userEvent.click(within(soon).getByRole('button', { name: `Delete ${demoProjects.comingSoon.title}` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Delete ${demoProjects.comingSoon.title}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(soon).getByRole('button', { name: `Delete ${demoProjects.comingSoon.title}` })).toHaveFocus();
    await expect(deletingMock.deleted()).toEqual([]);
  },
};

/** A refusal (the project moved on meanwhile: code 10) is told in the server's words, and the row stays. */
export const DeleteRefused: Story = {
  parameters: adminScreen('/platform/projects', {
    deleteProject: http.delete('/projects/{id}', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const soon = await rowOf(canvasElement, demoProjects.comingSoon.title);
    await userEvent.click(within(soon).getByRole('button', { name: `Delete ${demoProjects.comingSoon.title}` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Delete ${demoProjects.comingSoon.title}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Illegal access');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('cell', { name: demoProjects.comingSoon.title })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: adminScreen('/platform/projects?search=nowhere'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create project' })).toBeVisible();
  },
};

/** Twenty rows a page. */
export const Paged: Story = {
  render: () => (
    <WithAddressBar>
      <ProjectsPage />
    </WithAddressBar>
  ),
  parameters: adminScreen('/platform/projects?page=3', manyMock.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'Project 41');
    await expect(rows(canvasElement)).toHaveLength(5);
    const pager = canvas.getByRole('navigation', { name: 'Project list pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\/platform\/projects$/));
    await rowOf(canvasElement, 'Project 1');
    await expect(rows(canvasElement)).toHaveLength(20);
  },
};
