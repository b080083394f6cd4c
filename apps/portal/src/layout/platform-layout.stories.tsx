import { demoUsers, type User } from '@keystone/api';
import { handlers } from '@keystone/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { PlatformLayout } from './platform-layout.tsx';

const screenFor = (user: User) => screenParameters({ app: true, route: '/platform/dashboard', user });

const meta = {
  title: 'Portal/Platform layout',
  component: PlatformLayout,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof PlatformLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/platform/dashboard');
    await expect(canvas.getByText(demoUsers.approvedInvestor.fullName ?? '')).toBeVisible();
    await expect(canvas.getByText(/Your capital is at risk/)).toBeVisible();
    await expect(canvas.getByText(/not protected by the Financial Services Compensation Scheme/)).toBeVisible();
    await expect(canvas.getByText(/© 2020/)).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

/** Without approved KYC the navigation is greyed out (the guard keeps the investor on KYC). */
export const KycNotApproved: Story = {
  parameters: screenFor(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Home')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A user without a name is shown by e-mail. */
export const NoName: Story = {
  parameters: screenFor({ ...demoUsers.approvedInvestor, fullName: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(demoUsers.approvedInvestor.email)).toBeVisible();
  },
};

export const MenuCollapsed: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const LoggedOut: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
  },
};
