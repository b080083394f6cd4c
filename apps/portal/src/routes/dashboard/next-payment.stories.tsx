import { demoInvestorDashboard, demoNextPaymentOf, demoUsers } from '@keystone/demo/fixtures';
import { http } from '@keystone/demo/mocks';
import type { InvestorDashboard, NextPayment } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { NEXT_PAYMENT_TEXTS } from './investor/next-payment-card.tsx';

// The investor dashboard's 'Next payment due' card (issue 34 §1).

const next = demoNextPaymentOf('approvedInvestor') as NextPayment;
const path = '/platform/dashboard';
const answering = (dashboard: InvestorDashboard, wait = 0) =>
  screenParameters(
    { route: path, path, user: demoUsers.approvedInvestor },
    {
      getInvestorDashboard: http.get('/dashboard/investor', async ({ response }) => {
        if (wait > 0) await delay(wait);
        return response(200).json(dashboard);
      }),
    },
  );
const { nextPayment: _next, ...withoutNext } = demoInvestorDashboard;

const meta = {
  title: 'Portal/Dashboard/Next payment',
  component: DashboardPage,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...answering(demoInvestorDashboard) },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: NEXT_PAYMENT_TEXTS.title }));

/** The earliest payment due across the investments: its amount, date and project, expected and not promised. */
export const Due: Story = {
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(shown.getByText(formatMoney(next.amountPence))).toBeVisible();
    await expect(shown.getByText(new RegExp(`on ${formatDate(next.dueDate)} from`))).toBeVisible();
    await expect(shown.getByRole('link', { name: next.projectName })).toHaveAttribute(
      'href',
      `/platform/projects/${next.projectId}`,
    );
    await expect(shown.getByText(NEXT_PAYMENT_TEXTS.expected)).toBeVisible();
  },
};

export const DueOnPhone: Story = onMobile(Due);
export const DueOnDesktop: Story = onDesktop(Due);

/** Two projects pay on the same day: the amount sums both, and the card says there is another. */
export const SeveralProjectsDue: Story = {
  parameters: answering({ ...demoInvestorDashboard, nextPayment: { ...next, amountPence: 1_654_870, projects: 2 } }),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(shown.getByText(formatMoney(1_654_870))).toBeVisible();
    await expect(shown.getByText(/and 1 other project$/)).toBeVisible();
  },
};

export const SeveralProjectsDueOnPhone: Story = onMobile(SeveralProjectsDue);

/** Everything paid back, or nothing lent: the card says nothing is due, in its same place. */
export const NothingDue: Story = {
  parameters: answering(withoutNext),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(shown.getByText(NEXT_PAYMENT_TEXTS.nothingDue)).toBeVisible();
    await expect(shown.queryByRole('link')).toBeNull();
  },
};

export const NothingDueOnPhone: Story = onMobile(NothingDue);

/** The API a second late: the card's place is held by the skeleton, then the card comes. */
export const Loading: Story = {
  parameters: answering(demoInvestorDashboard, 1_000),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status.querySelectorAll('.h-28')).toHaveLength(4);
    const shown = await within(canvasElement).findByRole(
      'region',
      { name: NEXT_PAYMENT_TEXTS.title },
      { timeout: 5_000 },
    );
    await expect(within(shown).getByText(formatMoney(next.amountPence))).toBeVisible();
  },
};

export const LoadingOnPhone: Story = onMobile(Loading);
