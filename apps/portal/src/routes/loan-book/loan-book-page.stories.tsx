import type { LoanBook } from '@keystone/api';
import { DEMO_TODAY } from '@keystone/demo/fixtures';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { LOAN_BOOK_DEFINITIONS, LOAN_BOOK_LABELS, loanBookOf, type LoanRecord } from '@keystone/flows/dashboard';
import { formatMoney } from '@keystone/flows/format';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { LoanBookPage } from './loan-book-page.tsx';
import { LOAN_BOOK_TEXTS } from './loan-book-texts.ts';

// A book with a loan in every state, worked out by flows' rule as the server's job does: two loans of 2025 (one
// repaid with interest, one written off with a loss) and three of 2026 (late, in default, in recovery).
// Each loan at 9 % over 181 days unless it says otherwise.
const loan = (overrides: Partial<LoanRecord>): LoanRecord => {
  const lentPence = overrides.lentPence ?? 1_000_000;
  return {
    startDate: '2025-02-01',
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    repaymentState: 'ON_TIME',
    lentPence,
    returnedPence: 0,
    interestPaidPence: 0,
    lossPence: 0,
    rateWeight: 9 * lentPence,
    termDaysWeight: 181 * lentPence,
    ...overrides,
  };
};
const computedAt = new Date(DEMO_TODAY.getTime() - 20 * 60_000);
const everyState: LoanBook = loanBookOf(
  [
    loan({
      status: 'COMPLETE',
      lentPence: 1_500_000,
      returnedPence: 1_566_945,
      interestPaidPence: 66_945,
    }),
    loan({
      startDate: '2025-09-01',
      repaymentState: 'CLOSED_WRITTEN_OFF',
      returnedPence: 300_000,
      lossPence: 749_589,
      rateWeight: 10 * 1_000_000,
    }),
    loan({ startDate: '2026-01-15', repaymentState: 'LATE', lentPence: 2_000_000 }),
    loan({ startDate: '2026-02-01', repaymentState: 'IN_DEFAULT', lentPence: 2_000_000 }),
    loan({ startDate: '2026-03-01', repaymentState: 'IN_RECOVERY', lentPence: 800_000, returnedPence: 100_000 }),
  ],
  computedAt,
);
const noLoans: LoanBook = loanBookOf([], computedAt);
const notComputed: LoanBook = loanBookOf([], null);

const screen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: '/loan-book', path: '/loan-book' }, overrides);
const answering = (book: LoanBook) =>
  screen({ getLoanBook: http.get('/loan-book', ({ response }) => response(200).json(book)) });

const meta = {
  title: 'Portal/Loan book',
  component: LoanBookPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...answering(everyState) },
} satisfies Meta<typeof LoanBookPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: LOAN_BOOK_TEXTS.tableCaption });

/** The date, the chart described in words, and every definition: what any state with figures shows. */
async function expectFigures(canvasElement: HTMLElement, book: LoanBook) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(LOAN_BOOK_TEXTS.figuresAsAt(computedAt.toISOString()))).toBeVisible();
  const chart = canvas.getByRole('img', { name: LOAN_BOOK_TEXTS.chartTitle });
  await expect(chart).toBeVisible();
  for (const year of book.years) {
    await expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(`${year.year}: lent ${formatMoney(year.lentPence)}`),
    );
  }
  for (const { term } of LOAN_BOOK_DEFINITIONS) {
    await expect(canvas.getByText(term, { selector: 'dt' })).toBeVisible();
  }
}

/** Each figure's row, for 2025, 2026 and all years: exact to the penny, each state by amount and count of loans. */
export const Figures: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, everyState);
    const shown = await table(canvasElement);
    await expectTable(shown);
    await expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([LOAN_BOOK_TEXTS.figureColumn, '2025', '2026', LOAN_BOOK_LABELS.total]);
    const rows = Object.fromEntries(
      within(shown)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const [label, ...values] = within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());
          return [label, values];
        }),
    );
    const money = formatMoney;
    await expect(rows).toEqual({
      [LOAN_BOOK_LABELS.loans]: ['2', '3', '5'],
      [LOAN_BOOK_LABELS.lent]: [money(2_500_000), money(4_800_000), money(7_300_000)],
      [LOAN_BOOK_LABELS.repaid]: [money(1_800_000), money(100_000), money(1_900_000)],
      [LOAN_BOOK_LABELS.interestPaid]: [money(66_945), money(0), money(66_945)],
      [LOAN_BOOK_LABELS.outstanding]: [money(0), money(4_700_000), money(4_700_000)],
      [LOAN_BOOK_LABELS.late]: [
        `${money(0)} (0 loans)`,
        `${money(2_000_000)} (1 loan)`,
        `${money(2_000_000)} (1 loan)`,
      ],
      [LOAN_BOOK_LABELS.inDefault]: [
        `${money(0)} (0 loans)`,
        `${money(2_000_000)} (1 loan)`,
        `${money(2_000_000)} (1 loan)`,
      ],
      [LOAN_BOOK_LABELS.inRecovery]: [
        `${money(0)} (0 loans)`,
        `${money(700_000)} (1 loan)`,
        `${money(700_000)} (1 loan)`,
      ],
      [LOAN_BOOK_LABELS.losses]: [`${money(749_589)} (1 loan)`, `${money(0)} (0 loans)`, `${money(749_589)} (1 loan)`],
      [LOAN_BOOK_LABELS.averageRate]: ['9.40%', '9.00%', '9.14%'],
      [LOAN_BOOK_LABELS.averageTerm]: ['6 months', '6 months', '6 months'],
    });
  },
};

/** At 390 px each figure is a card opening on its name, then each year: nothing runs off the screen. */
export const FiguresOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, everyState);
    await expectCards(await table(canvasElement), [LOAN_BOOK_TEXTS.figureColumn, '2025', '2026']);
  },
};

/** The demo's own book, as the mocks answer it (the figures of the demo projects by the job's rule). */
export const DemoBook: Story = {
  parameters: screen(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: LOAN_BOOK_TEXTS.chartTitle })).toBeVisible();
    await expect(await table(canvasElement)).toBeVisible();
  },
};

/** Figures worked out, but nothing lent yet: the date and the words, no chart of zeros. */
export const NoLoansYet: Story = {
  parameters: answering(noLoans),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LOAN_BOOK_TEXTS.noLoans)).toBeVisible();
    await expect(canvas.getByText(LOAN_BOOK_TEXTS.figuresAsAt(computedAt.toISOString()))).toBeVisible();
    await expect(canvas.queryByRole('img', { name: LOAN_BOOK_TEXTS.chartTitle })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A new platform before the job's first run: nothing to show yet, and no date. */
export const NotWorkedOutYet: Story = {
  parameters: answering(notComputed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LOAN_BOOK_TEXTS.notComputedYet)).toBeVisible();
    await expect(canvas.queryByTestId('loan-book-as-at')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: screen({
    getLoanBook: http.get('/loan-book', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('loading...');
    await expect(canvas.getByRole('heading', { level: 1, name: LOAN_BOOK_TEXTS.title })).toBeVisible();
  },
};

/** The answer a second late: the loading shape first, then the figures in its place, the heading where it was. */
export const SlowAnswer: Story = {
  parameters: screen({
    getLoanBook: http.get('/loan-book', async ({ response }) => {
      await delay(1000);
      return response(200).json(everyState);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: LOAN_BOOK_TEXTS.title });
    const top = heading.getBoundingClientRect().top;
    await expect(await canvas.findByRole('status')).toHaveTextContent('loading...');
    await expectFigures(canvasElement, everyState);
    await expect(heading.getBoundingClientRect().top).toBe(top);
  },
};

/** A server fault opens the generic modal; the page offers another try and keeps its definitions. */
export const ServerError: Story = {
  parameters: screen({ getLoanBook: http.get('/loan-book', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: LOAN_BOOK_TEXTS.definitionsHeading })).toBeVisible(),
    );
  },
};
