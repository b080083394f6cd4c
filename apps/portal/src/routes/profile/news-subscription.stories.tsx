import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { NewsSubscription } from './news-subscription.tsx';

const profile = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters(
    { route: '/platform/profile', path: '/platform/profile', user: demoUsers.approvedInvestor },
    overrides,
  );

const meta = {
  title: 'Portal/Profile/News subscription',
  component: NewsSubscription,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...profile() },
} satisfies Meta<typeof NewsSubscription>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('checkbox', { name: /E-mail me news of new projects/ });

/** Subscribed until the investor says no (soft opt-in). */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement)).toBeChecked();
    await expect(
      within(canvasElement).getByText('Every news e-mail also carries a link to unsubscribe.'),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const Unsubscribed: Story = {
  parameters: profile({
    getMarketingPreferences: http.get('/marketing', ({ response }) => response(200).json({ newsSubscription: false })),
  }),
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement)).not.toBeChecked();
  },
};

/** Unticking saves at once and says so. */
export const Unsubscribing: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = await box(canvasElement);
    await userEvent.click(checkbox);
    await expect(await within(canvasElement).findByText('Your news preference was saved.')).toBeVisible();
    await expect(checkbox).not.toBeChecked();
  },
};

export const Saving: Story = {
  parameters: profile({
    updateMarketingPreferences: http.post('/marketing', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const checkbox = await box(canvasElement);
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).toBeDisabled());
    await expect(checkbox).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: profile({
    getMarketingPreferences: http.get('/marketing', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

export const Refused: Story = {
  parameters: profile({ updateMarketingPreferences: http.post('/marketing', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await box(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal role');
  },
};
