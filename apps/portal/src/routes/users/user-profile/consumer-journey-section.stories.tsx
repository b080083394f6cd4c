import { adminUserList, demoJourneyLog, demoUsers, servedCompetenceQuestions } from '@keystone/demo/fixtures';
import type { ConsumerJourneyLogEntry, User } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { createUsersMock, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { CONSUMER_JOURNEY_LOG_TEXTS, RISK_SUMMARY } from '@keystone/flows/labels';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { UserProfilePage } from './user-profile-page.tsx';

const usersMock = createUsersMock(adminUserList);
const investor = demoUsers.approvedInvestor;

const profileScreen = (user: Pick<User, 'id'>, overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: `/platform/users/${user.id}`, path: '/platform/users/:id', user: demoUsers.admin },
    { ...usersMock.handlers, ...overrides },
  );

const meta = {
  title: 'Portal/Users/Profile/Consumer journey',
  component: UserProfilePage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  beforeEach: () => usersMock.reset(),
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...profileScreen(investor) },
} satisfies Meta<typeof UserProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section, once the profile has loaded. */
async function journeySection(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole('heading', { name: 'Consumer journey', level: 2 });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
}

const entryLabels = [
  'Appropriateness assessment failed',
  'Answer attempts reset by an admin',
  'Investor declaration signed',
  'Risk summary opened',
  'Personalised risk warning shown',
  'Continued past the personalised risk warning',
  '24-hour cooling-off started',
  '24-hour cooling-off ended',
  'Question after the cooling-off shown',
  'Chose to continue after the cooling-off',
  'First pledge made',
];

async function expectEveryKindOfEntry(canvasElement: HTMLElement) {
  const section = await journeySection(canvasElement);
  const list = await section.findByRole('list', { name: 'Consumer journey' });
  const entries = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  await expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual(entryLabels);
  await expect(entries).toHaveLength(demoJourneyLog.length);

  // The failed attempt: every question as served, the answer given marked, the topics to read.
  const attempt = within(entries[0]!);
  const questions = within(attempt.getByRole('list', { name: 'Questions and answers' })).getAllByText(/^Question \d+:/);
  await expect(questions).toHaveLength(servedCompetenceQuestions.length);
  const first = servedCompetenceQuestions[0]!;
  await expect(attempt.getByText(first.text)).toBeVisible();
  await expect(attempt.getAllByText('(answer given)')).toHaveLength(servedCompetenceQuestions.length);
  await expect(attempt.getByText('Topics to read about').nextElementSibling).toHaveTextContent(
    /lose all the money|protected/,
  );

  // The admin's reset (issue 32): who, why and the attempts used before it.
  const reset = within(entries[1]!);
  await expect(reset.getByText('Reset by').nextElementSibling).toHaveTextContent('Keystone Admin (user 1)');
  await expect(reset.getByText('Reason').nextElementSibling).toHaveTextContent(/misread the question/);
  await expect(reset.getByText('Attempts used before the reset').nextElementSibling).toHaveTextContent('1 of 3');

  // The declaration, read from its details: its category and figures in words, the words shown named.
  const declaration = within(entries[2]!);
  await expect(declaration.getByText('Investor type').nextElementSibling).toHaveTextContent('Restricted');
  await expect(declaration.getByText('Words shown').nextElementSibling).toHaveTextContent(
    'The investor declaration, version 1',
  );
  await expect(within(entries[4]!).getByText('Words shown').nextElementSibling).toHaveTextContent(
    'The personalised risk warning, version 1',
  );

  // The summary's place and an end of the cooling-off recorded after it happened.
  await expect(within(entries[3]!).getByText('Where').nextElementSibling).toHaveTextContent(
    'In the dialog the risk warning opens',
  );
  await expect(within(entries[7]!).getByText('Recorded')).toBeVisible();
  await expect(within(entries[4]!).getByText('IP address').nextElementSibling).toHaveTextContent('203.0.113.7');

  // The record ends with the first pledge: its amount and its agreement reference.
  const pledge = within(entries.at(-1)!);
  await expect(pledge.getByText('Amount').nextElementSibling).toHaveTextContent(/^£[\d,]+\.\d\d$/);
  await expect(pledge.getByText('Agreement reference').nextElementSibling).toHaveTextContent(/^KSI\d{7}[SL]$/);
  await expect(section.getByText(CONSUMER_JOURNEY_LOG_TEXTS.pageOf(1, entries.length, entries.length))).toBeVisible();
  await expect(section.queryByRole('navigation', { name: CONSUMER_JOURNEY_LOG_TEXTS.pages })).toBeNull();

  const download = section.getByRole('link', { name: CONSUMER_JOURNEY_LOG_TEXTS.download });
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute('href', `/api/users/${investor.id}/consumer-journey/document?download=true`);
  return entries;
}

/** Every kind of entry, oldest first, each in words with its facts; the PDF a click away. */
export const JourneyLog: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectEveryKindOfEntry(canvasElement);
  },
};

/** At 390 px each entry is a card as wide as the screen: nothing is cut off. */
export const JourneyLogOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const entries = await expectEveryKindOfEntry(canvasElement);
    for (const entry of entries) {
      await expect(entry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** 45 risk summaries opened: the log shows 20 entries a page, oldest first, and the pager moves through them. */
const longLog: ConsumerJourneyLogEntry[] = Array.from({ length: 45 }, (_, index) => {
  const at = new Date(Date.UTC(2026, 9, 5, 9, index)).toISOString();
  return {
    occurredAt: at,
    recordedAt: at,
    step: 'RISK_SUMMARY',
    action: 'OPENED',
    textVersion: RISK_SUMMARY.version,
    place: 'PAGE',
    ip: '203.0.113.7',
    details: null,
  };
});

export const PagedJourneyLog: Story = {
  parameters: profileScreen(investor, {
    getUserConsumerJourneyLog: http.get('/users/{id}/consumer-journey', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit') ?? PAGE_SIZE.adminLists);
      const offset = Number(query.get('offset') ?? 0);
      return response(200).json({ entries: longLog.slice(offset, offset + limit), count: longLog.length });
    }),
  }),
  play: async ({ canvasElement }) => {
    const section = await journeySection(canvasElement);
    const list = await section.findByRole('list', { name: 'Consumer journey' });
    const entries = () => within(list).getAllByRole('listitem', { name: 'Risk summary opened' });
    await expect(entries()).toHaveLength(20);
    await expect(section.getByText(CONSUMER_JOURNEY_LOG_TEXTS.pageOf(1, 20, 45))).toBeVisible();
    const pager = section.getByRole('navigation', { name: CONSUMER_JOURNEY_LOG_TEXTS.pages });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await expect(await section.findByText(CONSUMER_JOURNEY_LOG_TEXTS.pageOf(41, 45, 45))).toBeVisible();
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    await expect(entries()).toHaveLength(5);
    await expect(list).toHaveAttribute('start', '41');
    await expect(within(entries()[0]!).getByText('When').nextElementSibling).toHaveTextContent('05/10/2026, 10:40');
  },
};

export const PagedJourneyLogOnAPhone: Story = onMobile({ ...PagedJourneyLog });

/** A user who has recorded nothing yet. */
export const NoSteps: Story = {
  parameters: profileScreen(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    const section = await journeySection(canvasElement);
    await expect(await section.findByText(CONSUMER_JOURNEY_LOG_TEXTS.empty)).toBeVisible();
    await expect(section.queryByRole('list', { name: 'Consumer journey' })).toBeNull();
    await expect(section.getByRole('link', { name: CONSUMER_JOURNEY_LOG_TEXTS.download })).toBeVisible();
  },
};

export const NoStepsOnAPhone: Story = onMobile({ ...NoSteps });

/** The log on its way: the section says so while the rest of the profile shows. */
export const LoadingJourney: Story = {
  parameters: profileScreen(investor, {
    getUserConsumerJourneyLog: http.get('/users/{id}/consumer-journey', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const section = await journeySection(canvasElement);
    await expect(section.getByRole('status')).toHaveTextContent(CONSUMER_JOURNEY_LOG_TEXTS.loading);
    await expect(within(canvasElement).getByRole('heading', { name: 'Personal details' })).toBeVisible();
  },
};

export const LoadingJourneyOnAPhone: Story = onMobile({ ...LoadingJourney });

/** A server fault opens the generic modal; the section offers another try and the rest of the profile stays. */
export const JourneyFailed: Story = {
  parameters: profileScreen(investor, {
    getUserConsumerJourneyLog: http.get('/users/{id}/consumer-journey', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    // The modal hides the page from the accessibility tree until it is closed.
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    const section = await journeySection(canvasElement);
    await expect(await section.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(section.queryByRole('list', { name: 'Consumer journey' })).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: 'Personal details' })).toBeVisible();
  },
};
