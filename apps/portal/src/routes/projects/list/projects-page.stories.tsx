import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { type Project, type ProjectStatus } from '@keystone/api';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { PAGE_SIZE } from '@keystone/flows/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeMainNavDrawer, openMainNav } from '../../../testing/main-nav.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectsPage } from './projects-page.tsx';
import { demoProjectsIn, investorDefaultOrder, investorPage, newestFirst, showPageOf } from './story-list-order.ts';
import { createProjectsListMock, manyProjects } from './story-projects.ts';
import { WithAddressBar } from '../../../testing/address-bar.tsx';
import { expectLoadingSkeleton } from '../../../testing/skeleton.ts';

const manyMock = createProjectsListMock(manyProjects(30));

const investorScreen = (route: string, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path: '/platform/projects', user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/Projects/List (investor)',
  component: ProjectsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  beforeEach: () => manyMock.reset(),
  parameters: { layout: 'padded', ...investorScreen('/platform/projects') },
} satisfies Meta<typeof ProjectsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const cardTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
/** The investor's list in these statuses (every one they may see when none), in the server's order. */
const investorOrder = (statuses: readonly ProjectStatus[]) =>
  newestFirst(demoProjectsIn(statuses, { hideDrafts: true }));
/** The card of a named demo project, on whichever page of the default list it lands. */
const cardOnItsPage = async (canvasElement: HTMLElement, project: Project) => {
  await showPageOf(canvasElement, investorDefaultOrder, project, PAGE_SIZE.investorProjects);
  const heading = await within(canvasElement).findByRole('heading', { name: project.title, level: 2 });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
};
const statusChip = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name: 'Status' })).getByRole('checkbox', { name });

/** By default an investor sees what they can pledge to or soon will, newest first, as cards. */
export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project list', level: 1 })).toBeVisible();
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(investorPage(investorDefaultOrder)));
    const pager = canvas.getByRole('navigation', { name: 'Project list pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const lastPage = Math.ceil(investorDefaultOrder.length / PAGE_SIZE.investorProjects);
    await expect(within(pager).getByRole('button', { name: `Page ${lastPage}` })).toBeVisible();
    await expect(within(pager).queryByRole('button', { name: `Page ${lastPage + 1}` })).toBeNull();
    await expect(statusChip(canvasElement, 'Coming soon')).toBeChecked();
    await expect(statusChip(canvasElement, 'Available to pledge')).toBeChecked();
    await expect(statusChip(canvasElement, 'Complete')).not.toBeChecked();
    // Investors never see drafts, so they cannot ask for them.
    await expect(canvas.queryByRole('checkbox', { name: 'Draft' })).toBeNull();
    const mews = await cardOnItsPage(canvasElement, demoProjects.availableToPledge);
    await expect(mews.getByText('Return up to 10% p.a.')).toBeVisible();
    const terrace = await cardOnItsPage(canvasElement, demoProjects.comingSoon);
    await expect(
      terrace.getByRole('link', { name: `More info about ${demoProjects.comingSoon.title}` }),
    ).toHaveAttribute('href', '/platform/projects/2');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Create project' })).toBeNull();
    // Nothing widens the page on a phone: a wide table scrolls inside its own box.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Loading: Story = {
  parameters: investorScreen('/platform/projects', {
    listProjects: http.get('/projects', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project list' })).toBeVisible();
    // Where the cards will be: six pictures keeping their 16:9 place, as a wide screen's first rows show.
    await expectLoadingSkeleton(canvasElement, { selector: '.aspect-video', count: 6 });
  },
};

export const Empty: Story = {
  tags: ['visual'],
  parameters: investorScreen('/platform/projects?search=nowhere'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
    await expect(canvas.getByLabelText('Search')).toHaveValue('nowhere');
    await expect(cardTitles(canvasElement)).toEqual([]);
  },
};

/** A server fault opens the generic modal, and only the modal speaks: the page offers another try. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: investorScreen('/platform/projects', {
    listProjects: http.get('/projects', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual([]);
  },
};

/** The search (title or city) goes into the address once the investor pauses typing. */
export const Search: Story = {
  render: () => (
    <WithAddressBar>
      <ProjectsPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: demoProjects.comingSoon.title });
    await userEvent.type(canvas.getByLabelText('Search'), 'bristol');
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/platform/projects?search=bristol'));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual([demoProjects.comingSoon.title]));
  },
};

/** Statuses are chosen together and joined by + in the address; back undoes a choice. */
export const StatusFilter: Story = {
  render: () => (
    <WithAddressBar>
      <ProjectsPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByTestId('address');
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(investorPage(investorDefaultOrder)));

    await userEvent.click(statusChip(canvasElement, 'In progress short term'));
    await waitFor(() =>
      expect(address).toHaveTextContent(
        '/platform/projects?status=COMING_SOON+AVAILABLE_TO_PLEDGE+FULLY_FUNDED_DEVELOPMENT_BEGAN',
      ),
    );
    const withBegun = investorOrder(['COMING_SOON', 'AVAILABLE_TO_PLEDGE', 'FULLY_FUNDED_DEVELOPMENT_BEGAN']);
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(investorPage(withBegun)));
    await showPageOf(canvasElement, withBegun, demoProjects.developmentBegan, PAGE_SIZE.investorProjects);
    await expect(await canvas.findByRole('heading', { name: demoProjects.developmentBegan.title })).toBeVisible();

    await userEvent.click(statusChip(canvasElement, 'Coming soon'));
    await userEvent.click(statusChip(canvasElement, 'Available to pledge'));
    await waitFor(() =>
      expect(address).toHaveTextContent(/^\/platform\/projects\?status=FULLY_FUNDED_DEVELOPMENT_BEGAN$/),
    );
    const begunOnly = investorPage(investorOrder(['FULLY_FUNDED_DEVELOPMENT_BEGAN']));
    await expect(begunOnly).toContain(demoProjects.developmentBegan.title);
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(begunOnly));

    // None chosen: every status an investor may see, drafts still not among them (the newest demo projects).
    await userEvent.click(statusChip(canvasElement, 'In progress short term'));
    await waitFor(() => expect(address).toHaveTextContent(/^\/platform\/projects\?status=$/));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(investorPage(investorOrder([]))));
    await expect(canvas.queryByRole('heading', { name: demoProjects.draft.title })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(begunOnly));
    await expect(statusChip(canvasElement, 'In progress short term')).toBeChecked();
  },
};

/** A shared link shows the same view: its statuses chosen, its projects listed. */
export const StatusFromLink: Story = {
  parameters: investorScreen('/platform/projects?status=COMPLETE+FULLY_FUNDED_DEVELOPMENT_BEGAN'),
  play: async ({ canvasElement }) => {
    const expected = investorPage(investorOrder(['COMPLETE', 'FULLY_FUNDED_DEVELOPMENT_BEGAN']));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(expected));
    await expect(
      await within(canvasElement).findByRole('heading', { name: demoProjects.complete.title }),
    ).toBeVisible();
    // Newest first: the Leith offices were listed after the Birmingham lofts.
    await expect(expected.indexOf(demoProjects.developmentBegan.title)).toBeLessThan(
      expected.indexOf(demoProjects.complete.title),
    );
    await expect(statusChip(canvasElement, 'Complete')).toBeChecked();
    await expect(statusChip(canvasElement, 'In progress short term')).toBeChecked();
    await expect(statusChip(canvasElement, 'Coming soon')).not.toBeChecked();
  },
};

/** Twelve cards a page; opened at page 2 (a reload keeps it), the pager moves on and the address follows. */
export const Paged: Story = {
  render: () => (
    <WithAddressBar>
      <ProjectsPage />
    </WithAddressBar>
  ),
  parameters: investorScreen('/platform/projects?page=2', manyMock.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project 13' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toHaveLength(12);
    await expect(cardTitles(canvasElement).at(-1)).toBe('Project 24');
    const pager = canvas.getByRole('navigation', { name: 'Project list pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/platform/projects?page=3'));
    await expect(await canvas.findByRole('heading', { name: 'Project 25' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toHaveLength(6);
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** In the portal: 'Projects' in the main navigation leads here, and the tab names the page. */
export const FromMainNavigation: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: demoUsers.approvedInvestor }),
  play: async ({ canvasElement }) => {
    const nav = await openMainNav(canvasElement);
    await userEvent.click(nav.getByRole('link', { name: 'Projects' }));
    await closeMainNavDrawer();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project list', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Project list · Keystone'));
    await expect(await canvas.findByRole('heading', { name: demoProjects.comingSoon.title })).toBeVisible();
    await expect((await openMainNav(canvasElement)).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await closeMainNavDrawer();
  },
};
