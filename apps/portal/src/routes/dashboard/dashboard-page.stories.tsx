import { demoUsers } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { onMobile } from '../../testing/on-mobile.ts';

const meta = {
  title: 'Portal/Dashboard',
  component: DashboardPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/platform/dashboard';

export const Admin: Story = {
  parameters: screenParameters({ route, path: route, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  },
};

export const Investor: Story = {
  parameters: screenParameters({ route, path: route, user: demoUsers.approvedInvestor }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Investor dashboard' })).toBeVisible();
    await expect(await canvas.findByText(new RegExp(`Welcome, ${demoUsers.approvedInvestor.fullName}`))).toBeVisible();
  },
};

// Every state at a phone's width too (390 px).
export const AdminOnMobile = onMobile(Admin);
export const InvestorOnMobile = onMobile(Investor);
