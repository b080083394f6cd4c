import {
  DEMO_TODAY,
  demoBankTransferInvestment,
  demoInvestorDashboard,
  demoUsers,
  investorDashboardOf,
} from '@keystone/demo/fixtures';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { WALLET_PENDING_REFRESH_MS } from '@keystone/flows';
import { formatMoney } from '@keystone/flows/format';
import { DASHBOARD_SECTIONS, dashboardPeriodStart, DEFAULT_DASHBOARD_FILTER } from '@keystone/flows/dashboard';
import type { DashboardFilter } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { FIGURE_TEXTS } from './investor/figure-cards.tsx';
import { SECTION_TEXTS } from './investor/sections.tsx';
import { expectLoadingSkeleton } from '../../testing/skeleton.ts';
import { TAX_STATEMENTS_PATH, TAX_STATEMENTS_TEXTS } from '../tax-statements/tax-statements-texts.ts';

const path = '/platform/dashboard';
const investorScreen = (route = path, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path, user: demoUsers.approvedInvestor }, overrides);

/** The page with the address under it, so a play can check what a reload or a shared link would show. */
function WithAddressBar() {
  const location = useLocation();
  return (
    <>
      <DashboardPage />
      <p data-testid="address" className="mt-6 text-sm text-muted-foreground">
        {location.pathname + location.search}
      </p>
    </>
  );
}

const meta = {
  title: 'Portal/Dashboard',
  component: WithAddressBar,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...investorScreen() },
} satisfies Meta<typeof WithAddressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sectionNamed = async (canvasElement: HTMLElement, title: RegExp) =>
  within(canvasElement)
    .findByRole('heading', { name: title })
    .then((heading) => heading.closest('[data-slot="card"]') as HTMLElement);
const rowsOf = (section: HTMLElement) => within(section).queryAllByRole('row').slice(1);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address');

export const Admin: Story = {
  parameters: screenParameters({ route: path, path, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The admin dashboard's own states are in admin/admin-dashboard.stories.tsx.
    await expect(await canvas.findByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(await canvas.findByText('Registered users')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Investor dashboard' })).toBeNull();
  },
};

/** All time (the default): the three figures, the money in platform and five sections with their counts. */
export const Investor: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Investor dashboard' })).toBeVisible();
    await expect(await canvas.findByText(formatMoney(demoInvestorDashboard.walletBalancePence))).toBeVisible();
    await expect(canvas.getByText('Pledged investment').nextElementSibling).toHaveTextContent(
      formatMoney(demoInvestorDashboard.pledgedInvestmentPence),
    );
    await expect(canvas.getByText('Total interest accrued').nextElementSibling).toHaveTextContent(
      formatMoney(demoInvestorDashboard.totalInterestAccruedPence),
    );
    // Issue 32: why pledged (£32,500) is more than the money in platform (£15,000), in plain words.
    await expect(canvas.getByText(FIGURE_TEXTS.pledgedVersusMoney)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');

    const money = await sectionNamed(canvasElement, /My money in platform/);
    for (const row of demoInvestorDashboard.myMoneyInPlatform) {
      await expect(within(money).getByRole('cell', { name: row.projectName })).toBeVisible();
    }
    // The chart's code loads when it comes near the screen.
    money.scrollIntoView();
    await expect(await within(money).findByRole('img', { name: /My money in platform by project/ })).toBeVisible();

    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    const investments = await sectionNamed(canvasElement, /Investment history \(4\)/);
    // The pledge paid by bank transfer is still waiting for its money: its transfer details are linked.
    await expect(within(investments).getByRole('link', { name: 'Payment details' })).toHaveAttribute(
      'href',
      `/platform/payment-details/${demoBankTransferInvestment.id}`,
    );
    await expect(canvas.getByRole('heading', { name: 'Paid-out history (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Invested projects (3)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Followed projects (1)' })).toBeVisible();
    const history = await sectionNamed(canvasElement, /Wallet history \(19\)/);
    await expect(rowsOf(history)).toHaveLength(15);
    await expect(within(history).getByRole('navigation', { name: 'Wallet history pages' })).toBeVisible();
    // Issue 35 §1: the tax statements are a link away.
    await expect(canvas.getByRole('link', { name: TAX_STATEMENTS_TEXTS.dashboardLink })).toHaveAttribute(
      'href',
      TAX_STATEMENTS_PATH,
    );
    // The page itself never gets wider than the screen.
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 1);
  },
};

const tableOf = async (canvasElement: HTMLElement, title: RegExp, caption: string) =>
  within(await sectionNamed(canvasElement, title)).getByRole('table', { name: caption });

/**
 * At 390 px every history is a stack of cards, each opening on its amount and status: nothing sits off the card's
 * edge, and a provider's long id keeps to one line.
 */
export const TablesOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Investor dashboard' });
    await expectCards(await tableOf(canvasElement, /Investment history/, 'Investment history'), ['Amount', 'Status']);
    const wallet = await tableOf(canvasElement, /Wallet history/, 'Wallet history');
    await expectCards(wallet, ['Amount', 'Status', 'Type']);
    for (const code of wallet.querySelectorAll<HTMLElement>('[data-slot="shortened-text"]')) {
      await expect(code.getBoundingClientRect().height).toBeLessThanOrEqual(
        parseFloat(getComputedStyle(code).lineHeight) + 1,
      );
    }
    await expectCards(await tableOf(canvasElement, /My money in platform/, 'My money in platform'), ['Sum', 'Project']);
    await expectCards(await tableOf(canvasElement, /Paid-out history/, 'Paid-out history'), ['Amount', 'Project']);
    await expectCards(await tableOf(canvasElement, /Invested projects/, 'Invested projects'), ['Status', 'Project']);
  },
};

/** At 1440 px the same sections are tables, their columns in the seed's order. */
export const TablesOnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Investor dashboard' });
    for (const [title, caption] of [
      [/Investment history/, 'Investment history'],
      [/Wallet history/, 'Wallet history'],
      [/My money in platform/, 'My money in platform'],
      [/Paid-out history/, 'Paid-out history'],
      [/Followed projects/, 'Followed projects'],
    ] as const) {
      await expectTable(await tableOf(canvasElement, title, caption));
    }
    const wallet = await tableOf(canvasElement, /Wallet history/, 'Wallet history');
    await expect(
      within(wallet)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Amount', 'Reference', 'Type', 'Status', 'Date']);
    // Issue 32: the reference the investor quoted, never the payment provider's id.
    await expect(within(wallet).getAllByText(/^KSD\d{7}$/).length).toBeGreaterThan(0);
    await expect(within(wallet).queryByText(/sandbox-/)).toBeNull();
  },
};

/** FAILED shows pink, PENDING orange, anything else green, each with its word. */
export const PendingAndFailedStatuses: Story = {
  play: async ({ canvasElement }) => {
    const history = await sectionNamed(canvasElement, /Wallet history/);
    const badge = (word: string) => within(history).getAllByText(word)[0];
    await waitFor(() => expect(badge('Pending')).toHaveAttribute('data-tone', 'pending'));
    await expect(badge('Failed')).toHaveAttribute('data-tone', 'failed');
    await expect(badge('Succeeded')).toHaveAttribute('data-tone', 'succeeded');
  },
};

/** While a deposit is pending the dashboard reads itself again, so the money shows once the provider settles it. */
export const PendingDepositSettles: Story = {
  parameters: investorScreen(path, {
    getInvestorDashboard: http.get('/dashboard/investor', ({ response }) => {
      calls += 1;
      const older = demoInvestorDashboard.walletHistory?.transactions.slice(1) ?? [];
      const deposit = {
        id: 2_000,
        type: 'PAY_IN' as const,
        amountPence: 125_000,
        timestamp: new Date().toISOString(),
        providerTransactionId: null,
        reference: null,
      };
      const settled = calls > 1;
      return response(200).json({
        ...demoInvestorDashboard,
        walletBalancePence: demoInvestorDashboard.walletBalancePence + (settled ? deposit.amountPence : 0),
        walletHistory: {
          transactions: [{ ...deposit, status: settled ? 'SUCCEEDED' : 'PENDING' }, ...older],
          count: demoInvestorDashboard.walletHistory?.count ?? 0,
        },
      });
    }),
  }),
  beforeEach: () => {
    calls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await sectionNamed(canvasElement, /Wallet history/);
    const newestRow = () => rowsOf(history)[0] as HTMLElement;
    await expect(within(newestRow()).getByText('Pending')).toBeVisible();
    await expect(
      await canvas.findByText(
        formatMoney(demoInvestorDashboard.walletBalancePence + 125_000),
        {},
        { timeout: WALLET_PENDING_REFRESH_MS + 3_000 },
      ),
    ).toBeVisible();
    await expect(within(newestRow()).getByText('Succeeded')).toBeVisible();
  },
};
let calls = 0;

/** The second page of the wallet history comes from its own call and goes into the address. */
export const WalletHistoryPageTwo: Story = {
  play: async ({ canvasElement }) => {
    const history = await sectionNamed(canvasElement, /Wallet history/);
    await userEvent.click(within(history).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf(history)).toHaveLength(4));
    await expect(within(history).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(address(canvasElement)).toHaveTextContent('/platform/dashboard?history=2');
  },
};

/** A shared link (or a reload) shows the same view: the period and each page come from the address. */
export const FromSharedLink: Story = {
  parameters: investorScreen(`${path}?filter=YEAR&history=2`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true');
    const history = await sectionNamed(canvasElement, /Wallet history \(17\)/);
    await waitFor(() => expect(rowsOf(history)).toHaveLength(2));
    await expect(within(history).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Last 30 days: fewer rows; a section with none in the period says so; the pages start again at 1. */
export const LastMonth: Story = {
  parameters: investorScreen(`${path}?history=2`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    await expect(await canvas.findByRole('heading', { name: 'Wallet history (4)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Investment history (2)' })).toBeVisible();
    const payouts = await sectionNamed(canvasElement, /Paid-out history \(0\)/);
    await expect(within(payouts).getByText('No search result')).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent(/^\/platform\/dashboard\?filter=MONTH$/);
  },
};

export const LastSixMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 6 months' }));
    await expect(await canvas.findByRole('heading', { name: 'Investment history (3)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paid-out history (1)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 6 months' })).toHaveAttribute('aria-pressed', 'true');
    await expect(address(canvasElement)).toHaveTextContent('filter=HALF_YEAR');
  },
};

export const LastYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last year' }));
    await expect(await canvas.findByRole('heading', { name: 'Wallet history (17)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Investment history (3)' })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('filter=YEAR');
  },
};

/** Issue 35: an investor's dashboard with an investment from their ISA and a payout part into it. */
const firstInvestments = demoInvestorDashboard.investments ?? { investments: [], count: 0 };
const firstPayouts = demoInvestorDashboard.payouts ?? { payouts: [], count: 0 };
const withIsa = {
  ...demoInvestorDashboard,
  investments: {
    ...firstInvestments,
    investments: firstInvestments.investments.map((row, index) =>
      index === 1 ? { ...row, source: 'ISA' as const } : row,
    ),
  },
  payouts: { ...firstPayouts, payouts: firstPayouts.payouts.map((row) => ({ ...row, isaPence: 1_005 })) },
};

/** What is held in the ISA is marked 'ISA': the investment paid from it, and the payout part paid into it. */
export const IsaMarked: Story = {
  parameters: investorScreen(path, {
    getInvestorDashboard: http.get('/dashboard/investor', ({ response }) => response(200).json(withIsa)),
  }),
  play: async ({ canvasElement }) => {
    const investments = await sectionNamed(canvasElement, /Investment history/);
    const marked = within(investments).getAllByText(SECTION_TEXTS.isa);
    await expect(marked).toHaveLength(1);
    await expect(marked[0]).toHaveAttribute('title', SECTION_TEXTS.isaTitle);
    await expect(marked[0]?.closest('tr')).toHaveTextContent(withIsa.investments.investments[1]!.projectName);
    const payouts = await sectionNamed(canvasElement, /Paid-out history/);
    await expect(within(payouts).getByText(SECTION_TEXTS.isa)).toBeVisible();
    await expect(within(payouts).getByText(SECTION_TEXTS.intoIsa(1_005))).toBeVisible();
  },
};

const nothing = {
  pledgedInvestmentPence: 0,
  totalInterestAccruedPence: 0,
  walletBalancePence: 0,
  myMoneyInPlatform: [],
  investments: { investments: [], count: 0 },
  payouts: { payouts: [], count: 0 },
  investedProjects: { projects: [], count: 0 },
  followedProjects: { projects: [], count: 0 },
  walletHistory: { transactions: [], count: 0 },
};

const newAccount = investorScreen(path, {
  getInvestorDashboard: http.get('/dashboard/investor', ({ response }) => response(200).json(nothing)),
});

/** Every empty part of a new account says what will appear there, with no magnifier: nothing was searched. */
async function expectNothingYet(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Wallet history (0)' })).toBeVisible();
  await expect(canvas.queryByText('No search result')).toBeNull();
  const parts: [RegExp, string][] = [
    [/My money in platform/, 'Nothing invested yet'],
    [/Investment history/, 'No investments yet'],
    [/Paid-out history/, 'No payouts yet'],
    [/Invested projects/, 'No invested projects yet'],
    [/Followed projects/, 'No followed projects yet'],
    [/Wallet history/, 'No wallet movements yet'],
  ];
  for (const [heading, title] of parts) {
    const section = await sectionNamed(canvasElement, heading);
    const empty = within(section).getByText(title).closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(empty).toBeVisible();
    await expect(empty).toHaveAttribute('data-empty', 'nothing-yet');
    await expect(within(empty).getByText(/will appear here/)).toBeVisible();
    await expect(empty.querySelector('svg')).toHaveClass('lucide-inbox');
    await expect(within(section).queryByRole('table')).toBeNull();
  }
  await expect(canvas.getAllByText('£0.00')).toHaveLength(3);
  await expect(canvas.queryByRole('navigation', { name: /pages$/ })).toBeNull();
}

/** A new investor: zeros, and every section and the money in platform say what will appear there. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: newAccount,
  play: async ({ canvasElement }) => expectNothingYet(canvasElement),
};

export const EmptyOnMobile: Story = {
  ...onMobile({}),
  parameters: newAccount,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expectNothingYet(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const EmptyOnDesktop: Story = {
  ...onDesktop({}),
  parameters: newAccount,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1440);
    await expectNothingYet(canvasElement);
  },
};

/**
 * A new investor who narrows the period: the sections keep the seed's 'No search result'; the money in platform,
 * which no period narrows, still says nothing is invested yet.
 */
export const EmptyForAPeriod: Story = {
  parameters: investorScreen(`${path}?filter=MONTH`, {
    getInvestorDashboard: http.get('/dashboard/investor', ({ response }) => response(200).json(nothing)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Wallet history (0)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByText('No search result')).toHaveLength(5);
    const money = await sectionNamed(canvasElement, /My money in platform/);
    await expect(within(money).getByText('Nothing invested yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: investorScreen(path, {
    getInvestorDashboard: http.get('/dashboard/investor', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The three figures, the next payment, the chart and the four sections' tables keep their places.
    await expectLoadingSkeleton(canvasElement, { selector: '.h-28, .h-80, [data-slot="skeleton-table"]', count: 9 });
    await expect(canvas.getByRole('group', { name: 'Period' })).toBeVisible();
  },
};

/** Past page 1 a section asks for its own page: while it comes, the section shows it is loading. */
export const SectionPageLoading: Story = {
  parameters: investorScreen(`${path}?history=2`, {
    listDashboardWalletHistory: http.get('/dashboard/investor/wallet-history', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const history = await sectionNamed(canvasElement, /Wallet history/);
    await expect(await within(history).findByRole('status')).toHaveTextContent('loading...');
    await expect(within(history).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const investments = await sectionNamed(canvasElement, /Investment history/);
    await expect(rowsOf(investments)).toHaveLength(4);
  },
};

/** The wallet history's page of the last year waits for this (SectionPageRefreshing), made again for each run. */
let yearPageLetGo: Promise<void> = Promise.resolve();
let letYearPageGo: () => void = () => undefined;

/**
 * A later page of another period on its way: the rows asked for before (the last period's) stay, dimmed and marked
 * busy so that they do not pass for the new page, until it comes.
 */
export const SectionPageRefreshing: Story = {
  parameters: investorScreen(`${path}?history=2`, {
    listDashboardWalletHistory: http.get('/dashboard/investor/wallet-history', async ({ request, response }) => {
      const filter = (new URL(request.url).searchParams.get('filter') ?? DEFAULT_DASHBOARD_FILTER) as DashboardFilter;
      if (filter === 'YEAR') await yearPageLetGo;
      const since = dashboardPeriodStart(filter, DEMO_TODAY);
      const { transactions } = investorDashboardOf('approvedInvestor', since).walletHistory;
      const { pageSize } = DASHBOARD_SECTIONS.walletHistory;
      return response(200).json({
        transactions: transactions.slice(pageSize, 2 * pageSize),
        count: transactions.length,
      });
    }),
  }),
  // A promise, not a callback the request leaves: on a busy machine the play lets go before the request arrives.
  beforeEach: () => {
    yearPageLetGo = new Promise((resolve) => (letYearPageGo = resolve));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await sectionNamed(canvasElement, /Wallet history/);
    const table = () => within(history).getByRole('table');
    await waitFor(() => expect(rowsOf(history)).toHaveLength(4));
    await expect(table()).not.toHaveAttribute('aria-busy');
    await userEvent.click(canvas.getByRole('button', { name: 'Last year' }));
    await expect(await canvas.findByRole('heading', { name: 'Wallet history (17)' })).toBeVisible();
    await userEvent.click(within(history).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    await expect(rowsOf(history)).toHaveLength(4);
    await expect(within(history).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    letYearPageGo();
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    await expect(rowsOf(history)).toHaveLength(2);
    await expect(address(canvasElement)).toHaveTextContent('/platform/dashboard?filter=YEAR&history=2');
  },
};

/** The same at 390 px, where each history is a stack of cards: the held page's cards are dimmed and busy too. */
export const SectionPageRefreshingOnMobile: Story = onMobile(SectionPageRefreshing);

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: investorScreen(path, {
    getInvestorDashboard: http.get('/dashboard/investor', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
