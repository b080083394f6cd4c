import { demoProjectPayments, demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { errorCatalogue, type PaymentRow, type Project, type ProjectPayments, type ProjectStatus } from '@keystone/api';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectPaymentsPage } from './project-payments-page.tsx';
import { PAYMENTS_TEXTS } from './payments-texts.ts';

const base = demoProjects.developmentBegan;
const path = '/platform/projects/payments/:id';
const route = `/platform/projects/payments/${base.id}`;
const notEnoughMoney = errorCatalogue[35].message;

/** The project answered in `status` (with a long term when `long`), and the payments answered by `answer`. */
function paymentsScreen(
  status: ProjectStatus,
  {
    long = false,
    at = route,
    overrides = {},
  }: { long?: boolean; at?: string; overrides?: Partial<typeof handlers> } = {},
) {
  const project: Project = { ...base, status, allowLongTerm: long };
  return screenParameters(
    { route: at, path, user: demoUsers.admin },
    {
      getProject: http.get('/projects/{id}', ({ response }) => response(200).json(project)),
      ...overrides,
    },
  );
}

const answering = (payments: ProjectPayments) =>
  http.get('/projects/{id}/payments', ({ response }) => response(200).json(payments));

const notCalculated: ProjectPayments = {
  ...demoProjectPayments,
  payments: demoProjectPayments.payments.map((row) => ({
    ...row,
    profitPence: null,
    totalPence: null,
    details: row.details.map((detail) => ({ ...detail, profitPence: null, totalPence: null })),
  })),
};

const withStatus = (status: PaymentRow['status'], index = 0): ProjectPayments => ({
  ...demoProjectPayments,
  payments: demoProjectPayments.payments.map((row, at) => (at === index ? { ...row, status } : row)),
});

function WithAddressBar() {
  const location = useLocation();
  return (
    <>
      <ProjectPaymentsPage />
      <p data-testid="address" className="mt-6 text-sm text-muted-foreground">
        {location.pathname + location.search}
      </p>
    </>
  );
}

const meta = {
  title: 'Portal/Projects/Payments',
  component: WithAddressBar,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...paymentsScreen('FULLY_FUNDED_DEVELOPMENT_BEGAN') },
} satisfies Meta<typeof WithAddressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });
const rows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: PAYMENTS_TEXTS.table });
  return within(table).getAllByRole('row').slice(1);
};
const firstRow = demoProjectPayments.payments[0] as PaymentRow;

/** Development began, profit calculated: both buttons enabled, the wallet figures, the rows with their totals. */
export const Calculated: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: PAYMENTS_TEXTS.title })).toBeVisible();
    await expect(await rows(canvasElement)).toHaveLength(demoProjectPayments.payments.length);
    await expect(canvas.getByRole('tab', { name: PAYMENTS_TEXTS.shortTerm })).toHaveAttribute('aria-selected', 'true');
    await expect(button(canvasElement, PAYMENTS_TEXTS.calculateProfit)).toBeEnabled();
    await expect(button(canvasElement, PAYMENTS_TEXTS.makePayments)).toBeEnabled();
    const figures = canvas.getByLabelText(PAYMENTS_TEXTS.figures);
    await expect(figures).toHaveTextContent(formatMoney(demoProjectPayments.totalSumPence));
    await expect(figures).toHaveTextContent(formatMoney(demoProjectPayments.walletBalancePence));
    await expect(canvas.getByText(formatMoney(firstRow.totalPence ?? 0))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PAYMENTS_TEXTS.transferToLong })).toBeNull();
  },
};

const paymentsTable = async (canvasElement: HTMLElement) => {
  await rows(canvasElement);
  return within(canvasElement).getByRole('table', { name: PAYMENTS_TEXTS.table });
};

/** At 390 px each payment row is a card opening on its total and status; its investments open under it. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const table = await paymentsTable(canvasElement);
    await expectCards(table, ['Total', 'Status', 'Name']);
    await userEvent.click(
      within(table).getByRole('button', { name: `${PAYMENTS_TEXTS.showDetails}: ${firstRow.name}` }),
    );
    await expect(within(table).getByRole('list', { name: `Investments of ${firstRow.name}` })).toBeVisible();
  },
};

/** At 1440 px the payment rows are a table in the seed's columns. */
export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    const table = await paymentsTable(canvasElement);
    await expectTable(table);
    await expect(within(table).getByRole('columnheader', { name: 'Year rate' })).toBeVisible();
  },
};

/** Profit not calculated yet: 'Make payments' waits for it; calculating asks the server and says so. */
export const NotCalculated: Story = {
  parameters: paymentsScreen('COMPLETE_SHORT_TERM', { overrides: { listProjectPayments: answering(notCalculated) } }),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(button(canvasElement, PAYMENTS_TEXTS.makePayments)).toBeDisabled();
    await userEvent.click(button(canvasElement, PAYMENTS_TEXTS.calculateProfit));
    await expect(await within(canvasElement).findByText(PAYMENTS_TEXTS.calculated)).toBeVisible();
  },
};

/** Before development begins nothing can be calculated or paid. */
export const NotYetPayable: Story = {
  parameters: paymentsScreen('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(button(canvasElement, PAYMENTS_TEXTS.calculateProfit)).toBeDisabled();
    await expect(button(canvasElement, PAYMENTS_TEXTS.makePayments)).toBeDisabled();
    await expect(button(canvasElement, PAYMENTS_TEXTS.fundProjectWallet)).toBeEnabled();
  },
};

/** A cancelled project that has not paid out: principal back, so both buttons are offered. */
export const CancelledNotPaidOut: Story = {
  parameters: paymentsScreen('CANCELLED_NOT_PAID_OUT'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(button(canvasElement, PAYMENTS_TEXTS.calculateProfit)).toBeEnabled();
    await expect(button(canvasElement, PAYMENTS_TEXTS.makePayments)).toBeEnabled();
  },
};

/** A complete project: paid; nothing more to calculate or pay. */
export const Complete: Story = {
  parameters: paymentsScreen('COMPLETE', { overrides: { listProjectPayments: answering(withStatus('SUCCEEDED')) } }),
  play: async ({ canvasElement }) => {
    const [row] = await rows(canvasElement);
    await expect(within(row as HTMLElement).getByText('Succeeded')).toBeVisible();
    await expect(button(canvasElement, PAYMENTS_TEXTS.calculateProfit)).toBeDisabled();
    await expect(button(canvasElement, PAYMENTS_TEXTS.makePayments)).toBeDisabled();
  },
};

const termCalls: string[] = [];

/** The long term in progress, from `long=true`: the long tab, the transfer dialog, the amount transferred. */
export const LongTerm: Story = {
  parameters: paymentsScreen('FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', {
    long: true,
    at: `${route}?long=true`,
    overrides: {
      listProjectPayments: http.get('/projects/{id}/payments', ({ request, response }) => {
        termCalls.push(new URL(request.url).searchParams.get('term') ?? '');
        return response(200).json(demoProjectPayments);
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await expect(canvas.getByRole('tab', { name: PAYMENTS_TEXTS.longTerm })).toHaveAttribute('aria-selected', 'true');
    await expect(termCalls.at(-1)).toBe('LONG');
    await expect(canvas.getByText(PAYMENTS_TEXTS.transferred)).toBeVisible();
    await expect(button(canvasElement, PAYMENTS_TEXTS.calculateProfit)).toBeEnabled();
    await userEvent.click(canvas.getByRole('tab', { name: PAYMENTS_TEXTS.shortTerm }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(new RegExp(`${route}$`)));
    await waitFor(() => expect(termCalls.at(-1)).toBe('SHORT'));
  },
};

/** A row's investments open under it. */
export const ExpandDetails: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const toggle = button(canvasElement, `${PAYMENTS_TEXTS.showDetails}: ${firstRow.name}`);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(canvasElement).getByRole('list', { name: `Investments of ${firstRow.name}` });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(firstRow.details.length);
  },
};

const retried: number[] = [];

/** A FAILED row (pink) offers 'Make Payment', which retries that row alone. */
export const FailedRow: Story = {
  parameters: paymentsScreen('COMPLETE_SHORT_TERM', {
    overrides: {
      listProjectPayments: answering(withStatus('FAILED')),
      makeProjectPayment: http.post('/projects/{id}/payments/{paymentId}/make', ({ params, response }) => {
        retried.push(Number(params.paymentId));
        return response(200).json({ ...firstRow, status: 'SUCCEEDED' });
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const [row, other] = await rows(canvasElement);
    await expect(within(row as HTMLElement).getByText('Failed')).toBeVisible();
    if (other) await expect(within(other).queryByRole('button', { name: /Make Payment/ })).toBeNull();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: `Make Payment: ${firstRow.name}` }));
    await waitFor(() => expect(retried).toContain(firstRow.id));
  },
};

/** Code 35: the project wallet cannot cover the payments; the message shows for 6 seconds, then goes. */
export const NotEnoughMoney: Story = {
  parameters: paymentsScreen('COMPLETE_SHORT_TERM', {
    overrides: { makeProjectPayments: http.post('/projects/{id}/payments/make', () => errorResponse(35)) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(button(canvasElement, PAYMENTS_TEXTS.makePayments));
    await expect(await canvas.findByText(notEnoughMoney)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(notEnoughMoney)).toBeNull());
  },
};

let refreshCalls = 0;

/** Every 10 seconds the rows are asked for again: a PENDING row turns SUCCEEDED without a reload. */
export const Refreshing: Story = {
  parameters: paymentsScreen('COMPLETE_SHORT_TERM', {
    overrides: {
      listProjectPayments: http.get('/projects/{id}/payments', ({ response }) => {
        refreshCalls += 1;
        return response(200).json(refreshCalls === 1 ? withStatus('PENDING') : withStatus('SUCCEEDED'));
      }),
    },
  }),
  beforeEach: () => {
    refreshCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const [row] = await rows(canvasElement);
    await expect(within(row as HTMLElement).getByText('Pending')).toBeVisible();
    await waitFor(async () =>
      expect(within((await rows(canvasElement))[0] as HTMLElement).getByText('Succeeded')).toBeVisible(),
    );
  },
};

const funded: { key: string | null; body: unknown }[] = [];

/** 'Fund project wallet': term and amount, sent once with an Idempotency-Key; the dialog says when it shows. */
export const FundWallet: Story = {
  parameters: paymentsScreen('COMPLETE_SHORT_TERM', {
    long: true,
    overrides: {
      fundProjectWallet: http.post('/projects/{id}/wallet/fund', async ({ request, response }) => {
        const body = (await request.json()) as { term: 'SHORT' | 'LONG'; amountPence: number };
        funded.push({ key: request.headers.get('Idempotency-Key'), body });
        return response(202).json({ id: 9, ...body, status: 'PENDING', createdAt: new Date().toISOString() });
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(button(canvasElement, PAYMENTS_TEXTS.fundProjectWallet));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: PAYMENTS_TEXTS.fundProjectWallet }));
    await userEvent.click(dialog.getByRole('button', { name: PAYMENTS_TEXTS.fund }));
    await expect(await dialog.findAllByText('Field is required')).toHaveLength(2);
    await userEvent.selectOptions(dialog.getByLabelText(/Term/), 'LONG');
    await userEvent.type(dialog.getByLabelText(/Amount/), '1,234.56');
    await userEvent.click(dialog.getByRole('button', { name: PAYMENTS_TEXTS.fund }));
    await expect(await dialog.findByText(PAYMENTS_TEXTS.fundRecorded)).toBeVisible();
    await expect(funded.at(-1)).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: { term: 'LONG', amountPence: 123_456 },
    });
  },
};

/** 'Transfer to long-term wallet' is there for a project with a long term; code 35 lands in the dialog. */
export const TransferToLong: Story = {
  parameters: paymentsScreen('COMPLETE_SHORT_TERM', {
    long: true,
    overrides: {
      transferToLongWallet: http.post('/projects/{id}/wallet/transfer-to-long', () => errorResponse(35)),
    },
  }),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(button(canvasElement, PAYMENTS_TEXTS.transferToLong));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: PAYMENTS_TEXTS.transferToLong }));
    await userEvent.type(dialog.getByLabelText(/Amount/), '500');
    await userEvent.click(dialog.getByRole('button', { name: PAYMENTS_TEXTS.transfer }));
    await expect(await dialog.findByText(notEnoughMoney)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: paymentsScreen('FULLY_FUNDED_DEVELOPMENT_BEGAN', {
    overrides: {
      listProjectPayments: answering({
        ...demoProjectPayments,
        payments: [],
        count: 0,
        totalSumPence: 0,
        sumInfo: { succeededPence: 0, pendingPence: 0 },
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    // Issue 32: not 'No search result': nothing was searched.
    await expect(await within(canvasElement).findByText(PAYMENTS_TEXTS.noPayments)).toBeVisible();
    await expect(within(canvasElement).getByText(PAYMENTS_TEXTS.noPaymentsHint)).toBeVisible();
    await expect(within(canvasElement).queryByText('No search result')).toBeNull();
    await expect(button(canvasElement, PAYMENTS_TEXTS.makePayments)).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: paymentsScreen('FULLY_FUNDED_DEVELOPMENT_BEGAN', {
    overrides: {
      listProjectPayments: http.get('/projects/{id}/payments', async () => {
        await delay('infinite');
        return serverErrorResponse();
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A server fault opens the generic modal; the screen offers another try. */
export const ServerError: Story = {
  parameters: paymentsScreen('FULLY_FUNDED_DEVELOPMENT_BEGAN', {
    overrides: { listProjectPayments: http.get('/projects/{id}/payments', () => serverErrorResponse()) },
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
