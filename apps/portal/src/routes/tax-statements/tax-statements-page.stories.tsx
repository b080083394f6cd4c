import { DEMO_TAX_YEAR, demoTaxStatementRuns, demoTaxStatementYears, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { TAX_STATEMENT_TEXTS } from '@keystone/flows/tax';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { TaxStatementsPage } from './tax-statements-page.tsx';
import { TAX_STATEMENT_RUNS_TEXTS, TAX_STATEMENTS_PATH, TAX_STATEMENTS_TEXTS } from './tax-statements-texts.ts';

const investorScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: TAX_STATEMENTS_PATH, path: TAX_STATEMENTS_PATH, user: demoUsers.approvedInvestor },
    overrides,
  );

const meta = {
  title: 'Portal/Tax statements/Investor',
  component: TaxStatementsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  // 'ISA' is a pledge source's code and the word everyone uses for an Individual Savings Account (HMRC's own name).
  parameters: { layout: 'padded', rawCodes: { allow: ['ISA'] }, ...investorScreen() },
} satisfies Meta<typeof TaxStatementsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: TAX_STATEMENTS_TEXTS.caption });

/** Each tax year, newest first, with its ISA and other figures and its two downloads; not tax advice, said first. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TAX_STATEMENTS_TEXTS.title, level: 1 })).toBeVisible();
    await expect(canvas.getByText(TAX_STATEMENT_TEXTS.notTaxAdvice)).toBeVisible();
    await expect(canvas.getByText(TAX_STATEMENT_TEXTS.isaInterest)).toBeVisible();
    const years = await table(canvasElement);
    const rows = within(years).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(demoTaxStatementYears.length);
    const [newest] = rows;
    if (!newest) throw new Error('no row');
    await expect(within(newest).getByRole('cell', { name: '2026/27' })).toBeVisible();
    await expect(within(newest).getByRole('cell', { name: '£65.79' })).toBeVisible();
    await expect(within(newest).getByRole('cell', { name: '£42.15' })).toBeVisible();
    await expect(within(years).getByRole('button', { name: TAX_STATEMENTS_TEXTS.downloadPdf(2025) })).toBeVisible();
    await expect(within(years).getByRole('button', { name: TAX_STATEMENTS_TEXTS.downloadCsv(2025) })).toBeVisible();
  },
};

export const Playground: Story = {};

/** At 390 px each year is a card titled by its year, its ISA interest first. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await expectCards(await table(canvasElement), [TAX_STATEMENTS_TEXTS.columns.isaInterest]);
  },
};

/** At 1440 px the years are a table. */
export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await expectTable(await table(canvasElement));
  },
};

const asked: string[] = [];

/** A download asks for the year's statement in the format chosen, with the session, and stays on the page. */
export const Download: Story = {
  parameters: investorScreen({
    getTaxStatement: http.get('/tax-statements/{taxYear}', ({ request, response }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return response.untyped(new Response('Tax year\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    }),
  }),
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const years = await table(canvasElement);
    await userEvent.click(within(years).getByRole('button', { name: TAX_STATEMENTS_TEXTS.downloadCsv(2025) }));
    await waitFor(() => expect(asked).toEqual(['/api/tax-statements/2025?format=csv']));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A refused download (the year is not one of the investor's) is said above the table, in the server's words. */
export const DownloadRefused: Story = {
  parameters: investorScreen({ getTaxStatement: http.get('/tax-statements/{taxYear}', () => errorResponse(42)) }),
  play: async ({ canvasElement }) => {
    const years = await table(canvasElement);
    await userEvent.click(within(years).getByRole('button', { name: TAX_STATEMENTS_TEXTS.downloadPdf(2024) }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Not found');
  },
};

/** No money has moved yet: said so, with no table. */
export const Empty: Story = {
  parameters: investorScreen({
    listTaxStatements: http.get('/tax-statements', ({ response }) => response(200).json({ years: [] })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TAX_STATEMENTS_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(TAX_STATEMENT_TEXTS.notTaxAdvice)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: investorScreen({
    listTaxStatements: http.get('/tax-statements', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  parameters: investorScreen({ listTaxStatements: http.get('/tax-statements', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const adminScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: TAX_STATEMENTS_PATH, path: TAX_STATEMENTS_PATH, user: demoUsers.admin }, overrides);
const runsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: TAX_STATEMENT_RUNS_TEXTS.caption });
const [done] = demoTaxStatementRuns;
if (done?.status !== 'DONE') throw new Error('the demo runs start with a DONE one');

/** The admin's runs, newest first: the one ready offers its zip; the failed one says why. */
export const AdminRuns: Story = {
  parameters: adminScreen(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TAX_STATEMENT_RUNS_TEXTS.title, level: 1 })).toBeVisible();
    const runs = await runsTable(canvasElement);
    await expect(within(runs).getAllByRole('row').slice(1)).toHaveLength(demoTaxStatementRuns.length);
    await expect(within(runs).getByText(TAX_STATEMENT_RUNS_TEXTS.status.DONE)).toBeVisible();
    await expect(within(runs).getByText('The storage could not be reached')).toBeVisible();
    await expect(within(runs).getByRole('button', { name: TAX_STATEMENT_RUNS_TEXTS.downloadRun(done) })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: TAX_STATEMENT_RUNS_TEXTS.taxYear })).toHaveValue(
      String(DEMO_TAX_YEAR),
    );
  },
};

/** At 390 px each run is a card titled by its tax year, its status first. */
export const AdminRunsOnAPhone: Story = {
  ...onMobile({}),
  parameters: adminScreen(),
  play: async ({ canvasElement }) => {
    await expectCards(await runsTable(canvasElement), [TAX_STATEMENT_RUNS_TEXTS.columns.status]);
  },
};

/** Started: the page says so, shows the run being made, and reads the list again until it is ready. */
export const AdminStartRun: Story = {
  parameters: adminScreen(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runsTable(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TAX_STATEMENT_RUNS_TEXTS.taxYear }), '2025');
    await userEvent.click(canvas.getByRole('button', { name: TAX_STATEMENT_RUNS_TEXTS.start }));
    await expect(await canvas.findByText('Making the 2025/26 statements. This page updates itself.')).toBeVisible();
    await expect(await canvas.findByText(TAX_STATEMENT_RUNS_TEXTS.status.PENDING)).toBeVisible();
    // The poll reads the list again; the mock's job is done by then.
    await waitFor(
      async () =>
        expect(within(await runsTable(canvasElement)).getAllByText(TAX_STATEMENT_RUNS_TEXTS.status.DONE)).toHaveLength(
          2,
        ),
      { timeout: 10_000 },
    );
  },
};

/** A refused start is said under the form, in the server's words. */
export const AdminStartRefused: Story = {
  parameters: adminScreen({
    startTaxStatementRun: http.post('/tax-statement-runs', () =>
      errorResponse(2, { fieldErrors: [{ field: 'taxYear', message: 'The tax year has not started yet' }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runsTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TAX_STATEMENT_RUNS_TEXTS.start }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** No run yet: said so, with no table. */
export const AdminEmpty: Story = {
  parameters: adminScreen({
    listTaxStatementRuns: http.get('/tax-statement-runs', ({ response }) => response(200).json({ items: [] })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TAX_STATEMENT_RUNS_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A zip gone missing (404 code 42) is said above the table. */
export const AdminDownloadRefused: Story = {
  parameters: adminScreen({
    getTaxStatementRunFile: http.get('/tax-statement-runs/{id}/file', () => errorResponse(42)),
  }),
  play: async ({ canvasElement }) => {
    const runs = await runsTable(canvasElement);
    await userEvent.click(within(runs).getByRole('button', { name: TAX_STATEMENT_RUNS_TEXTS.downloadRun(done) }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Not found');
  },
};
