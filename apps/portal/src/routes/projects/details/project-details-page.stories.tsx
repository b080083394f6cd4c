import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { type Project } from '@keystone/api';
import { http, serverErrorResponse } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { body, detailsScreen, expectMapWithOutline, figure, findProjectTitle, tags } from './details-stories.ts';
import { ProjectDetailsPage } from './project-details-page.tsx';
import { expectLoadingSkeleton } from '../../../testing/skeleton.ts';

const { draft, comingSoon, availableToPledge, developmentBegan, complete } = demoProjects;
/** A project the demo data does not have: cancelled before its money was paid back. */
const cancelled: Project = { ...developmentBegan, id: 90, status: 'CANCELLED_NOT_PAID_OUT' };
const allProjects = [...Object.values(demoProjects), cancelled];
const screen = (project: Project, options: Parameters<typeof detailsScreen>[1] = {}) =>
  detailsScreen(project, { projects: allProjects, ...options });

const meta = {
  title: 'Portal/Projects/Details',
  component: ProjectDetailsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...screen(availableToPledge) },
} satisfies Meta<typeof ProjectDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open for pledges: both terms, the calculator, followed by the investor; figures worked by hand. */
export const AvailableToPledge: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, 'Riverside Mews, Kingston upon Thames');
    await expect(canvas.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/platform/projects');
    await expect(tags(canvasElement)).toEqual([
      'Available to pledge',
      'Residential build',
      'Developing',
      'Debt secured',
      'Debt',
      'Equity',
    ]);
    await expect(canvas.getByText(/former boatyard/)).toBeVisible();

    // £25,000 of £1,200,000 pledged: 2.0833…% → 2.08%; 1 Jan 2027 to 1 Jan 2028 is 12 months.
    await expect(figure(canvasElement, 'Short-term funding', 'Funding target')).toHaveTextContent('£1,200,000.00');
    await expect(figure(canvasElement, 'Short-term funding', 'Minimum investment')).toHaveTextContent('£1,000.00');
    await expect(figure(canvasElement, 'Short-term funding', 'Funded')).toHaveTextContent('£25,000.00 (2.08%)');
    await expect(figure(canvasElement, 'Short-term funding', 'Start date')).toHaveTextContent('01/01/2027');
    await expect(figure(canvasElement, 'Short-term funding', 'End date')).toHaveTextContent('01/01/2028');
    await expect(figure(canvasElement, 'Short-term funding', 'Months')).toHaveTextContent('12');
    await expect(figure(canvasElement, 'Short-term funding', 'Expected rates')).toHaveTextContent(
      'Debt secured: 8.5% p.a.Debt: 10% p.a.',
    );
    // The equity rate is derived: 40% of £150,000 profit on £600,000 over 2 years = 5% a year.
    await expect(figure(canvasElement, 'Long-term funding', 'Funded')).toHaveTextContent('£15,000.00 (2.50%)');
    await expect(figure(canvasElement, 'Long-term funding', 'Months')).toHaveTextContent('24');
    await expect(figure(canvasElement, 'Long-term funding', 'Expected rates')).toHaveTextContent('Equity: 5% p.a.');

    await expect(canvas.getByRole('region', { name: 'Return calculator' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask here' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invest here' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Admin actions' })).toBeNull();

    const documents = within(canvas.getByRole('region', { name: 'Documents' }));
    await expect(
      documents.getAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.textContent),
    ).toEqual(['Floor plans(opens in a new tab)', 'Pitch deck(opens in a new tab)']);
    await expect(documents.getByRole('link', { name: 'Pitch deck (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(documents.getByRole('link', { name: 'Download all' })).toHaveAttribute(
      'href',
      '/api/projects/3/documents/zip',
    );
    await expect(canvas.getByText('Skerne Road, Kingston upon Thames')).toBeVisible();
    await expectMapWithOutline(canvasElement);
  },
};

/** An admin sees a DRAFT, with edit and delete; there is nothing to export yet. */
export const DraftAsAdmin: Story = {
  parameters: screen(draft, { user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, draft.title);
    await expect(tags(canvasElement)[0]).toBe('Draft');
    const actions = within(canvas.getByRole('group', { name: 'Admin actions' }));
    await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/platform/projects/edit/1');
    await expect(actions.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(actions.queryByRole('link', { name: 'Export investors' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Payments/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Return calculator' })).toBeNull();
  },
};

/** Coming soon: no calculator until pledging opens; a short term only. */
export const ComingSoon: Story = {
  parameters: screen(comingSoon),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, comingSoon.title);
    await expect(tags(canvasElement)).toEqual([
      'Coming soon',
      'Refurbishment',
      'Purchase and develop',
      'Debt secured',
      'Debt',
    ]);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Return calculator' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Long-term funding' })).toBeNull();
    await expect(figure(canvasElement, 'Short-term funding', 'Funded')).toHaveTextContent('£0.00 (0.00%)');
  },
};

/** Fully funded and under way: the actual start date replaces the planned one (8 Aug 2026, not 1 Aug). */
export const Funded: Story = {
  parameters: screen(developmentBegan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, developmentBegan.title);
    await expect(tags(canvasElement)[0]).toBe('In progress short term');
    await expect(figure(canvasElement, 'Short-term funding', 'Funded')).toHaveTextContent('£150,000.00 (100.00%)');
    await expect(figure(canvasElement, 'Short-term funding', 'Start date')).toHaveTextContent('08/08/2026');
    // No actual end yet: the planned one. 8 Aug 2026 → 1 Feb 2028 is 17 whole months.
    await expect(figure(canvasElement, 'Short-term funding', 'End date')).toHaveTextContent('01/02/2028');
    await expect(figure(canvasElement, 'Short-term funding', 'Months')).toHaveTextContent('17');
    await expect(canvas.queryByRole('region', { name: 'Return calculator' })).toBeNull();
  },
};

export const Complete: Story = {
  parameters: screen(complete),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, complete.title);
    await expect(tags(canvasElement)[0]).toBe('Complete');
    // Actual dates: 3 Jul 2025 → 12 Jul 2026 is 12 months.
    await expect(figure(canvasElement, 'Short-term funding', 'Start date')).toHaveTextContent('03/07/2025');
    await expect(figure(canvasElement, 'Short-term funding', 'End date')).toHaveTextContent('12/07/2026');
    await expect(figure(canvasElement, 'Short-term funding', 'Months')).toHaveTextContent('12');
    await expect(within(canvasElement).queryByRole('region', { name: 'Return calculator' })).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: screen(cancelled),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, cancelled.title);
    await expect(tags(canvasElement)[0]).toBe('Cancelled, not paid out');
    await expect(within(canvasElement).queryByRole('region', { name: 'Return calculator' })).toBeNull();
  },
};

/** An investor asking for a DRAFT gets code 17: the page says the project does not exist, no modal. */
export const DraftAsInvestorNotFound: Story = {
  parameters: screen(draft),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Project does not exist' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/platform/projects');
    await expect(canvas.queryByText(draft.title)).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  parameters: screen({ ...availableToPledge, id: 999 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Project does not exist' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screen(availableToPledge, {
    overrides: {
      getProject: http.get('/projects/{id}', async () => {
        await delay('infinite');
        return serverErrorResponse();
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    // The picture's place is kept beside the title's and the buttons'.
    await expectLoadingSkeleton(canvasElement, { selector: '.aspect-video', count: 1 });
  },
};

export const ServerError: Story = {
  parameters: screen(availableToPledge, {
    overrides: { getProject: http.get('/projects/{id}', () => serverErrorResponse()) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
