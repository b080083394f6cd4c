import type { RepaymentState } from '@keystone/api';
import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import {
  demoRepayment,
  demoUnpaidShare,
  errorResponse,
  forgetMockMemory,
  http,
  setMockRepayment,
} from '@keystone/demo/mocks';
import { TRANSACTION_STATUS_LABELS } from '@keystone/flows/dashboard';
import { INACTIVE_INVESTOR } from '@keystone/flows/payouts';
import { formatMoney } from '@keystone/flows/format';
import {
  allowedRepaymentChanges,
  DEFAULT_LATE_PAYMENT_DAYS,
  REPAYMENT_REASON_MESSAGES,
  REPAYMENT_STATE_LABELS,
} from '@keystone/flows/projects';
import { errorCatalogue } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { PLATFORM_SETTINGS_PATH } from '../../settings/settings-texts.ts';
import { RepaymentPanel } from './repayment-panel.tsx';
import { REPAYMENT_TEXTS } from './repayment-texts.ts';

// The admin's repayment panel on the project page (issue 34 §3), in every state of the repayment machine and along
// its edges: a move with its reason, a move refused for want of one, a recovery paid, one refused, a late answer.

const project = demoProjects.developmentBegan;
const screen = (overrides = {}) => screenParameters({ route: '/', path: '/', user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/Projects/Repayment/Admin panel',
  component: RepaymentPanel,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...screen() },
  args: { project },
} satisfies Meta<typeof RepaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: REPAYMENT_TEXTS.panelTitle }));
const moveForm = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: REPAYMENT_TEXTS.moveTitle });
const recoveryForm = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: REPAYMENT_TEXTS.recoveryTitle });

function stateStory(state: RepaymentState): Story {
  return {
    beforeEach: () => {
      forgetMockMemory();
      setMockRepayment(project.id, state);
    },
    play: async ({ canvasElement }) => {
      const shown = await panel(canvasElement);
      await expect(await shown.findByText(REPAYMENT_TEXTS.owed)).toBeVisible();
      if (state !== 'ON_TIME') await expect(shown.getAllByText(REPAYMENT_STATE_LABELS[state])[0]).toBeVisible();
      const moves = allowedRepaymentChanges(state);
      if (moves.length === 0) {
        await expect(shown.getByText(REPAYMENT_TEXTS.noMoves)).toBeVisible();
      } else {
        const select = within(await moveForm(canvasElement)).getByRole('combobox', { name: REPAYMENT_TEXTS.moveTo });
        const offered = within(select)
          .getAllByRole('option')
          .map((option) => option.textContent)
          .filter((label) => label !== REPAYMENT_TEXTS.choose);
        await expect(offered).toEqual(moves.map((to) => REPAYMENT_STATE_LABELS[to]));
      }
      if (state === 'IN_RECOVERY') await expect(await recoveryForm(canvasElement)).toBeVisible();
      else await expect(within(canvasElement).queryByRole('form', { name: REPAYMENT_TEXTS.recoveryTitle })).toBeNull();
    },
  };
}

export const OnTime = stateStory('ON_TIME');
export const Late = stateStory('LATE');
export const InDefault = stateStory('IN_DEFAULT');
export const InRecovery = stateStory('IN_RECOVERY');
export const ClosedRecovered = stateStory('CLOSED_RECOVERED');
export const ClosedWrittenOff = stateStory('CLOSED_WRITTEN_OFF');

/** LATE → IN_DEFAULT with a reason: the state, its day and the history change at once. */
export const MoveWithReason: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'LATE');
  },
  play: async ({ canvasElement }) => {
    const form = within(await moveForm(canvasElement));
    await userEvent.selectOptions(form.getByRole('combobox', { name: REPAYMENT_TEXTS.moveTo }), 'IN_DEFAULT');
    await userEvent.type(form.getByRole('textbox', { name: REPAYMENT_TEXTS.reason }), 'No payment after 60 days');
    await userEvent.click(form.getByRole('button', { name: REPAYMENT_TEXTS.move }));
    const history = within(await within(canvasElement).findByRole('region', { name: REPAYMENT_TEXTS.historyTitle }));
    const newest = await history.findByText(`${REPAYMENT_STATE_LABELS.LATE} → ${REPAYMENT_STATE_LABELS.IN_DEFAULT}`);
    await expect(newest).toBeVisible();
    await expect(history.getByText('No payment after 60 days')).toBeVisible();
    // The form is emptied for the next move, whose choices are now IN_DEFAULT's.
    const next = within(await moveForm(canvasElement));
    await expect(next.getByRole('textbox', { name: REPAYMENT_TEXTS.reason })).toHaveValue('');
  },
};

/** A move without a reason is refused before it is sent, in the rule's words. */
export const MoveWithoutReason: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'ON_TIME');
  },
  play: async ({ canvasElement }) => {
    const form = within(await moveForm(canvasElement));
    await userEvent.selectOptions(form.getByRole('combobox', { name: REPAYMENT_TEXTS.moveTo }), 'LATE');
    await userEvent.click(form.getByRole('button', { name: REPAYMENT_TEXTS.move }));
    await expect(await form.findByText(REPAYMENT_REASON_MESSAGES.required)).toBeVisible();
  },
};

/** Money recovered is paid out: what is owed falls and what is recovered rises by the amount. */
export const RecoveryPaid: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'IN_RECOVERY');
  },
  play: async ({ canvasElement }) => {
    const form = within(await recoveryForm(canvasElement));
    await userEvent.type(form.getByRole('textbox', { name: REPAYMENT_TEXTS.recoveryAmount }), '12000');
    await userEvent.click(form.getByRole('button', { name: REPAYMENT_TEXTS.record }));
    const shown = await panel(canvasElement);
    await expect(await shown.findByText(formatMoney(1_200_000))).toBeVisible();
    await expect(shown.getByText(formatMoney(5_000_000 - 1_200_000))).toBeVisible();
  },
};

const heldFor = demoUnpaidShare(demoUsers.approvedInvestor.id, 'Harriet Held', 123_456);
const unpaid = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: REPAYMENT_TEXTS.unpaidTitle }));

/**
 * A share recovered for an investor whose account is not active is held, shown as a failed payout row is: FAILED,
 * why, and 'Make Payment'; paid, it leaves the list.
 */
export const ShareHeldForInactiveInvestor: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'IN_RECOVERY', [heldFor]);
  },
  play: async ({ canvasElement }) => {
    const list = await unpaid(canvasElement);
    const row = within(list.getByRole('listitem', { name: 'Harriet Held' }));
    await expect(row.getByText(formatMoney(123_456))).toBeVisible();
    await expect(row.getByText(TRANSACTION_STATUS_LABELS.FAILED)).toBeVisible();
    await expect(row.getByText(INACTIVE_INVESTOR)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: `${REPAYMENT_TEXTS.makePayment}: Harriet Held` }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: REPAYMENT_TEXTS.unpaidTitle })).toBeNull(),
    );
  },
};

/** 'Make Payment' refused (the project has gone): the catalogue's words above the list, the share still held. */
export const ShareHeldPaymentRefused: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'CLOSED_RECOVERED', [heldFor]);
  },
  parameters: screen({
    payRecoveryShares: http.post('/projects/{id}/repayment/unpaid-shares/{userId}/pay', () => errorResponse(17)),
  }),
  play: async ({ canvasElement }) => {
    const list = await unpaid(canvasElement);
    await userEvent.click(list.getByRole('button', { name: `${REPAYMENT_TEXTS.makePayment}: Harriet Held` }));
    await expect(await list.findByText(errorCatalogue[17].message)).toBeVisible();
    await expect(list.getByRole('listitem', { name: 'Harriet Held' })).toBeVisible();
  },
};

/** More than is owed: the server's code 51 lands above the form, and nothing is paid. */
export const RecoveryMoreThanOwed: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'IN_RECOVERY');
  },
  play: async ({ canvasElement }) => {
    const form = within(await recoveryForm(canvasElement));
    await userEvent.type(form.getByRole('textbox', { name: REPAYMENT_TEXTS.recoveryAmount }), '50000.01');
    await userEvent.click(form.getByRole('button', { name: REPAYMENT_TEXTS.record }));
    await expect(await within(canvasElement).findByText(errorCatalogue[51].message)).toBeVisible();
    await expect((await panel(canvasElement)).getByText(formatMoney(5_000_000))).toBeVisible();
  },
};

/** The API a second late: a placeholder of the panel's size, then the panel in its place. */
export const AnsweredLate: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'LATE');
  },
  parameters: screen({
    getProjectRepayment: http.get('/projects/{id}/repayment', async ({ response }) => {
      await delay(1000);
      return response(200).json(demoRepayment(project.id, 'LATE'));
    }),
  }),
  play: async ({ canvasElement }) => {
    const placeholder = await within(canvasElement).findByTestId('repayment-loading');
    const height = placeholder.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(384);
    const shown = await panel(canvasElement);
    await expect(await shown.findByText(REPAYMENT_TEXTS.owed, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The server refuses to read: the page says so and offers another try. */
export const LoadFailed: Story = {
  parameters: screen({
    getProjectRepayment: http.get('/projects/{id}/repayment', () => errorResponse(17)),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The late-payment days are a setting of the whole platform: the panel says them, read-only, with a link to the
 * platform settings where an admin changes them (no form here).
 */
export const LateDaysReadOnly: Story = {
  beforeEach: () => {
    forgetMockMemory();
    setMockRepayment(project.id, 'ON_TIME');
  },
  play: async ({ canvasElement }) => {
    const shown = await panel(canvasElement);
    await expect(await shown.findByText(REPAYMENT_TEXTS.lateAfter(DEFAULT_LATE_PAYMENT_DAYS))).toBeVisible();
    await expect(shown.getByRole('link', { name: REPAYMENT_TEXTS.changeLateDays })).toHaveAttribute(
      'href',
      PLATFORM_SETTINGS_PATH,
    );
    await expect(shown.queryByRole('textbox', { name: /late/i })).toBeNull();
  },
};
