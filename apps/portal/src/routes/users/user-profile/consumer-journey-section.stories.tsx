import { adminUserList, demoJourneyLog, demoUsers, servedCompetenceQuestions } from '@keystone/demo/fixtures';
import type { User } from '@keystone/api';
import { createUsersMock, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { CONSUMER_JOURNEY_LOG_TEXTS } from '@keystone/flows/labels';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
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
  'Investor declaration signed',
  'Risk summary opened',
  'Personalised risk warning shown',
  'Continued past the personalised risk warning',
  '24-hour cooling-off started',
  '24-hour cooling-off ended',
  'Question after the cooling-off shown',
  'Chose to continue after the cooling-off',
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

  // The declaration, read from its details: its category and figures in words.
  const declaration = within(entries[1]!);
  await expect(declaration.getByText('Investor type').nextElementSibling).toHaveTextContent('Restricted');
  await expect(declaration.getByText('Words shown').nextElementSibling).toHaveTextContent('declaration.v1');

  // The summary's place and an end of the cooling-off recorded after it happened.
  await expect(within(entries[2]!).getByText('Where').nextElementSibling).toHaveTextContent(
    'In the dialog the risk warning opens',
  );
  await expect(within(entries[6]!).getByText('Recorded')).toBeVisible();
  await expect(within(entries[3]!).getByText('IP address').nextElementSibling).toHaveTextContent('203.0.113.7');

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
