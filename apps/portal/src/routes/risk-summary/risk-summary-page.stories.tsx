import { demoUsers } from '@keystone/demo/fixtures';
import { http } from '@keystone/demo/mocks';
import { FCA_INVESTING_URL, RISK_SUMMARY, RISK_WARNING } from '@keystone/flows/labels';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { RiskSummaryPage } from './risk-summary-page.tsx';

const meta = {
  title: 'Portal/Risk summary page',
  component: RiskSummaryPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...screenParameters({ app: true, route: '/risk-summary' }) },
} satisfies Meta<typeof RiskSummaryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The journey log's endpoint, remembering every event sent to it. */
function recordingEvents() {
  const sent = fn();
  const recordConsumerJourneyEvent = http.post('/consumer-journey/events', async ({ request, response }) => {
    sent(await request.json());
    return response(200).json({ step: 'MAY_INVEST' });
  });
  return { sent, handlers: { recordConsumerJourneyEvent } };
}
/** Long enough for an opening sent as the page appears to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The summary's heading, reading time, five risks in order and the FCA's page, under the risk warning. */
async function showsSummary(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const main = within(await canvas.findByRole('main'));
  await expect(await main.findByRole('heading', { level: 1, name: RISK_SUMMARY.title })).toBeVisible();
  await expect(main.getByText(RISK_SUMMARY.readingTime)).toBeVisible();
  await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
    RISK_SUMMARY.sections.map((section) => section.heading),
  );
  for (const section of RISK_SUMMARY.sections) {
    for (const paragraph of section.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();
  }
  await expect(main.getByRole('link', { name: RISK_SUMMARY.fcaLink })).toHaveAttribute('href', FCA_INVESTING_URL);
  await expect(canvas.getByRole('region', { name: RISK_WARNING.label })).toBeVisible();
}

const visitorEvents = recordingEvents();

/** A visitor reads it with no sign-in, and nothing is sent: there is nobody to record. */
export const ForAVisitor: Story = {
  parameters: screenParameters({ app: true, route: '/risk-summary' }, visitorEvents.handlers),
  play: async ({ canvasElement }) => {
    await showsSummary(canvasElement);
    await settle();
    await expect(visitorEvents.sent).not.toHaveBeenCalled();
    const canvas = within(canvasElement);
    await expect(document.title).toBe('Risk summary · Keystone');
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: RISK_SUMMARY.back }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  },
};

const investorEvents = recordingEvents();

/** A signed-in investor reads the same page, and its opening is recorded once in their journey log. */
export const ForAnInvestor: Story = {
  parameters: screenParameters(
    { app: true, route: '/risk-summary', user: demoUsers.approvedInvestor },
    investorEvents.handlers,
  ),
  play: async ({ canvasElement }) => {
    await showsSummary(canvasElement);
    await waitFor(() => expect(investorEvents.sent).toHaveBeenCalledTimes(1));
    await settle();
    await expect(investorEvents.sent).toHaveBeenCalledTimes(1);
    await expect(investorEvents.sent).toHaveBeenCalledWith({
      step: 'RISK_SUMMARY',
      action: 'OPENED',
      place: 'PAGE',
      textVersion: RISK_SUMMARY.version,
    });
  },
};

const adminEvents = recordingEvents();

/** An admin may read the public page too; there is no investor's journey to record it in. */
export const ForAnAdmin: Story = {
  parameters: screenParameters({ app: true, route: '/risk-summary', user: demoUsers.admin }, adminEvents.handlers),
  play: async ({ canvasElement }) => {
    await showsSummary(canvasElement);
    await settle();
    await expect(adminEvents.sent).not.toHaveBeenCalled();
  },
};

/** Every footer links to it. */
export const FromTheFooter: Story = {
  parameters: screenParameters({ app: true, route: '/terms' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = within(await canvas.findByRole('navigation', { name: 'Legal' }));
    await userEvent.click(legal.getByRole('link', { name: RISK_SUMMARY.title }));
    await showsSummary(canvasElement);
  },
};
