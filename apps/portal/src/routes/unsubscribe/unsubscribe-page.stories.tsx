import { errorResponse, http, INVALID_ONE_TIME_TOKEN } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const at = (token: string, overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: `/unsubscribe/${token}`, path: '/unsubscribe/:token' }, overrides);

const meta = {
  title: 'Portal/Unsubscribe',
  component: UnsubscribePage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...at('good-link') },
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link of a news e-mail, opened by a visitor: unsubscribed on arrival, and told so. */
export const Unsubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You are unsubscribed. We will no longer e-mail you news of new projects.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Keystone' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = {};

export const Unsubscribing: Story = {
  parameters: at('good-link', {
    updateMarketingPreferences: http.post('/marketing', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Unsubscribe from news' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to Keystone' })).toBeNull();
  },
};

/** Used or expired: the way that always works is the profile. */
export const InvalidLink: Story = {
  parameters: at(INVALID_ONE_TIME_TOKEN),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This unsubscribe link has been used already or has expired.',
    );
  },
};

export const ServerError: Story = {
  parameters: at('good-link', { updateMarketingPreferences: http.post('/marketing', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/open the link again later/)).toBeInTheDocument();
  },
};
