import type { ProjectUpdate } from '@keystone/api';
import { demoProjectUpdates, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { PROJECT_UPDATES_PAGE_SIZE } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UPDATE_TEXTS } from '../../project-updates/update-texts.ts';
import { openMainNav } from '../../testing/main-nav.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { expectLoadingSkeleton } from '../../testing/skeleton.ts';
import { UpdatesFeedPage } from './updates-feed-page.tsx';

const feedScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: '/platform/updates', path: '/platform/updates', user: demoUsers.approvedInvestor },
    overrides,
  );
const answering = (updates: ProjectUpdate[]) =>
  feedScreen({
    listUpdatesFeed: http.get('/updates/feed', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      const next = offset + PROJECT_UPDATES_PAGE_SIZE;
      return response(200).json({
        updates: updates.slice(offset, next),
        nextOffset: next < updates.length ? next : null,
      });
    }),
  });

const meta = {
  title: 'Portal/Updates/Feed',
  component: UpdatesFeedPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...feedScreen() },
} satisfies Meta<typeof UpdatesFeedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('article');

/** Updates across projects, newest first, each naming its project with a link to it. */
export const Several: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: UPDATE_TEXTS.feedTitle, level: 1 })).toBeVisible();
    const items = await articles(canvasElement);
    await expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(
      demoProjectUpdates.map((update) => update.title),
    );
    const [first] = demoProjectUpdates;
    const top = within(items[0]!);
    await expect(top.getByRole('link', { name: first?.projectTitle })).toHaveAttribute(
      'href',
      `/platform/projects/${first?.projectId}`,
    );
    await expect(top.getByText(/^Edited /)).toBeVisible();
  },
};

export const Playground: Story = {};

/** Nothing to read yet: says where updates will come from. */
export const Empty: Story = {
  parameters: answering([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(UPDATE_TEXTS.noFeed)).toBeVisible();
    await expect(canvas.getByText(UPDATE_TEXTS.noFeedHint)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: UPDATE_TEXTS.pages })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: feedScreen({
    listUpdatesFeed: http.get('/updates/feed', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expectLoadingSkeleton(canvasElement);
  },
};

/** The API a second late: the skeleton holds the page, then the updates replace it. */
export const ASecondLate: Story = {
  parameters: feedScreen({
    listUpdatesFeed: http.get('/updates/feed', async ({ response }) => {
      await delay(1000);
      return response(200).json({ updates: [...demoProjectUpdates], nextOffset: null });
    }),
  }),
  play: async ({ canvasElement }) => {
    await expectLoadingSkeleton(canvasElement);
    await expect(await within(canvasElement).findAllByRole('article', {}, { timeout: 5000 })).toHaveLength(
      demoProjectUpdates.length,
    );
  },
};

const many: ProjectUpdate[] = Array.from({ length: PROJECT_UPDATES_PAGE_SIZE + 3 }, (_, index) => ({
  ...demoProjectUpdates[0]!,
  id: 700 + index,
  title: `Monthly report ${PROJECT_UPDATES_PAGE_SIZE + 3 - index}`,
}));

/** A page at a time: older updates, then back to the newest. */
export const Paged: Story = {
  parameters: answering(many),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await articles(canvasElement)).toHaveLength(PROJECT_UPDATES_PAGE_SIZE);
    await userEvent.click(canvas.getByRole('button', { name: UPDATE_TEXTS.older }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('article', { name: 'Monthly report 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: UPDATE_TEXTS.newer }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PROJECT_UPDATES_PAGE_SIZE));
  },
};

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  parameters: feedScreen({ listUpdatesFeed: http.get('/updates/feed', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Something went wrong',
    });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A refusal is told in the server's words. */
export const Refused: Story = {
  parameters: feedScreen({ listUpdatesFeed: http.get('/updates/feed', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal role');
  },
};

/** On a phone the investor reaches the feed from the menu, and each update fits the width. */
export const FromTheMenuOnAPhone: Story = {
  ...onMobile({}),
  parameters: screenParameters({ route: '/platform/dashboard', user: demoUsers.approvedInvestor, app: true }),
  play: async ({ canvasElement }) => {
    const nav = await openMainNav(canvasElement);
    await userEvent.click(nav.getByRole('link', { name: 'Updates' }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: UPDATE_TEXTS.feedTitle, level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await articles(canvasElement)).toHaveLength(demoProjectUpdates.length);
  },
};
