import { demoUsers } from '@keystone/demo/fixtures';
import { http } from '@keystone/demo/mocks';
import { FCA_INVESTING_URL, RISK_SUMMARY, RISK_WARNING } from '@keystone/flows/labels';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { nextRequest } from '../../testing/next-request.ts';
import { FAQ_ADMIN_TEXTS } from '../faq/faq-texts.ts';
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

/** The journey log's endpoint, remembering every event sent to it (`arrived` as the request arrives). */
function recordingEvents() {
  const arrived = fn();
  const sent = fn();
  const recordConsumerJourneyEvent = http.post('/consumer-journey/events', async ({ request, response }) => {
    arrived();
    sent(await request.json());
    return response(200).json({ step: 'MAY_INVEST' });
  });
  return { arrived, sent, handlers: { recordConsumerJourneyEvent } };
}

/** Back to the start, and the request the start makes (`path`) answered: an opening sent as the page appeared came before it. */
async function goBack(canvasElement: HTMLElement, method: string, path: string) {
  const requested = nextRequest(method, path);
  await userEvent.click(within(within(canvasElement).getByRole('main')).getByRole('link', { name: RISK_SUMMARY.back }));
  await requested;
}

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

/**
 * A visitor reads it with no sign-in, and nothing is sent: there is nobody to record. (A visitor has no session
 * cookie: the page knows from its first render that nobody is signed in, and decides as the summary opens.)
 */
export const ForAVisitor: Story = {
  parameters: screenParameters({ app: true, route: '/risk-summary' }, visitorEvents.handlers),
  play: async ({ canvasElement }) => {
    await showsSummary(canvasElement);
    const canvas = within(canvasElement);
    await expect(document.title).toBe('Risk summary · Keystone');
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: RISK_SUMMARY.back }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // A request the visitor makes next, so that one sent as the summary appeared would have arrived before it.
    const signingIn = nextRequest('POST', '/auth/login');
    await userEvent.type(canvas.getByLabelText('Email'), demoUsers.approvedInvestor.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'Not-the-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await signingIn;
    await expect(visitorEvents.arrived).not.toHaveBeenCalled();
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
    await goBack(canvasElement, 'GET', '/dashboard/investor');
    await expect(investorEvents.arrived).toHaveBeenCalledTimes(1);
    await expect(investorEvents.sent).toHaveBeenCalledWith({
      step: 'RISK_SUMMARY',
      action: 'OPENED',
      place: 'PAGE',
      textVersion: RISK_SUMMARY.version,
    });
  },
};

const adminEvents = recordingEvents();

/**
 * An admin may read the public page too; there is no investor's journey to record it in. They come from an admin
 * page (shown once the session is known to be an admin's), so the summary page knows whose it is while shown.
 */
export const ForAnAdmin: Story = {
  parameters: screenParameters({ app: true, route: '/platform/faq', user: demoUsers.admin }, adminEvents.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: FAQ_ADMIN_TEXTS.title });
    await userEvent.click(
      within(await canvas.findByRole('navigation', { name: 'Legal' })).getByRole('link', { name: RISK_SUMMARY.title }),
    );
    await showsSummary(canvasElement);
    await goBack(canvasElement, 'GET', '/dashboard/admin');
    await expect(adminEvents.arrived).not.toHaveBeenCalled();
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
