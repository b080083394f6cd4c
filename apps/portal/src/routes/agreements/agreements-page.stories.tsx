import { demoAgreements, demoResaleAgreements, demoUsers } from '@keystone/demo/fixtures';
import { AGREEMENT_KIND_LABELS } from '@keystone/flows/labels';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openMainNav } from '../../testing/main-nav.ts';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { AgreementsPage } from './agreements-page.tsx';
import { WithAddressBar } from '../../testing/address-bar.tsx';

const olivia = demoUsers.approvedInvestor;

const agreementsScreen = (route: string, user: typeof olivia = olivia, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path: '/platform/agreements/:type', user }, overrides);

const meta = {
  title: 'Portal/Agreements/List',
  component: AgreementsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...agreementsScreen('/platform/agreements/all') },
} satisfies Meta<typeof AgreementsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
/** Each row's reference (the ID cell's link; what the agreement is is said under it). */
const idCells = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((row) => within(row).getAllByRole('link', { name: /^View agreement / })[0]?.textContent);
const newestFirst = [...demoAgreements].sort((a, b) => b.id - a.id);
/** The table's own words (the tabs above it say 'Active' and 'Completed' too). */
const inTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Agreements' }));

/**
 * An investor's own agreements, newest first, each by its one reference (issue 32 §4), without the Investor Name
 * column; statuses by their labels (issue 32 §6).
 */
export const InvestorAll: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agreements' })).toBeVisible();
    await canvas.findByRole('link', { name: `View agreement ${newestFirst[0]?.reference}` });
    for (const name of ['ID', 'Project Name', 'Investment Type', 'Investment Term', 'Signature Date', 'Status']) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(canvas.queryByRole('columnheader', { name: 'Investor Name' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
    await expect(idCells(canvasElement)).toEqual(newestFirst.map((agreement) => agreement.reference));
    await expect(inTable(canvasElement).getAllByText('Active').length).toBeGreaterThan(0);
    await expect(inTable(canvasElement).getByText('Completed')).toBeVisible();
    await expect(inTable(canvasElement).queryByText('active')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: `View agreement ${newestFirst[0]?.reference}` })).toHaveAttribute(
      'href',
      `/platform/agreement/${newestFirst[0]?.id}`,
    );
  },
};

const agreementsTable = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Agreements' });
  await within(table).findByRole('link', { name: `View agreement ${newestFirst[0]?.reference}` });
  return table;
};

/** At 390 px each agreement is a card opening on its status, then the project; the sort buttons sit above them. */
export const OnAPhone: Story = {
  ...onMobile({}),
  parameters: agreementsScreen('/platform/agreements/all', demoUsers.admin),
  play: async ({ canvasElement }) => {
    const table = await agreementsTable(canvasElement);
    await expectCards(table, ['Status', 'Project Name']);
    await expect(within(table).getByRole('button', { name: 'Signature Date' })).toBeVisible();
  },
};

/** At 1440 px the admin's agreements are a table, the investor's name among its columns. */
export const OnADesktop: Story = {
  ...onDesktop({}),
  parameters: agreementsScreen('/platform/agreements/all', demoUsers.admin),
  play: async ({ canvasElement }) => {
    const table = await agreementsTable(canvasElement);
    await expectTable(table);
    await expect(within(table).getByRole('columnheader', { name: 'Investor Name' })).toBeVisible();
  },
};

/** Admins see every agreement, with the investor's name. */
export const AdminAll: Story = {
  parameters: agreementsScreen('/platform/agreements/all', demoUsers.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Investor Name' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: olivia.fullName ?? '' })).toHaveLength(demoAgreements.length);
  },
};

const [sellersCopy, buyersCopy] = demoResaleAgreements.map((copy) => copy.agreement);

/**
 * Issue 37: a resale assignment's two copies among the admin's agreements, each saying which side it is, under the
 * assignment's one reference; a pledge's agreement says it is a pledge's.
 */
export const AdminResaleCopies: Story = {
  parameters: agreementsScreen('/platform/agreements/all', demoUsers.admin),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Agreements' }));
    for (const copy of [sellersCopy, buyersCopy]) {
      const link = await table.findAllByRole('link', { name: `View agreement ${copy?.reference}` });
      await expect(link).toHaveLength(2);
    }
    const rowOf = (id: number | undefined) =>
      rows(canvasElement).find(
        (row) =>
          within(row)
            .queryByRole('link', { name: /^View agreement / })
            ?.getAttribute('href') === `/platform/agreement/${id}`,
      );
    await expect(
      within(rowOf(sellersCopy?.id) as HTMLElement).getByText(AGREEMENT_KIND_LABELS.RESALE_SALE),
    ).toBeVisible();
    await expect(
      within(rowOf(buyersCopy?.id) as HTMLElement).getByText(AGREEMENT_KIND_LABELS.RESALE_PURCHASE),
    ).toBeVisible();
    await expect(
      within(rowOf(newestFirst[0]?.id) as HTMLElement).getByText(AGREEMENT_KIND_LABELS.PLEDGE),
    ).toBeVisible();
  },
};

/** The buyer of a loan part sees their copy of the assignment as their agreement: 'Loan part bought'. */
export const BuyersResaleCopy: Story = {
  parameters: agreementsScreen('/platform/agreements/all', demoUsers.everydayInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: `View agreement ${buyersCopy?.reference}` });
    await expect(idCells(canvasElement)).toEqual([buyersCopy?.reference]);
    await expect(inTable(canvasElement).getByText(AGREEMENT_KIND_LABELS.RESALE_PURCHASE)).toBeVisible();
    await expect(inTable(canvasElement).queryByText(AGREEMENT_KIND_LABELS.RESALE_SALE)).toBeNull();
  },
};

export const ActiveTab: Story = {
  parameters: agreementsScreen('/platform/agreements/active'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(idCells(canvasElement)).toEqual(
        newestFirst.filter((agreement) => agreement.status === 'ACTIVE').map((agreement) => agreement.reference),
      ),
    );
    await expect(inTable(canvasElement).queryByText('Completed')).toBeNull();
  },
};

export const CompletedTab: Story = {
  parameters: agreementsScreen('/platform/agreements/completed'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Agreements' });
    await expect(await inTable(canvasElement).findByText('Completed')).toBeVisible();
    await expect(inTable(canvasElement).queryByText('Active')).toBeNull();
  },
};

/** No demo agreement is cancelled: the tab says 'No search result'. */
export const CancelledTab: Story = {
  parameters: agreementsScreen('/platform/agreements/cancelled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An investor who has signed nothing. */
export const Empty: Story = {
  parameters: agreementsScreen('/platform/agreements/all', demoUsers.coInvestor),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No search result')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: agreementsScreen('/platform/agreements/all', olivia, {
    listAgreements: http.get('/agreements', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A server fault opens the generic modal; the page offers to try again. */
export const ServerError: Story = {
  parameters: agreementsScreen('/platform/agreements/all', olivia, {
    listAgreements: http.get('/agreements', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = await page.findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A refusal is told in the server's words. */
export const Refused: Story = {
  parameters: agreementsScreen('/platform/agreements/all', olivia, {
    listAgreements: http.get('/agreements', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Illegal access')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Search, sort and tab all live in the address; a search that matches nothing says so. */
export const SearchSortAndTabInUrl: Story = {
  render: () => (
    <WithAddressBar>
      <AgreementsPage />
    </WithAddressBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = () => canvas.getByTestId('address').textContent;
    await canvas.findByRole('link', { name: `View agreement ${newestFirst[0]?.reference}` });

    await userEvent.click(canvas.getByRole('button', { name: 'Project Name' }));
    await waitFor(() => expect(address()).toBe('/platform/agreements/all?column=projectName&direction=ASC'));
    await expect(canvas.getByRole('columnheader', { name: 'Project Name' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.type(canvas.getByRole('searchbox'), 'no such project');
    await waitFor(() => expect(address()).toContain('search=no+such+project'));
    await expect(await canvas.findByText('No search result')).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Completed' }));
    await waitFor(() => expect(address()).toMatch(/^\/platform\/agreements\/completed\?search=no\+such\+project/));
  },
};

/** 'Agreements' in the main navigation opens the all tab, named in the browser's tab. */
export const FromTheNavigation: Story = {
  parameters: screenParameters({ route: '/platform/dashboard', user: olivia, app: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'Agreements' }));
    await within(canvasElement).findByRole('heading', { name: 'Agreements', level: 1 });
    await waitFor(() => expect(document.title).toBe('Agreements · Keystone'));
    await within(canvasElement).findByRole('link', { name: `View agreement ${newestFirst[0]?.reference}` });
  },
};

/** An address with a tab that does not exist shows the all tab. */
export const UnknownTab: Story = {
  parameters: screenParameters({ route: '/platform/agreements/archived', user: olivia, app: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  },
};
