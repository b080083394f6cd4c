import { demoUsers } from '@keystone/demo/fixtures';
import { http, notificationStreamHandler } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { NotificationBell } from './notification-bell.tsx';

/** The bell's read answers `unread` and the stream sends `first`, then each of `later`. */
const withUnread = (unread: number, later: number[] = []) =>
  screenParameters(
    { user: demoUsers.approvedInvestor },
    {
      listNotifications: http.get('/notifications', ({ response }) =>
        response(200).json({ items: [], count: unread, unread }),
      ),
      streamNotifications: notificationStreamHandler(() => unread, later),
    },
  );

const meta = {
  title: 'Portal/Notifications/Bell',
  component: NotificationBell,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: withUnread(2),
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: /^Notifications/ });

/** Nothing unread: the bell alone, named plainly, no badge. */
export const NoneUnread: Story = {
  parameters: withUnread(0),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    await expect(link).toHaveAccessibleName('Notifications');
    await expect(link).toHaveAttribute('href', '/platform/notifications');
    await expect(within(canvasElement).queryByTestId('notification-count')).toBeNull();
  },
};

export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('notification-count')).toHaveTextContent('2');
  },
};

/** Past 99 the badge says 99+, so it keeps its width; the link's name says what the badge shows. */
export const ManyUnread: Story = {
  parameters: withUnread(1250),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Notifications, 99+ unread' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('notification-count')).toHaveTextContent('99+');
  },
};

/** The server's event stream sends a new count: the bell changes with no reload, and its box keeps its size. */
export const LiveChange: Story = {
  parameters: withUnread(1, [3]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /^Notifications, (1|3) unread$/ });
    const { width, height } = link.getBoundingClientRect();
    await expect(await canvas.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('3');
    const after = canvas.getByRole('link', { name: 'Notifications, 3 unread' }).getBoundingClientRect();
    await expect([after.width, after.height]).toEqual([width, height]);
  },
};
