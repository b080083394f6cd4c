import { demoAutoInvestAllocations, demoUsers } from '@keystone/demo/fixtures';
import { forgetMockMemory, http, serverErrorResponse } from '@keystone/demo/mocks';
import type { AutoInvestAllocation } from '@keystone/api';
import {
  AUTO_INVEST_ALLOCATION_STATUS_LABELS,
  AUTO_INVEST_PAGE_SIZE,
  AUTO_INVEST_SKIP_REASONS,
} from '@keystone/flows/auto-invest';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { AllocationHistory } from './allocation-history.tsx';
import { ALLOCATION_HISTORY_TEXTS } from './allocation-history-texts.ts';

// Olivia's history in the demo: four projects invested in, three skipped (each for another reason), one planned.
const asOlivia = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/auto-invest', user: demoUsers.approvedInvestor }, overrides);
const answering = (items: readonly AutoInvestAllocation[], count = items.length) => ({
  listAutoInvestAllocations: http.get('/auto-invest/allocations', ({ response }) =>
    response(200).json({ items: [...items], count }),
  ),
});
const allocated = demoAutoInvestAllocations.find((row) => row.status === 'ALLOCATED') as AutoInvestAllocation;
const planned = demoAutoInvestAllocations.find((row) => row.status === 'PLANNED') as AutoInvestAllocation;
const skipped = demoAutoInvestAllocations.filter((row) => row.status === 'SKIPPED');

const meta = {
  title: 'Portal/Auto-invest/Allocation history',
  component: AllocationHistory,
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'padded', ...asOlivia() },
} satisfies Meta<typeof AllocationHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: ALLOCATION_HISTORY_TEXTS.caption });
const rowOf = async (canvasElement: HTMLElement, allocation: AutoInvestAllocation) => {
  const rows = within(await table(canvasElement)).getAllByRole('row');
  const row = rows.find((candidate) => candidate.textContent?.includes(allocation.projectTitle));
  if (!row) throw new Error(`No row for ${allocation.projectTitle}`);
  return row;
};

/** Her history, newest first: each project linked, its status, the amount, the agreement or why it was skipped. */
export const Success: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ALLOCATION_HISTORY_TEXTS.title, level: 2 })).toBeVisible();
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(demoAutoInvestAllocations.length + 1);

    const invested = within(await rowOf(canvasElement, allocated));
    await expect(invested.getByText(AUTO_INVEST_ALLOCATION_STATUS_LABELS.ALLOCATED)).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(invested.getByRole('link', { name: allocated.projectTitle })).toHaveAttribute(
      'href',
      `/platform/projects/${allocated.projectId}`,
    );
    await expect(invested.getByText(formatMoney(allocated.amountPence))).toBeVisible();
    await expect(invested.getByText(formatDate(allocated.decidedAt ?? ''))).toBeVisible();
    const [investment] = allocated.investments;
    await expect(
      invested.getByRole('link', {
        name: ALLOCATION_HISTORY_TEXTS.agreementLink(investment!.term, investment!.referenceNumber),
      }),
    ).toHaveAttribute('href', `/platform/agreement/${investment!.agreementId}`);

    for (const row of skipped) {
      const shown = within(await rowOf(canvasElement, row));
      await expect(shown.getByText(AUTO_INVEST_ALLOCATION_STATUS_LABELS.SKIPPED)).toHaveAttribute(
        'data-tone',
        'neutral',
      );
      await expect(shown.getByText(AUTO_INVEST_SKIP_REASONS[row.skipReason!])).toBeVisible();
      await expect(shown.queryByRole('link', { name: /:/ })).toBeNull();
    }

    const waiting = within(await rowOf(canvasElement, planned));
    await expect(waiting.getByText(AUTO_INVEST_ALLOCATION_STATUS_LABELS.PLANNED)).toBeVisible();
    await expect(waiting.getByText(ALLOCATION_HISTORY_TEXTS.notDecided)).toBeVisible();
    await expect(
      waiting.getByText(ALLOCATION_HISTORY_TEXTS.plannedAmount(formatMoney(planned.plannedPence))),
    ).toBeVisible();
    // One page: no pager.
    await expect(canvas.queryByRole('navigation', { name: ALLOCATION_HISTORY_TEXTS.pages })).toBeNull();
  },
};

export const SuccessOnPhone: Story = {
  ...onMobile(Success),
  tags: [],
  play: async (context) => {
    await Success.play?.(context);
    await expectCards(await table(context.canvasElement), [
      ALLOCATION_HISTORY_TEXTS.columns.amount,
      ALLOCATION_HISTORY_TEXTS.columns.status,
    ]);
  },
};

export const SuccessOnDesktop: Story = {
  ...onDesktop(Success),
  tags: [],
  play: async (context) => {
    await Success.play?.(context);
    await expectTable(await table(context.canvasElement));
  },
};

/** More than a page: the pager asks for the next, newest first still. */
const many: AutoInvestAllocation[] = Array.from({ length: AUTO_INVEST_PAGE_SIZE + 3 }, (_, index) => ({
  ...allocated,
  id: 100 - index,
  projectTitle: `${allocated.projectTitle} (${index + 1})`,
}));
export const Paged: Story = {
  parameters: asOlivia({
    listAutoInvestAllocations: http.get('/auto-invest/allocations', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      return response(200).json({ items: many.slice(offset, offset + AUTO_INVEST_PAGE_SIZE), count: many.length });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = await canvas.findByRole('navigation', { name: ALLOCATION_HISTORY_TEXTS.pages });
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(AUTO_INVEST_PAGE_SIZE + 1);
    await userEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await expect(await canvas.findByText(many.at(-1)!.projectTitle)).toBeVisible();
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(4);
  },
};

/** Oliver has no authority: nothing matched yet, said plainly. */
export const Empty: Story = {
  parameters: screenParameters({ route: '/platform/auto-invest', user: demoUsers.coInvestor }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ALLOCATION_HISTORY_TEXTS.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(ALLOCATION_HISTORY_TEXTS.emptyDescription)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A second late: the table's place is held. */
export const Loading: Story = {
  parameters: asOlivia({
    listAutoInvestAllocations: http.get('/auto-invest/allocations', async ({ response }) => {
      await delay(1_000);
      return response(200).json({ items: [...demoAutoInvestAllocations], count: demoAutoInvestAllocations.length });
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
    await expect(await table(canvasElement)).toBeVisible();
  },
};

/** A server fault opens the generic modal, and the history offers to try again. */
export const ServerError: Story = {
  parameters: asOlivia({
    listAutoInvestAllocations: http.get('/auto-invest/allocations', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An allocation in both terms links both agreements. */
export const TwoAgreements: Story = {
  parameters: asOlivia(
    answering([
      {
        ...allocated,
        investments: [
          ...allocated.investments,
          { ...allocated.investments[0]!, term: 'LONG', agreementId: 999, referenceNumber: 'KSI0009999L' },
        ],
      },
    ]),
  ),
  play: async ({ canvasElement }) => {
    const row = within(await rowOf(canvasElement, allocated));
    await expect(row.getAllByRole('link', { name: /KSI/ })).toHaveLength(2);
    await expect(
      row.getByRole('link', { name: ALLOCATION_HISTORY_TEXTS.agreementLink('LONG', 'KSI0009999L') }),
    ).toHaveAttribute('href', '/platform/agreement/999');
  },
};
