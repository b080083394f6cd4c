import type { RepaymentState } from '@keystone/api';
import { formatDate } from '@keystone/flows/format';
import { REPAYMENT_STATE_LABELS, REPAYMENT_STATE_NEXT_STEPS } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RepaymentStateNotice } from './repayment-state-notice.tsx';
import { REPAYMENT_TEXTS } from './repayment-texts.ts';

// What an investor reads on the project page about the loan's repayment, for every state (issue 34 §3). Every story
// is also checked at 390 px by the story runner (.storybook/phone-width.ts).

const SINCE = '2026-09-02T09:30:00.000Z';

const meta = {
  title: 'Portal/Projects/Repayment/Investor notice',
  component: RepaymentStateNotice,
  parameters: { layout: 'padded' },
  args: { state: 'LATE', since: SINCE },
} satisfies Meta<typeof RepaymentStateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

function stateStory(state: RepaymentState): Story {
  return {
    args: { state, since: SINCE },
    play: async ({ canvasElement }) => {
      const notice = within(await within(canvasElement).findByRole('region', { name: REPAYMENT_TEXTS.noticeTitle }));
      await expect(notice.getByText(REPAYMENT_STATE_LABELS[state])).toBeVisible();
      await expect(notice.getByText(REPAYMENT_TEXTS.since(formatDate(SINCE)))).toBeVisible();
      await expect(notice.getByText(REPAYMENT_STATE_NEXT_STEPS[state])).toBeVisible();
      // No horizontal cut-off: the notice is no wider than the page.
      const box = canvasElement.querySelector('[data-slot="notice"]');
      await expect(box?.scrollWidth).toBeLessThanOrEqual(box?.clientWidth ?? 0);
    },
  };
}

/** Back on time after a late payment was made. */
export const BackOnTime = stateStory('ON_TIME');
export const Late = stateStory('LATE');
export const InDefault = stateStory('IN_DEFAULT');
export const InRecovery = stateStory('IN_RECOVERY');
export const ClosedRecovered = stateStory('CLOSED_RECOVERED');
export const ClosedWrittenOff = stateStory('CLOSED_WRITTEN_OFF');

/** A loan that has always been on time tells nothing: no notice at all. */
export const AlwaysOnTime: Story = {
  args: { state: 'ON_TIME', since: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: REPAYMENT_TEXTS.noticeTitle })).toBeNull();
  },
};
