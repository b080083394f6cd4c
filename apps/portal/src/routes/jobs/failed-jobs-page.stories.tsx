import type { User } from '@keystone/api';
import { demoFailedJobs, demoUsers } from '@keystone/demo/fixtures';
import { createJobsMock, errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { openMainNav } from '../../testing/main-nav.ts';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { FailedJobsPage } from './failed-jobs-page.tsx';
import { JOBS_TEXTS } from './jobs-texts.ts';

const jobsMock = createJobsMock(demoFailedJobs);
const [first, , noError] = demoFailedJobs;
if (!first || !noError || noError.lastError !== null) {
  throw new Error('the demo needs three failed jobs, the third without an error');
}
const lastJobMock = createJobsMock([first]);

const jobsScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: '/platform/jobs', path: '/platform/jobs', user: demoUsers.admin },
    { ...jobsMock.handlers, ...overrides },
  );

const meta = {
  title: 'Portal/Jobs/Failed jobs',
  component: FailedJobsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  beforeEach: () => {
    jobsMock.reset();
    lastJobMock.reset();
  },
  parameters: { layout: 'padded', ...jobsScreen() },
} satisfies Meta<typeof FailedJobsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: JOBS_TEXTS.caption });
const rows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);
const retryButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: JOBS_TEXTS.retryJob(first) });

/** What failed, when, why and after how many tries, newest failure first. */
export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible();
    const jobs = await table(canvasElement);
    for (const name of ['Job', 'Queue', 'Created', 'Failed', 'Last error', 'Tries', 'Actions']) {
      await expect(within(jobs).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(await rows(canvasElement)).toHaveLength(demoFailedJobs.length);
    const [top] = await rows(canvasElement);
    if (!top) throw new Error('no row');
    await expect(within(top).getByRole('cell', { name: 'Send e-mail' })).toBeVisible();
    await expect(within(top).getByRole('cell', { name: first.queue })).toBeVisible();
    await expect(within(top).getByRole('cell', { name: first.lastError ?? '' })).toBeVisible();
    await expect(within(top).getByRole('cell', { name: '5' })).toBeVisible();
    await expect(within(top).getByRole('cell', { name: '01/11/2026, 11:40' })).toBeVisible();
    await expect(within(jobs).getByText(JOBS_TEXTS.noError)).toBeVisible();
    await expect(await retryButton(canvasElement)).toBeVisible();
  },
};

export const Playground: Story = {};

/** At 390 px each job is a card led by what it was, its Retry button at its foot. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const jobs = await table(canvasElement);
    await expectCards(jobs, ['Job', 'Queue']);
    await expect(await retryButton(canvasElement)).toBeVisible();
  },
};

/** At 1440 px the jobs are a table. */
export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectTable(await table(canvasElement));
  },
};

export const Loading: Story = {
  parameters: jobsScreen({
    listFailedJobs: http.get('/jobs/failed', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** Nothing has failed for good: said so, with no table. */
export const Empty: Story = {
  parameters: jobsScreen({
    listFailedJobs: http.get('/jobs/failed', ({ response }) => response(200).json({ jobs: [], count: 0 })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No jobs have failed.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: JOBS_TEXTS.pages })).toBeNull();
  },
};

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  parameters: jobsScreen({ listFailedJobs: http.get('/jobs/failed', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A refusal is told in the server's words, with no modal. */
export const Refused: Story = {
  parameters: jobsScreen({ listFailedJobs: http.get('/jobs/failed', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal role');
  },
};

const openRetry = async (canvasElement: HTMLElement) => {
  await userEvent.click(await retryButton(canvasElement));
  return body(canvasElement).findByRole('dialog', { name: JOBS_TEXTS.retryTitle });
};

/** Asked once more, naming the job; Cancel leaves it failed and in the list. */
export const RetryConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRetry(canvasElement);
    await expect(dialog).toHaveTextContent('"Send e-mail", failed 01/11/2026, 11:40.');
    await expect(dialog).toHaveTextContent(JOBS_TEXTS.retryDescription);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await retryButton(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByText(JOBS_TEXTS.retried(first))).toBeNull();
  },
};

/** Retried: the job is queued again, leaves the list, and the page says so. */
export const Retried: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRetry(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(await within(canvasElement).findByText('"Send e-mail" is queued to run again.')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(demoFailedJobs.length - 1));
    await expect(within(canvasElement).queryByRole('button', { name: JOBS_TEXTS.retryJob(first) })).toBeNull();
    await expect(jobsMock.retried()).toEqual([first.id]);
  },
};

/** The same on a phone: the card's Retry, the dialog and the outcome all fit 390 px. */
export const RetriedOnAPhone: Story = {
  ...onMobile({}),
  play: async (context) => {
    await Retried.play?.(context);
    await expectCards(await table(context.canvasElement), ['Job', 'Queue']);
  },
};

/** The last failed job retried: the list is empty and says so. */
export const RetriedTheLast: Story = {
  parameters: screenParameters(
    { route: '/platform/jobs', path: '/platform/jobs', user: demoUsers.admin },
    lastJobMock.handlers,
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openRetry(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(await within(canvasElement).findByText('No jobs have failed.')).toBeVisible();
    await expect(within(canvasElement).getByText('"Send e-mail" is queued to run again.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Another admin retried it first: 404 code 42 in the server's words, in the dialog; the list is read again. */
export const RetryRefused: Story = {
  parameters: jobsScreen({
    retryFailedJob: http.post('/jobs/failed/{id}/retry', () => errorResponse(42)),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openRetry(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(await within(dialog).findByText('Not found')).toBeVisible();
    await expect(within(canvasElement).queryByText(JOBS_TEXTS.retried(first))).toBeNull();
  },
};

/** A server fault on the retry opens the generic modal; the job stays in the list. */
export const RetryServerError: Story = {
  parameters: jobsScreen({
    retryFailedJob: http.post('/jobs/failed/{id}/retry', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openRetry(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
    await expect(within(canvasElement).queryByText(JOBS_TEXTS.retried(first))).toBeNull();
  },
};

/** The admin reaches the screen from the navigation ('Jobs'), at a desktop's width and in a phone's drawer. */
async function fromTheNavigation(canvasElement: HTMLElement) {
  await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'Jobs' }));
  await expect(await within(canvasElement).findByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Failed jobs · Keystone'));
  await expect(await table(canvasElement)).toBeVisible();
}

const inThePlatformAs = (user: User) =>
  screenParameters({ app: true, route: '/platform/dashboard', user }, jobsMock.handlers);

export const FromTheNavigation: Story = {
  ...onDesktop({}),
  parameters: inThePlatformAs(demoUsers.admin),
  play: async ({ canvasElement }) => fromTheNavigation(canvasElement),
};

export const FromTheNavigationOnAPhone: Story = {
  ...onMobile({}),
  parameters: inThePlatformAs(demoUsers.admin),
  play: async ({ canvasElement }) => fromTheNavigation(canvasElement),
};

/** An investor's navigation has no 'Jobs' (it is the admin's alone), once it shows their own links. */
export const NotForInvestors: Story = {
  parameters: inThePlatformAs(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Jobs' })).toBeNull();
  },
};
