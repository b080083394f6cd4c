import { errorResponse, http, INVALID_ONE_TIME_TOKEN } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { NotificationUnsubscribePage } from './notification-unsubscribe-page.tsx';

const at = (token: string, overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters(
    { route: `/unsubscribe/notifications/${token}`, path: '/unsubscribe/notifications/:token' },
    overrides,
  );

const meta = {
  title: 'Portal/Notifications/Unsubscribe',
  component: NotificationUnsubscribePage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...at('12.PROJECT_UPDATE_POSTED.signature') },
} satisfies Meta<typeof NotificationUnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notification e-mail's link opened signed out: that kind of e-mail stops on arrival, and the page says which. */
export const Unsubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Done. We will no longer e-mail you about: Updates on projects you invested in or follow.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Keystone' })).toHaveAttribute('href', '/');
  },
};

export const Unsubscribing: Story = {
  parameters: at('12.PROJECT_UPDATE_POSTED.signature', {
    unsubscribeNotifications: http.post('/notifications/unsubscribe', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Stop these e-mails' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to Keystone' })).toBeNull();
  },
};

export const InvalidLink: Story = {
  parameters: at(INVALID_ONE_TIME_TOKEN),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This link does not work.');
  },
};

export const ServerError: Story = {
  parameters: at('12.PROJECT_UPDATE_POSTED.signature', {
    unsubscribeNotifications: http.post('/notifications/unsubscribe', () => errorResponse(1)),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/open the link again later/)).toBeInTheDocument();
  },
};
