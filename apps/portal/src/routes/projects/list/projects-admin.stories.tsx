import { demoProjectList, demoProjects, demoUsers } from '@keystone/api';
import { errorResponse, http, type handlers } from '@keystone/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectsPage } from './projects-page.tsx';
import { createProjectsListMock, manyProjects } from './story-projects.ts';
import { WithAddressBar } from './with-address-bar.tsx';

const deletingMock = createProjectsListMock(demoProjectList);
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

/** Every project, newest first, in seed 001's columns; only drafts and coming-soon projects can be deleted. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project list', level: 1 })).toBeVisible();
    await rowOf(canvasElement, demoProjects.draft.title);
    for (const name of ['ID', 'Name', 'Type', 'Strategy', 'Status', 'Total Requirement', 'Progress', 'Project Dates']) {
      await expect(within(header(canvasElement, name)).getByRole('button', { name })).toBeVisible();
      // Creation time, the default order, is no column of its own.
      await expect(header(canvasElement, name)).toHaveAttribute('aria-sort', 'none');
    }
    await expect(names(canvasElement)).toEqual(demoProjectList.map((project) => project.title));
    await expect(canvas.getByRole('link', { name: 'Create project' })).toHaveAttribute(
      'href',
      '/platform/projects/create',
    );
    // Admins may filter by any status, drafts included, and start with none chosen.
    const statuses = within(canvas.getByRole('group', { name: 'Status' }));
    await expect(statuses.getAllByRole('checkbox')).toHaveLength(12);
    for (const box of statuses.getAllByRole('checkbox')) await expect(box).not.toBeChecked();

    const mews = within(await rowOf(canvasElement, demoProjects.availableToPledge.title));
    await expect(mews.getByText('Residential build')).toBeVisible();
    await expect(mews.getByText('Debt secured, Debt, Equity')).toBeVisible();
    await expect(mews.getByText('Available to pledge')).toBeVisible();
    await expect(mews.getByText('£1,200,000')).toBeVisible();
    await expect(mews.getByText('2%')).toBeVisible();
    await expect(mews.getByRole('cell', { name: '01/01/2027 – 01/01/2028' })).toBeVisible();
    await expect(mews.getByRole('link', { name: `Edit ${demoProjects.availableToPledge.title}` })).toHaveAttribute(
      'href',
      '/platform/projects/edit/3',
    );
    await expect(mews.queryByRole('button', { name: /Delete/ })).toBeNull();

    // The actual start replaces the planned one once development began.
    const leith = within(await rowOf(canvasElement, demoProjects.developmentBegan.title));
    await expect(leith.getByText('100%')).toBeVisible();
    await expect(leith.getByRole('cell', { name: '08/08/2026 – 01/02/2028' })).toBeVisible();

    for (const deletable of [demoProjects.draft, demoProjects.comingSoon]) {
      const row = within(await rowOf(canvasElement, deletable.title));
      await expect(row.getByRole('button', { name: `Delete ${deletable.title}` })).toBeVisible();
    }
    // Nothing widens the page on a phone: a wide table scrolls inside its own box.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Every column sorts; the order lives in the address. */
export const Sorted: Story = {
  render: () => <WithAddressBar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByTestId('address');
    await rowOf(canvasElement, demoProjects.draft.title);
    const name = header(canvasElement, 'Name');

    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/projects?column=title&direction=ASC'));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(names(canvasElement)[0]).toBe(demoProjects.draft.title));

    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/projects?column=title&direction=DESC'));
    await waitFor(() => expect(names(canvasElement)[0]).toBe(demoProjects.comingSoon.title));

    const strategy = header(canvasElement, 'Strategy');
    await userEvent.click(within(strategy).getByRole('button', { name: 'Strategy' }));
    await waitFor(() => expect(address).toHaveTextContent('/platform/projects?column=strategy&direction=ASC'));
    await expect(strategy).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).toHaveAttribute('aria-sort', 'none');
    // 'DEBT' sorts before 'DEBT_SECURED' and 'DEBT_SECURED,DEBT…' (the Birmingham lofts offer debt only).
    await waitFor(() => expect(names(canvasElement)[0]).toBe(demoProjects.complete.title));
  },
};

/** A shared link opens sorted and filtered as it was sent. */
export const SortedFromLink: Story = {
  parameters: adminScreen('/platform/projects?status=DRAFT+COMING_SOON&column=shortFundingTargetPence&direction=DESC'),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, demoProjects.draft.title);
    await expect(header(canvasElement, 'Total Requirement')).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual([demoProjects.draft.title, demoProjects.comingSoon.title]);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Draft' })).toBeChecked();
  },
};

/** Delete asks first; once confirmed the list is read again without the project. */
export const DeleteConfirmed: Story = {
  parameters: adminScreen('/platform/projects', deletingMock.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = await rowOf(canvasElement, demoProjects.draft.title);
    await userEvent.click(within(draft).getByRole('button', { name: `Delete ${demoProjects.draft.title}` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Delete ${demoProjects.draft.title}?` });
    await expect(dialog).toHaveTextContent('removed for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await canvas.findByRole('status')).toHaveTextContent(`${demoProjects.draft.title} was deleted.`);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('cell', { name: demoProjects.draft.title })).toBeNull());
    await expect(rows(canvasElement)).toHaveLength(demoProjectList.length - 1);
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
  render: () => <WithAddressBar />,
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

// Every state at a phone's width too (390 px): the table scrolls sideways in its own box.
export const SuccessOnMobile = onMobile(Success);
export const SortedOnMobile = onMobile(Sorted);
export const SortedFromLinkOnMobile = onMobile(SortedFromLink);
export const DeleteConfirmedOnMobile = onMobile(DeleteConfirmed);
export const DeleteCancelledOnMobile = onMobile(DeleteCancelled);
export const DeleteRefusedOnMobile = onMobile(DeleteRefused);
export const EmptyOnMobile = onMobile(Empty);
export const PagedOnMobile = onMobile(Paged);
