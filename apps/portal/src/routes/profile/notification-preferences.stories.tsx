import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { NOTIFICATION_KIND_LABELS } from '@keystone/flows/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { NotificationPreferencesSection } from './notification-preferences.tsx';

const at = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/profile', user: demoUsers.approvedInvestor }, overrides);

const meta = {
  title: 'Portal/Profile/Notification preferences',
  component: NotificationPreferencesSection,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...at() },
} satisfies Meta<typeof NotificationPreferencesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('combobox', { name });

/** Each kind in the portal and by e-mail; updates and new projects offer a daily digest, the rest on or off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const updates = await select(canvasElement, 'Updates on projects you invested in or follow: By e-mail');
    await expect(updates).toHaveDisplayValue('Immediately');
    await expect(
      within(updates)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Immediately', 'A daily digest', 'Off']);
    const payouts = await select(canvasElement, 'A payout received: By e-mail');
    await expect(
      within(payouts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['On', 'Off']);
  },
};

/**
 * Auto-invest's allocations and skips are kinds of their own: each on or off in the portal; a skip's e-mail on or
 * off, an allocation's always sent (it is the pledge's confirmation, with its agreement).
 */
export const AutoInvestKinds: Story = {
  play: async ({ canvasElement }) => {
    for (const kind of ['AUTO_INVEST_ALLOCATED', 'AUTO_INVEST_SKIPPED'] as const) {
      const portal = await select(canvasElement, `${NOTIFICATION_KIND_LABELS[kind]}: In the portal`);
      await expect(portal).toHaveDisplayValue('On');
    }
    const skipped = await select(canvasElement, `${NOTIFICATION_KIND_LABELS.AUTO_INVEST_SKIPPED}: By e-mail`);
    await expect(skipped).toHaveDisplayValue('On');
    const allocated = await select(canvasElement, `${NOTIFICATION_KIND_LABELS.AUTO_INVEST_ALLOCATED}: By e-mail`);
    await expect(allocated).toHaveDisplayValue('Always');
  },
};

/** The KYC decision's and the pledge's own e-mails are always sent: shown, not offered. */
export const ServiceEmail: Story = {
  play: async ({ canvasElement }) => {
    const kyc = await select(canvasElement, 'Identity check (KYC) decided: By e-mail');
    await expect(kyc).toBeDisabled();
    await expect(kyc).toHaveDisplayValue('Always');
  },
};

export const SavedDigest: Story = {
  play: async ({ canvasElement }) => {
    const updates = await select(canvasElement, 'Updates on projects you invested in or follow: By e-mail');
    await userEvent.selectOptions(updates, 'A daily digest');
    await expect(await within(canvasElement).findByText('Your notification settings were saved.')).toBeVisible();
    await expect(updates).toHaveDisplayValue('A daily digest');
  },
};

export const Loading: Story = {
  parameters: at({
    getNotificationPreferences: http.get('/notifications/preferences', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const Refused: Story = {
  parameters: at({
    updateNotificationPreferences: http.put('/notifications/preferences', () =>
      errorResponse(2, { fieldErrors: [{ field: 'preferences[0].email', message: 'Invalid' }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await select(canvasElement, 'A withdrawal paid: By e-mail'), 'Off');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
