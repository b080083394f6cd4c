import {
  DEMO_TODAY,
  adminDashboardOf,
  demoJourneyFunnel,
  demoLoanBookOf,
  demoUsers,
  emptyJourneyFunnel,
} from '@keystone/demo/fixtures';
import { projectStatuses, type AdminDashboard as AdminDashboardAnswer, type DashboardFilter } from '@keystone/api';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { CONSUMER_JOURNEY_FUNNEL_LABELS, CONSUMER_JOURNEY_FUNNEL_TEXTS } from '@keystone/flows/labels';
import { PROJECT_STATUS_LABELS } from '@keystone/flows/projects';
import { LOAN_BOOK_LABELS, loanBookOf } from '@keystone/flows/dashboard';
import { LOAN_BOOK_TEXTS } from '../../loan-book/loan-book-texts.ts';
import { formatCount, formatMoney, formatPercent } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { RESALE_ACTIVITY_TEXTS, RESALE_ADMIN_PATH } from './resale-activity.tsx';

const path = '/platform/dashboard';
const adminScreen = (route = path, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path, user: demoUsers.admin }, overrides);

/** The dashboard with the address under it, so a play can check what a reload or a shared link would show. */
function WithAddressBar() {
  const location = useLocation();
  return (
    <>
      <AdminDashboard />
      <p data-testid="address" className="mt-6 text-sm text-muted-foreground">
        {location.pathname + location.search}
      </p>
    </>
  );
}

const meta = {
  title: 'Portal/Dashboard/Admin',
  component: WithAddressBar,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...adminScreen() },
} satisfies Meta<typeof WithAddressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address');
const figure = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByTestId(`figure-${label}`);
const signed = (progress: number) => `${progress > 0 ? '+' : ''}${formatPercent(progress)}`;

/** The figures the mocks answer for `filter` (the demo data's, as the server computes them), as the cards word them. */
function expectedFigures(filter: DashboardFilter) {
  const { registeredUsers, interestPaidOut, pledgedInvestment } = adminDashboardOf(filter, DEMO_TODAY);
  const money = ({ periodValuePence, dailyValuePence, progress }: typeof interestPaidOut) => [
    formatMoney(periodValuePence),
    formatMoney(dailyValuePence),
    signed(progress),
  ];
  return {
    'Registered users': [
      formatCount(registeredUsers.periodValue),
      formatCount(registeredUsers.dailyValue),
      signed(registeredUsers.progress),
    ],
    'Interest paid out': money(interestPaidOut),
    'Pledged investment': money(pledgedInvestment),
  };
}

/** Each card's period value, today's value and progress, as shown. */
const shownFigures = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    ['Registered users', 'Interest paid out', 'Pledged investment'].map((label) => [
      label,
      [...figure(canvasElement, label).querySelectorAll('dd')].map((value) => value.textContent),
    ]),
  );

const lastProjects = async (canvasElement: HTMLElement) =>
  within(canvasElement)
    .findByRole('heading', { name: /Last projects/ })
    .then((heading) => heading.closest('[data-slot="card"]') as HTMLElement);

/** All time (the default): the three figures with their charts, the projects per status and the last projects. */
export const AllTime: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(shownFigures(canvasElement)).toEqual(expectedFigures('ALL_TIME')));
    await expect(await canvas.findByRole('img', { name: /Registered users: today against the period/ })).toBeVisible();

    const projects = await lastProjects(canvasElement);
    const links = await within(projects).findAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.length).toBeLessThanOrEqual(8);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/platform\/projects\/\d+$/));
    await expect(canvas.getByText(PROJECT_STATUS_LABELS.DRAFT, { selector: 'dt' })).toBeVisible();
  },
};

const lastProjectsTable = async (canvasElement: HTMLElement) =>
  within(await lastProjects(canvasElement)).findByRole('table', { name: 'Last projects' });

/** At 390 px each of the last projects is a card opening on its status, its title a link below it. */
export const LastProjectsOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const table = await lastProjectsTable(canvasElement);
    await expectCards(table, ['Status', 'Title']);
    await expect(within(table).getAllByRole('link')[0]).toBeVisible();
  },
};

/** At 1440 px the last projects are a table of title and status. */
export const LastProjectsOnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    const table = await lastProjectsTable(canvasElement);
    await expectTable(table);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Status']);
  },
};

/** Choosing a period asks again for it and writes it in the address; the last projects start from page 1. */
export const ChooseLastMonth: Story = {
  parameters: adminScreen(`${path}?projects=2`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`${path}?filter=MONTH`));
    await waitFor(() => expect(shownFigures(canvasElement)).toEqual(expectedFigures('MONTH')));
  },
};

const periodStory = (filter: DashboardFilter, label: string): Story => ({
  parameters: adminScreen(`${path}?filter=${filter}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(shownFigures(canvasElement)).toEqual(expectedFigures(filter)));
    await expect(await lastProjects(canvasElement)).toBeVisible();
  },
});

export const LastMonth = periodStory('MONTH', 'Last 30 days');
export const LastSixMonths = periodStory('HALF_YEAR', 'Last 6 months');
export const LastYear = periodStory('YEAR', 'Last year');

const emptyPlatform: AdminDashboardAnswer = {
  projectsStatistic: projectStatuses.map((status) => ({ status, count: 0 })),
  registeredUsers: { progress: 0, dailyValue: 0, periodValue: 0 },
  interestPaidOut: { progress: 0, dailyValuePence: 0, periodValuePence: 0 },
  pledgedInvestment: { progress: 0, dailyValuePence: 0, periodValuePence: 0 },
  loanBook: loanBookOf([], DEMO_TODAY),
};

/** A platform with nothing yet: zeros, and 'No search result' where a list would be. */
export const EmptyPlatform: Story = {
  parameters: adminScreen(path, {
    getAdminDashboard: http.get('/dashboard/admin', ({ response }) => response(200).json(emptyPlatform)),
    listAdminLastProjects: http.get('/dashboard/admin/last-projects', ({ response }) =>
      response(200).json({ projects: [], count: 0 }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(figure(canvasElement, 'Pledged investment')).toHaveTextContent(formatMoney(0)));
    await waitFor(() => expect(canvas.getAllByText('No search result')).toHaveLength(2));
    await expect(within(await lastProjects(canvasElement)).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: adminScreen(path, {
    getAdminDashboard: http.get('/dashboard/admin', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('loading...');
    await expect(canvas.getByRole('group', { name: 'Period' })).toBeVisible();
  },
};

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  parameters: adminScreen(path, {
    getAdminDashboard: http.get('/dashboard/admin', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const funnelCard = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { name: CONSUMER_JOURNEY_FUNNEL_TEXTS.title });
  return heading.closest('[data-slot="card"]') as HTMLElement;
};
const journeyFunnel = async (canvasElement: HTMLElement) => within(await funnelCard(canvasElement));

/** Every step's count as the list under the chart shows it. */
const shownFunnel = (funnel: ReturnType<typeof within>) =>
  funnel
    .getAllByRole('definition')
    .map((value: HTMLElement) => [value.previousElementSibling?.textContent, value.textContent]);

async function expectFunnelChart(canvasElement: HTMLElement) {
  const card = await funnelCard(canvasElement);
  const funnel = within(card);
  // The chart loads once near the screen; the cards above it may still grow, so it is scrolled to until it shows.
  await waitFor(() => {
    card.scrollIntoView({ block: 'center' });
    return expect(funnel.getByRole('img', { name: CONSUMER_JOURNEY_FUNNEL_TEXTS.chartLabel })).toBeVisible();
  });
  await expect(shownFunnel(funnel)).toEqual(
    demoJourneyFunnel.steps.map((row) => [CONSUMER_JOURNEY_FUNNEL_LABELS[row.step], formatCount(row.investors)]),
  );
  await expect(funnel.getByText('Left at the warning', { selector: 'dt' })).toBeVisible();
  await expect(funnel.getByText('First pledge made', { selector: 'dt' })).toBeVisible();
}

/** The consumer journey of the last 30 days: a chart of the investors at each step, those who left included. */
export const JourneyFunnel: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => expectFunnelChart(canvasElement),
};

export const JourneyFunnelOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => expectFunnelChart(canvasElement),
};

/** Nobody reached the warning in the window: no chart of zeros. */
export const JourneyFunnelEmpty: Story = {
  parameters: adminScreen(path, {
    getConsumerJourneyFunnel: http.get('/dashboard/admin/consumer-journey-funnel', ({ response }) =>
      response(200).json(emptyJourneyFunnel),
    ),
  }),
  play: async ({ canvasElement }) => {
    const funnel = await journeyFunnel(canvasElement);
    await expect(await funnel.findByText(CONSUMER_JOURNEY_FUNNEL_TEXTS.empty)).toBeVisible();
    await expect(funnel.queryByRole('img')).toBeNull();
  },
};

export const JourneyFunnelEmptyOnAPhone: Story = onMobile({ ...JourneyFunnelEmpty });

/** The funnel on its way while the figures above it show. */
export const JourneyFunnelLoading: Story = {
  parameters: adminScreen(path, {
    getConsumerJourneyFunnel: http.get('/dashboard/admin/consumer-journey-funnel', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const funnel = await journeyFunnel(canvasElement);
    await expect(funnel.getByRole('status')).toHaveTextContent(CONSUMER_JOURNEY_FUNNEL_TEXTS.loading);
    await waitFor(() => expect(shownFigures(canvasElement)).toEqual(expectedFigures('ALL_TIME')));
  },
};

const loanBookSection = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: LOAN_BOOK_TEXTS.title });
  heading.scrollIntoView({ block: 'start' });
  return within(heading.closest('section') as HTMLElement);
};

/**
 * The public loan book, as visitors see it: the same stored copy, its date, and the way to the public page (issue
 * 34 §5).
 */
async function expectLoanBook(canvasElement: HTMLElement) {
  const book = demoLoanBookOf(DEMO_TODAY);
  const section = await loanBookSection(canvasElement);
  await expect(section.getByText(LOAN_BOOK_TEXTS.figuresAsAt(book.computedAt ?? ''))).toBeVisible();
  await expect(section.getByRole('link', { name: LOAN_BOOK_TEXTS.adminLink })).toHaveAttribute('href', '/loan-book');
  const table = section.getByRole('table', { name: LOAN_BOOK_TEXTS.tableCaption });
  await expect(within(table).getByRole('columnheader', { name: LOAN_BOOK_LABELS.total })).toBeInTheDocument();
  const lent = within(table).getByRole('cell', { name: LOAN_BOOK_LABELS.lent }).closest('tr') as HTMLElement;
  await expect(within(lent).getByRole('cell', { name: formatMoney(book.total.lentPence) })).toBeVisible();
  return table;
}

export const LoanBook: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectTable(await expectLoanBook(canvasElement));
  },
};

export const LoanBookOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await expectCards(await expectLoanBook(canvasElement), [LOAN_BOOK_TEXTS.figureColumn]);
  },
};

const resaleCard = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: RESALE_ACTIVITY_TEXTS.title });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
};

/** The resale figures as the card shows them, label then value. */
const resaleFigures = (card: ReturnType<typeof within>) =>
  card
    .getAllByRole('definition')
    .map((value: HTMLElement) => [value.previousElementSibling?.textContent, value.textContent]);

const resaleActivity = {
  openListings: 4,
  openPence: 6_200_000,
  purchases: 3,
  soldPence: 2_300_000,
  feeIncomePence: 11_500,
  suspendedListings: 1,
};

/** The resale market: open listings and capital for sale now, purchases, capital sold and fee income in the period. */
export const ResaleActivity: Story = {
  parameters: adminScreen(`${path}?filter=MONTH`, {
    getAdminResaleActivity: http.get('/dashboard/admin/resale', ({ query, response }) =>
      query.get('filter') === 'MONTH' ? response(200).json(resaleActivity) : serverErrorResponse(),
    ),
  }),
  play: async ({ canvasElement }) => {
    const card = await resaleCard(canvasElement);
    await waitFor(() =>
      expect(resaleFigures(card)).toEqual([
        [RESALE_ACTIVITY_TEXTS.openListings, '4'],
        [RESALE_ACTIVITY_TEXTS.openPence, formatMoney(resaleActivity.openPence)],
        [RESALE_ACTIVITY_TEXTS.purchases, '3'],
        [RESALE_ACTIVITY_TEXTS.soldPence, formatMoney(resaleActivity.soldPence)],
        [RESALE_ACTIVITY_TEXTS.feeIncomePence, formatMoney(resaleActivity.feeIncomePence)],
        [RESALE_ACTIVITY_TEXTS.suspendedListings, '1'],
      ]),
    );
    await expect(card.getByRole('link', { name: RESALE_ACTIVITY_TEXTS.listings })).toHaveAttribute(
      'href',
      RESALE_ADMIN_PATH,
    );
  },
};

export const ResaleActivityOnAPhone: Story = onMobile({ ...ResaleActivity });

/** The resale figures on their way while the rest shows. */
export const ResaleActivityLoading: Story = {
  parameters: adminScreen(path, {
    getAdminResaleActivity: http.get('/dashboard/admin/resale', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const card = await resaleCard(canvasElement);
    await expect(card.getByRole('status')).toHaveTextContent(RESALE_ACTIVITY_TEXTS.loading);
  },
};

/** A fault in the resale figures alone: the generic modal, and the card offers another try. */
export const ResaleActivityServerError: Story = {
  parameters: adminScreen(path, {
    getAdminResaleActivity: http.get('/dashboard/admin/resale', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await (await resaleCard(canvasElement)).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
