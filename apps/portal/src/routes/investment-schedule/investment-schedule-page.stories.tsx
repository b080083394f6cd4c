import { demoSchedulesOf, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse } from '@keystone/demo/mocks';
import type { InvestmentSchedule } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { InvestmentSchedulePage } from './investment-schedule-page.tsx';
import { RESALE_BLOCK_MESSAGES } from '@keystone/flows/resale';
import { SELL_TEXTS } from '../resale/sell/sell-texts.ts';
import { SCHEDULE_TEXTS } from './schedule-texts.ts';

// The demo investor's investments: 1 was paid back in full, 3 is not yet due (flows' rule over the demo terms).
const schedules = demoSchedulesOf('approvedInvestor');
const paidBack = schedules.get(1) as InvestmentSchedule;
const notYetDue = schedules.get(3) as InvestmentSchedule;

const path = '/platform/investments/:id/schedule';
const at = (id: number | string, overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters(
    { user: demoUsers.approvedInvestor, route: `/platform/investments/${id}/schedule`, path },
    overrides,
  );
const answering = (schedule: InvestmentSchedule) => ({
  getInvestmentSchedule: http.get('/investments/{id}/schedule', ({ response }) => response(200).json(schedule)),
});

const meta = {
  title: 'Portal/Screens/Repayment schedule',
  component: InvestmentSchedulePage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...at(3) },
} satisfies Meta<typeof InvestmentSchedulePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: SCHEDULE_TEXTS.caption });
const rowTexts = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** Not yet due: the interest and the capital back on the term's end, nothing paid. */
export const NotYetDue: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: SCHEDULE_TEXTS.title })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: notYetDue.projectName })).toHaveAttribute(
      'href',
      `/platform/projects/${notYetDue.projectId}`,
    );
    await expect(canvas.getByText(`${SCHEDULE_TEXTS.lent}:`).parentElement).toHaveTextContent(
      formatMoney(notYetDue.amountPence),
    );
    const [interest, capital] = notYetDue.lines;
    const rows = await rowTexts(canvasElement);
    await expect(rows[0]).toContain(`Interest · Short term${formatMoney(interest?.expectedPence ?? 0)}`);
    await expect(rows[1]).toContain(`Capital repaid · Short term${formatMoney(capital?.expectedPence ?? 0)}`);
    for (const row of rows) await expect(row).toContain(formatDate(interest?.dueDate ?? ''));
    await expect(canvas.getAllByText('Not yet due')).toHaveLength(2);
    await expect(canvas.getAllByText('Not yet due')[0]).toHaveAttribute('data-tone', 'neutral');
  },
};

// The variants are not shot again: NotYetDue's own shots are at both widths.
export const NotYetDueOnPhone: Story = {
  ...onMobile(NotYetDue),
  tags: [],
  play: async (context) => {
    await NotYetDue.play?.(context);
    await expectCards(await table(context.canvasElement), ['Expected', 'Status']);
  },
};

export const NotYetDueOnDesktop: Story = {
  ...onDesktop(NotYetDue),
  tags: [],
  play: async (context) => {
    await NotYetDue.play?.(context);
    await expectTable(await table(context.canvasElement));
  },
};

/** Paid back: each line says what was paid and on which day, in green. */
export const FullyPaid: Story = {
  parameters: at(1),
  play: async ({ canvasElement }) => {
    const rows = await rowTexts(canvasElement);
    const [interest] = paidBack.lines;
    await expect(rows[0]).toContain(`${formatMoney(interest?.paidPence ?? 0)} (${formatDate(interest?.paidOn ?? '')})`);
    const paid = within(canvasElement).getAllByText('Paid', { selector: '[data-tone]' });
    await expect(paid).toHaveLength(2);
    await expect(paid[0]).toHaveAttribute('data-tone', 'succeeded');
  },
};

export const FullyPaidOnPhone: Story = onMobile(FullyPaid);

/** The interest paid, the capital not yet (as a partial repayment would show): each line says its own state. */
export const PartlyPaid: Story = {
  parameters: at(
    1,
    answering({
      ...paidBack,
      lines: paidBack.lines.map((line) =>
        line.kind === 'CAPITAL' ? { ...line, paidPence: 0, paidOn: null, status: 'OVERDUE' } : line,
      ),
    }),
  ),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'succeeded');
    await expect(canvas.getByText('Past its date, not paid')).toHaveAttribute('data-tone', 'warning');
  },
};

export const PartlyPaidOnPhone: Story = onMobile(PartlyPaid);

/** Money not yet with the project (a bank transfer on its way): nothing is scheduled, and it says why. */
export const NothingDue: Story = {
  parameters: at(3, answering({ ...notYetDue, status: 'PENDING', lines: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SCHEDULE_TEXTS.notLive)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: SELL_TEXTS.sell })).toBeNull();
  },
};

/**
 * 'Sell' loads the sell dialog on its first click; the demo's loan is still raising money, so the dialog says why it
 * cannot be sold and offers no form.
 */
export const Sell: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: SELL_TEXTS.sell }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: SELL_TEXTS.title });
    await expect(await within(dialog).findByText(RESALE_BLOCK_MESSAGES.notRunning)).toBeVisible();
    await expect(within(dialog).queryByRole('form')).toBeNull();
  },
};

export const SellOnPhone: Story = onMobile(Sell);

export const NothingDueOnPhone: Story = onMobile(NothingDue);

/** A second late: the card and the table's places are held while it loads. */
export const Loading: Story = {
  parameters: at(3, {
    getInvestmentSchedule: http.get('/investments/{id}/schedule', async ({ response }) => {
      await delay(1_000);
      return response(200).json(notYetDue);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('loading...');
    await expect(status.querySelectorAll('[data-slot="skeleton-table"]')).toHaveLength(1);
    await expect(await canvas.findByRole('table', {}, { timeout: 5_000 })).toBeVisible();
  },
};

export const LoadingOnPhone: Story = onMobile(Loading);

/** Someone else's investment (or none): the server's code 10, said where the schedule would be. */
export const NotYours: Story = {
  parameters: at(999, {
    getInvestmentSchedule: http.get('/investments/{id}/schedule', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal access');
  },
};

/** An address that is no investment's id is refused without asking. */
export const NotAnId: Story = {
  parameters: at('abc'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal access');
  },
};

/** A server fault opens the generic modal. */
export const ServerError: Story = {
  parameters: at(3, { getInvestmentSchedule: http.get('/investments/{id}/schedule', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
  },
};

export const ServerErrorOnPhone: Story = onMobile(ServerError);
