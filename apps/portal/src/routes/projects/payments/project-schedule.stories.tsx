import { demoProjectSchedule, demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Project, ProjectSchedule } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../../testing/on-desktop.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectPaymentsPage } from './project-payments-page.tsx';
import { PROJECT_SCHEDULE_TEXTS } from './project-schedule.tsx';

// The project's repayment schedule summed over its investors, under the admin's payments (issue 34 §1).

const paying = demoProjects.developmentBegan;
const complete = demoProjects.complete;
const path = '/platform/projects/payments/:id';
const screen = (project: Project, overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: `/platform/projects/payments/${project.id}`, path, user: demoUsers.admin },
    { getProject: http.get('/projects/{id}', ({ response }) => response(200).json(project)), ...overrides },
  );
const answering = (schedule: ProjectSchedule, wait = 0) => ({
  getProjectSchedule: http.get('/projects/{id}/schedule', async ({ response }) => {
    if (wait > 0) await delay(wait);
    return response(200).json(schedule);
  }),
});
const notYetDue = demoProjectSchedule(paying.id) as ProjectSchedule;
const paidBack = demoProjectSchedule(complete.id) as ProjectSchedule;
// The short term paid back, the long term still to come: the demo's complete project with a long term added.
const partlyPaid: ProjectSchedule = {
  projectId: complete.id,
  totals: [
    ...paidBack.totals,
    ...notYetDue.totals.map((total) => ({ ...total, term: 'LONG' as const, dueDate: '2029-02-01' })),
  ],
};

const meta = {
  title: 'Portal/Screens/Project payments/Repayment schedule',
  component: ProjectPaymentsPage,
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...screen(paying) },
} satisfies Meta<typeof ProjectPaymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(
    (await within(canvasElement).findByRole('heading', { name: PROJECT_SCHEDULE_TEXTS.title })).closest(
      'section',
    ) as HTMLElement,
  );
const table = async (canvasElement: HTMLElement) =>
  (await section(canvasElement)).findByRole('table', { name: PROJECT_SCHEDULE_TEXTS.caption });
const rows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);

/** Not yet due: each date's interest and capital summed over the investors, none of them paid. */
export const NotYetDue: Story = {
  play: async ({ canvasElement }) => {
    const shown = await rows(canvasElement);
    await expect(shown).toHaveLength(2);
    for (const [index, total] of notYetDue.totals.entries()) {
      await expect(shown[index]).toHaveTextContent(formatMoney(total.expectedPence));
      await expect(shown[index]).toHaveTextContent(`0 of ${total.investments}`);
    }
    await expect(within(shown[0] as HTMLElement).getByText('Not yet due')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const NotYetDueOnPhone: Story = {
  ...onMobile(NotYetDue),
  play: async (context) => {
    await NotYetDue.play?.(context);
    await expectCards(await table(context.canvasElement), ['Expected', 'Status']);
  },
};

export const NotYetDueOnDesktop: Story = {
  ...onDesktop(NotYetDue),
  play: async (context) => {
    await NotYetDue.play?.(context);
    await expectTable(await table(context.canvasElement));
  },
};

/** The short term paid to every investor, the long term still to come. */
export const PartlyPaid: Story = {
  parameters: screen(complete, answering(partlyPaid)),
  play: async ({ canvasElement }) => {
    const shown = await rows(canvasElement);
    await expect(shown).toHaveLength(4);
    const [interest] = paidBack.totals;
    await expect(shown[0]).toHaveTextContent(`Interest · Short term`);
    await expect(shown[0]).toHaveTextContent(formatMoney(interest?.paidPence ?? 0));
    await expect(shown[0]).toHaveTextContent(`${interest?.investments} of ${interest?.investments}`);
    await expect(within(shown[0] as HTMLElement).getByText('Paid')).toHaveAttribute('data-tone', 'succeeded');
    await expect(shown[2]).toHaveTextContent(`Interest · Long term`);
    await expect(within(shown[2] as HTMLElement).getByText('Not yet due')).toBeVisible();
  },
};

export const PartlyPaidOnPhone: Story = onMobile(PartlyPaid);

/** Paid back in full: what was paid is what was expected, to the penny. */
export const FullyPaid: Story = {
  parameters: screen(complete),
  play: async ({ canvasElement }) => {
    const shown = await rows(canvasElement);
    for (const [index, total] of paidBack.totals.entries()) {
      await expect(total.paidPence).toBe(total.expectedPence);
      await expect(within(shown[index] as HTMLElement).getAllByText(formatMoney(total.paidPence))).toHaveLength(2);
    }
  },
};

export const FullyPaidOnPhone: Story = onMobile(FullyPaid);

/** No investment's money reached the project: nothing is scheduled. */
export const NothingScheduled: Story = {
  parameters: screen(paying, answering({ projectId: paying.id, totals: [] })),
  play: async ({ canvasElement }) => {
    await expect(await (await section(canvasElement)).findByText(PROJECT_SCHEDULE_TEXTS.empty)).toBeVisible();
  },
};

export const NothingScheduledOnPhone: Story = onMobile(NothingScheduled);

/** A second late: the table's place is held, then the sums come. */
export const Loading: Story = {
  parameters: screen(paying, answering(notYetDue, 1_000)),
  play: async ({ canvasElement }) => {
    const status = await (await section(canvasElement)).findByRole('status');
    await expect(status.querySelectorAll('[data-slot="skeleton-table"]')).toHaveLength(1);
    await expect(await (await section(canvasElement)).findByRole('table', {}, { timeout: 5_000 })).toBeVisible();
  },
};

export const LoadingOnPhone: Story = onMobile(Loading);

/** A fault: the generic modal, then the section offers another try. */
export const LoadError: Story = {
  parameters: screen(paying, { getProjectSchedule: http.get('/projects/{id}/schedule', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await (await section(canvasElement)).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LoadErrorOnPhone: Story = onMobile(LoadError);
