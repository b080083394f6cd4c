import type { InvestmentTerm, Project, ProjectStatus } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { nextProjectStatus, PROJECT_STATUS_LABELS } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { ADMIN_ACTION_TEXTS } from '../details/admin-actions.tsx';
import { figure } from '../details/details-stories.ts';
import { projectForm, submit } from '../form/project-form-story.ts';
import { PAYMENTS_TEXTS } from '../payments/payments-texts.ts';
import { PANEL_TEXTS, StatusScreens } from './status-screens.tsx';
import { projectIn, projectServer } from './status-server.ts';
import { adminOnDetails, expectAdminOffers, expectDetailsIn, expectMachinePanel } from './status-story-plays.ts';
import { EVENT_STORIES, type EventStoryName } from './status-stories.ts';

// Every edge of the project status machine (status-stories.ts names the story of each), made to happen as it happens
// in the portal: the admin's change in the edit form, the server's when money moves (pledges filling the short target,
// 'Make payments'). Each starts on the admin's details screen in the edge's first status and ends there in the status
// the machine says the event leads to.

const meta = {
  title: 'Flows/Project status/Events',
  component: StatusScreens,
  decorators: [screenDecorator],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Server = ReturnType<typeof projectServer>;

function eventStory(name: EventStoryName): Story {
  const edge = EVENT_STORIES[name];
  const project = projectIn(edge.from, edge.allowLongTerm);
  const to = nextProjectStatus(edge.from, edge.event, { allowLongTerm: project.allowLongTerm });
  if (to === undefined) throw new Error(`${name}: the machine has no such edge`);
  const server = projectServer(project, edge.event.type === 'CHANGE_STATUS' ? undefined : edge.event.type);
  return {
    parameters: adminOnDetails(project, server),
    beforeEach: () => server.reset(),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectDetailsIn(canvasElement, project, edge.from);
      if (edge.event.type === 'CHANGE_STATUS') await changeStatus(canvasElement, server, to);
      else if (edge.event.type === 'SYSTEM_SHORT_TARGET_REACHED') await fillShortTarget(canvasElement, server, project);
      else await makePayments(canvas, edge.event.type === 'SYSTEM_LONG_TERM_PAID_OUT' ? 'LONG' : 'SHORT');
      await expectDetailsIn(canvasElement, project, to);
      await expectAdminOffers(canvasElement, to);
      await expectMachinePanel(canvasElement, to);
    },
  };
}

/** Edit, the new status chosen in the form's select, Update: the save carries it, and the details screen shows it. */
async function changeStatus(canvasElement: HTMLElement, server: Server, to: ProjectStatus) {
  await userEvent.click(within(canvasElement).getByRole('link', { name: ADMIN_ACTION_TEXTS.edit }));
  const form = await projectForm(canvasElement, 'Edit project');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Status/ }), PROJECT_STATUS_LABELS[to]);
  await submit(form, 'Update');
  await waitFor(() => expect(server.saves).toHaveLength(1));
  await expect(server.saves[0]?.status).toBe(to);
}

/** Investors' money fills what is left of the short target; the admin reads the project again and sees it funded. */
async function fillShortTarget(canvasElement: HTMLElement, server: Server, project: Project) {
  server.recordShortInvestment(project.shortFundingTargetPence - project.shortFundedSumPence);
  await userEvent.click(within(canvasElement).getByRole('button', { name: PANEL_TEXTS.reload }));
  await waitFor(() =>
    expect(figure(canvasElement, 'Short-term funding', 'Funded')).toHaveTextContent(
      `${formatMoney(project.shortFundingTargetPence)} (100.00%)`,
    ),
  );
}

/** Payments, the term's tab, 'Make payments', back to the project. */
async function makePayments(canvas: Canvas, term: InvestmentTerm) {
  await userEvent.click(canvas.getByRole('link', { name: ADMIN_ACTION_TEXTS.payments }));
  await canvas.findByRole('table', { name: PAYMENTS_TEXTS.table });
  if (term === 'LONG') {
    await userEvent.click(canvas.getByRole('tab', { name: PAYMENTS_TEXTS.longTerm }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: PAYMENTS_TEXTS.longTerm })).toHaveAttribute('aria-selected', 'true'),
    );
  }
  const make = canvas.getByRole('button', { name: PAYMENTS_TEXTS.makePayments });
  await waitFor(() => expect(make).toBeEnabled());
  await userEvent.click(make);
  await expect(await canvas.findByText(PAYMENTS_TEXTS.paymentsStarted)).toBeVisible();
  // Paying re-reads the project (api/project-payments.ts): back on it, the admin sees where the payments moved it.
  await userEvent.click(canvas.getByRole('link', { name: PAYMENTS_TEXTS.backToProject }));
}

export const DraftToComingSoon = eventStory('DraftToComingSoon');
export const DraftToArchived = eventStory('DraftToArchived');
export const ComingSoonToArchived = eventStory('ComingSoonToArchived');
export const ComingSoonToAvailableToPledge = eventStory('ComingSoonToAvailableToPledge');
export const AvailableToPledgeToCancelled = eventStory('AvailableToPledgeToCancelled');
export const FullyPledgedToInProgressShortTerm = eventStory('FullyPledgedToInProgressShortTerm');
export const FullyPledgedToCancelled = eventStory('FullyPledgedToCancelled');
export const InProgressShortTermToCancelled = eventStory('InProgressShortTermToCancelled');
export const CompleteShortTermToInProgressLongTerm = eventStory('CompleteShortTermToInProgressLongTerm');
export const CompleteShortTermToCancelled = eventStory('CompleteShortTermToCancelled');
export const CompleteToArchived = eventStory('CompleteToArchived');
export const CancelledPaidOutToArchived = eventStory('CancelledPaidOutToArchived');
export const PledgesFillShortTarget = eventStory('PledgesFillShortTarget');
export const ShortTermPayoutsStarted = eventStory('ShortTermPayoutsStarted');
export const ShortTermPaidOutWithLongTerm = eventStory('ShortTermPaidOutWithLongTerm');
export const ShortTermPaidOutWithoutLongTerm = eventStory('ShortTermPaidOutWithoutLongTerm');
export const LongTermPaidOut = eventStory('LongTermPaidOut');
export const CancellationPaidOut = eventStory('CancellationPaidOut');
