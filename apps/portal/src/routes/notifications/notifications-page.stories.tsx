import { demoNotifications, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, notificationsHandlersOver } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const at = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/notifications', user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/Notifications/Page',
  component: NotificationsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...at() },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The investor's own notifications, newest first: the unread ones say so to a screen reader and can be marked. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(demoNotifications.length);
    await expect(within(items[0]!).getByRole('heading')).toHaveTextContent(`Unread: ${demoNotifications[0]!.title}`);
    await expect(within(items[0]!).getByText(demoNotifications[0]!.body)).toBeVisible();
    await expect(within(items[2]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    await expect(await within(items[0]!).findByRole('heading', { name: demoNotifications[0]!.title })).toBeVisible();
  },
};

/** Auto-invest's two notices (issue 38): an allocation links to its agreement, a skip says why and links to the rules. */
export const AutoInvestNotices: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Notifications' });
    for (const kind of ['AUTO_INVEST_ALLOCATED', 'AUTO_INVEST_SKIPPED'] as const) {
      const notice = demoNotifications.find((item) => item.kind === kind)!;
      const item = within(list)
        .getAllByRole('listitem')
        .find((candidate) => candidate.textContent?.includes(notice.body)) as HTMLElement;
      await expect(within(item).getByRole('heading', { name: notice.title })).toBeVisible();
      await expect(within(item).getByRole('link')).toHaveAttribute('href', notice.link);
    }
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: at(notificationsHandlersOver(() => [])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** The API a second late, or never: a skeleton that keeps the list's room, the heading already there. */
export const Loading: Story = {
  parameters: at({
    listNotifications: http.get('/notifications', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Notifications' })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: at({ listNotifications: http.get('/notifications', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Try again')).toBeInTheDocument();
  },
};
