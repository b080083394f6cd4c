import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { FCA_INVESTING_URL, RISK_SUMMARY, RISK_WARNING, riskWarningText } from '@keystone/flows/labels';
import type { User } from '@keystone/api';
import { http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openMainNav } from '../testing/main-nav.ts';
import { nextRequest } from '../testing/next-request.ts';
import { onMobile } from '../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { RiskWarningBanner } from './risk-warning-banner.tsx';

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
const openedInTheDialog = {
  step: 'RISK_SUMMARY',
  action: 'OPENED',
  place: 'DIALOG',
  textVersion: RISK_SUMMARY.version,
};

const at = (route: string, user?: User, overrides = {}) =>
  screenParameters({ app: true, route, ...(user ? { user } : {}) }, overrides);
const investor = demoUsers.approvedInvestor;

const meta = {
  title: 'Portal/Risk warning/Banner',
  component: RiskWarningBanner,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 600 } }, ...at('/login') },
} satisfies Meta<typeof RiskWarningBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const findBanner = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: RISK_WARNING.label });
const summaryLink = (banner: HTMLElement) => within(banner).getByRole('link', { name: RISK_WARNING.link });

/** Nothing covers the banner: the point at its centre belongs to it, whatever is open over the page. */
async function expectOnTop(banner: HTMLElement) {
  const { left, width, top, height } = banner.getBoundingClientRect();
  await expect(banner.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
}

/**
 * The FCA's words, whole, in a bordered box at the top below the header, its text as large as the body's; the link
 * points to the summary's page, and the footer's risk statement is still there.
 */
async function expectWarning(canvasElement: HTMLElement) {
  const banner = await findBanner(canvasElement);
  await expect(banner).toHaveTextContent(riskWarningText());
  await expect(summaryLink(banner)).toHaveAttribute('href', '/risk-summary');
  const style = getComputedStyle(banner);
  await expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(2);
  await expect(style.position).toBe('sticky');
  const text = within(banner).getByText(RISK_WARNING.lead, { exact: false });
  await expect(parseFloat(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(
    parseFloat(getComputedStyle(document.body).fontSize),
  );
  // The top bar; a page may hold headers of its own below it.
  const [header] = within(canvasElement).queryAllByRole('banner');
  const main = within(canvasElement).getByRole('main');
  if (header)
    await expect(banner.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom - 1);
  else await expect(banner.getBoundingClientRect().top).toBe(0);
  await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(main.getBoundingClientRect().top + 1);
  await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('Your capital is at risk.');
  await expectOnTop(banner);
  return banner;
}

export const OnTheLoginPage: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expectWarning(canvasElement);
  },
};

export const OnTheProjectsList: Story = {
  parameters: at('/platform/projects', investor),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Project list' });
    await expectWarning(canvasElement);
  },
};

export const OnProjectDetails: Story = {
  parameters: at(`/platform/projects/${demoProjects.availableToPledge.id}`, investor),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(demoProjects.availableToPledge.title);
    await expectWarning(canvasElement);
  },
};

export const OnTheInvestorDashboard: Story = {
  parameters: at('/platform/dashboard', investor),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expectWarning(canvasElement);
  },
};

/** The admin's own pages show no offer to a retail investor, and leave the banner out. */
export const NotOnAdminPages: Story = {
  parameters: at('/platform/users', demoUsers.admin),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Users' });
    await expect(within(canvasElement).queryByRole('region', { name: RISK_WARNING.label })).toBeNull();
  },
};

/** Scrolled down the page, the banner stays at the top of the screen, in view and uncovered. */
export const StaysInViewWhenScrolled: Story = {
  parameters: at('/platform/projects', investor),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Project list' });
    const banner = await findBanner(canvasElement);
    const header = within(canvasElement).getAllByRole('banner')[0] as HTMLElement;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
    await waitFor(() => expect(banner.getBoundingClientRect().top).toBe(0));
    await expect(banner).toBeVisible();
    await expectOnTop(banner);
    window.scrollTo(0, 0);
  },
};

const investorEvents = recordingEvents();

/**
 * 'Take 2 mins to learn more' opens the summary over the page, below the banner, which stays above the backdrop;
 * each opening is recorded once in the investor's journey log, with the version of the words.
 */
export const OpensTheSummary: Story = {
  parameters: at('/platform/projects', investor, investorEvents.handlers),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Project list' });
    const banner = await findBanner(canvasElement);
    const link = summaryLink(banner);
    await userEvent.click(link);
    const dialog = await page().findByRole('dialog', { name: RISK_SUMMARY.title });
    const summary = within(dialog);
    await expect(summary.getByText(RISK_SUMMARY.readingTime)).toBeVisible();
    await expect(summary.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      RISK_SUMMARY.sections.map((section) => section.heading),
    );
    await expect(summary.getByRole('link', { name: RISK_SUMMARY.fcaLink })).toHaveAttribute('href', FCA_INVESTING_URL);
    // The page stays where it was: the dialog is over it, not instead of it.
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Project list', hidden: true }),
    ).toBeInTheDocument();
    await expectOnTop(banner);
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom),
    );
    await waitFor(() => expect(investorEvents.sent).toHaveBeenCalledTimes(1));
    await expect(investorEvents.sent).toHaveBeenLastCalledWith(openedInTheDialog);
    await userEvent.click(summary.getAllByRole('button', { name: RISK_SUMMARY.close }).at(-1) as HTMLElement);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();

    // Opened again: a second opening, recorded again.
    await userEvent.click(link);
    await page().findByRole('dialog', { name: RISK_SUMMARY.title });
    await waitFor(() => expect(investorEvents.sent).toHaveBeenCalledTimes(2));
    await expect(investorEvents.sent).toHaveBeenLastCalledWith(openedInTheDialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

const visitorEvents = recordingEvents();

/** A visitor reads the same summary from the public pages' banner, and nothing is sent: there is nobody to record. */
export const OpensTheSummaryForAVisitor: Story = {
  parameters: at('/login', undefined, visitorEvents.handlers),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await userEvent.click(summaryLink(await findBanner(canvasElement)));
    const dialog = await page().findByRole('dialog', { name: RISK_SUMMARY.title });
    await expect(within(dialog).getByText(RISK_SUMMARY.readingTime)).toBeVisible();
    // An investor's opening is sent as the summary appears. The visitor's next request (a sign-in) comes after any
    // such opening would have: once it arrived, none may have. (A visitor has no session cookie: the page knows
    // from its first render that nobody is signed in, and decides as the summary opens.)
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    const signingIn = nextRequest('POST', '/auth/login');
    await userEvent.type(canvas.getByLabelText('Email'), investor.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'Not-the-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await signingIn;
    await expect(visitorEvents.arrived).not.toHaveBeenCalled();
  },
};

/** On a phone the summary fits below the banner, and its close button is in reach. */
export const SummaryOnAPhone: Story = {
  ...onMobile({}),
  parameters: at('/platform/projects/' + String(demoProjects.availableToPledge.id), investor),
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement);
    await userEvent.click(summaryLink(banner));
    const dialog = await page().findByRole('dialog', { name: RISK_SUMMARY.title });
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom),
    );
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getAllByRole('button', { name: RISK_SUMMARY.close })[0]).toBeVisible();
    await expectOnTop(banner);
  },
};

/** On a phone the menu drawer opens below the banner, which stays above its backdrop. */
export const AboveTheMenuDrawerOnAPhone: Story = {
  ...onMobile({}),
  parameters: at('/platform/dashboard', investor),
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement);
    await openMainNav(canvasElement);
    const drawer = await page().findByRole('dialog', { name: 'Menu' });
    await expectOnTop(banner);
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom),
    );
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

/** At 320 px, the narrowest phone the FCA's readers use, every word is on the screen and nothing runs off it. */
export const At320Pixels: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const banner = await expectWarning(canvasElement);
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(summaryLink(banner).getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
