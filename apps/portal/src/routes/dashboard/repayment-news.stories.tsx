import { demoInvestorDashboard, demoUsers } from '@keystone/demo/fixtures';
import { http } from '@keystone/demo/mocks';
import type { DashboardRepaymentNews, InvestorDashboard } from '@keystone/api';
import { formatDate } from '@keystone/flows/format';
import { REPAYMENT_STATE_LABELS, REPAYMENT_STATE_NEXT_STEPS } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { REPAYMENT_TEXTS } from '../projects/repayment/repayment-texts.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { NEXT_PAYMENT_TEXTS } from './investor/next-payment-card.tsx';

// The investor dashboard's summary of loans not repaid on time (issue 34 §3): none, late, in default, written off.

const path = '/platform/dashboard';
const project = demoInvestorDashboard.investments?.investments[0];
if (!project) throw new Error('the demo investor has no investment');
const since = '2026-06-03T09:30:00.000Z';
const newsOf = (state: DashboardRepaymentNews['state']): DashboardRepaymentNews[] => [
  { projectId: project.projectId, projectName: project.projectName, state, since },
];
const answering = (dashboard: InvestorDashboard) =>
  screenParameters(
    { route: path, path, user: demoUsers.approvedInvestor },
    { getInvestorDashboard: http.get('/dashboard/investor', ({ response }) => response(200).json(dashboard)) },
  );

const meta = {
  title: 'Portal/Dashboard/Repayment news',
  component: DashboardPage,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...answering(demoInvestorDashboard) },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: REPAYMENT_TEXTS.investmentsNotice }));

/** The summary names the project (a link to it), the state in plain words, since when and what happens next. */
const tellsOf = (state: DashboardRepaymentNews['state']): Story => ({
  parameters: answering({ ...demoInvestorDashboard, repaymentNews: newsOf(state) }),
  play: async ({ canvasElement }) => {
    const shown = await summary(canvasElement);
    const item = within(shown.getByRole('listitem', { name: project.projectName }));
    await expect(item.getByRole('link', { name: project.projectName })).toHaveAttribute(
      'href',
      `/platform/projects/${project.projectId}`,
    );
    await expect(item.getByText(REPAYMENT_STATE_LABELS[state])).toBeVisible();
    await expect(item.getByText(REPAYMENT_TEXTS.since(formatDate(since)))).toBeVisible();
    await expect(item.getByText(REPAYMENT_STATE_NEXT_STEPS[state])).toBeVisible();
    await expect(shown.getAllByRole('listitem')).toHaveLength(1);
  },
});

/** Every loan on time: no summary, and the rest of the dashboard as ever. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: NEXT_PAYMENT_TEXTS.title });
    await expect(canvas.queryByRole('region', { name: REPAYMENT_TEXTS.investmentsNotice })).toBeNull();
  },
};
export const NoneOnDesktop: Story = onDesktop(None);
export const NoneOnPhone: Story = onMobile(None);

export const OneLate: Story = tellsOf('LATE');
export const OneLateOnDesktop: Story = onDesktop(OneLate);
export const OneLateOnPhone: Story = onMobile(OneLate);

export const OneInDefault: Story = tellsOf('IN_DEFAULT');
export const OneInDefaultOnDesktop: Story = onDesktop(OneInDefault);
export const OneInDefaultOnPhone: Story = onMobile(OneInDefault);

export const OneWrittenOff: Story = tellsOf('CLOSED_WRITTEN_OFF');
export const OneWrittenOffOnDesktop: Story = onDesktop(OneWrittenOff);
export const OneWrittenOffOnPhone: Story = onMobile(OneWrittenOff);
