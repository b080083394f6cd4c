import type { Project, ProjectAutoInvest } from '@keystone/api';
import { errorCatalogue } from '@keystone/api';
import { demoProjectAutoInvestOf, demoProjectList, demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, forgetMockMemory, http, serverErrorResponse } from '@keystone/demo/mocks';
import {
  AUTO_INVEST_MESSAGES,
  autoInvestPoolPence,
  PROJECT_ALLOCATION_STATE_LABELS,
} from '@keystone/flows/auto-invest';
import { formatCount, formatMoney } from '@keystone/flows/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectAutoInvestCard } from './project-auto-invest-card.tsx';
import { PROJECT_AUTO_INVEST_TEXTS } from './project-auto-invest-texts.ts';

// The admin's 'Auto-invest share' card on a project's page (issue 38 §2), in each state of the project allocation
// machine (the statechart links here): the share form while the project waits to open, the allocation's figures
// while it runs (read again until it ends) and once it has finished.

const byId = (id: number) => demoProjectList.find((project) => project.id === id) as Project;
const waiting = demoProjects.comingSoon;
/** Mill Road, Cambridge: opened on the demo's day, its allocation running. */
const allocating = byId(17);
/** Holbeck, Leeds: two terms, allocated three days before. */
const finished = byId(16);
const screen = (overrides = {}) => screenParameters({ route: '/', path: '/', user: demoUsers.admin }, overrides);
const answering = (answer: ProjectAutoInvest) =>
  screen({
    getProjectAutoInvest: http.get('/projects/{id}/auto-invest', ({ response }) => response(200).json(answer)),
  });

const meta = {
  title: 'Portal/Projects/Auto-invest share',
  component: ProjectAutoInvestCard,
  decorators: [screenDecorator],
  beforeEach: () => forgetMockMemory(),
  parameters: { layout: 'padded', ...screen() },
  args: { project: waiting },
} satisfies Meta<typeof ProjectAutoInvestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: PROJECT_AUTO_INVEST_TEXTS.title }));
const shareField = async (canvasElement: HTMLElement) =>
  (await card(canvasElement)).findByRole('textbox', { name: PROJECT_AUTO_INVEST_TEXTS.share });
const typeShare = async (canvasElement: HTMLElement, share: string) => {
  const field = await shareField(canvasElement);
  await userEvent.clear(field);
  if (share) await userEvent.type(field, share);
  return field;
};
const figure = (shown: ReturnType<typeof within>, label: string) =>
  shown.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Before the project opens: the share it keeps, at most the platform's maximum, and what that keeps in pounds. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    const answer = demoProjectAutoInvestOf(waiting);
    await expect(await shown.findByText(PROJECT_ALLOCATION_STATE_LABELS.WAITING)).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    await expect(await shareField(canvasElement)).toHaveValue(String(answer.sharePercent));
    await expect(shown.getByText(PROJECT_AUTO_INVEST_TEXTS.shareHint(answer.maxSharePercent))).toBeVisible();
    await expect(
      shown.getByText(formatMoney(autoInvestPoolPence(waiting, answer.sharePercent).totalPence)),
    ).toBeVisible();
  },
};

export const WaitingOnPhone: Story = onMobile(Waiting);

/** A new share is saved: said so, and the form holds it. */
export const ShareSaved: Story = {
  play: async ({ canvasElement }) => {
    await typeShare(canvasElement, '25');
    const shown = await card(canvasElement);
    await expect(shown.getByText(formatMoney(autoInvestPoolPence(waiting, 25).totalPence))).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: PROJECT_AUTO_INVEST_TEXTS.save }));
    await expect(await shown.findByText(PROJECT_AUTO_INVEST_TEXTS.saved(25))).toBeVisible();
    await expect(await shareField(canvasElement)).toHaveValue('25');
  },
};

/** Above the platform's maximum: flows' message under the field, nothing sent. */
export const ShareAboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeShare(canvasElement, '60');
    await userEvent.click((await card(canvasElement)).getByRole('button', { name: PROJECT_AUTO_INVEST_TEXTS.save }));
    await expect(
      await (await card(canvasElement)).findByText(AUTO_INVEST_MESSAGES.shareAboveMaximum(50)),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Empty is no share: flows' message too. */
export const ShareMissing: Story = {
  play: async ({ canvasElement }) => {
    await typeShare(canvasElement, '');
    await userEvent.click((await card(canvasElement)).getByRole('button', { name: PROJECT_AUTO_INVEST_TEXTS.save }));
    await expect(
      await (await card(canvasElement)).findByText(AUTO_INVEST_MESSAGES.shareAboveMaximum(50)),
    ).toBeVisible();
  },
};

/** The project opened meanwhile (409 code 66): the server's words above the form. */
export const ShareLocked: Story = {
  parameters: screen({
    updateProjectAutoInvest: http.put('/projects/{id}/auto-invest', () => errorResponse(66)),
  }),
  play: async ({ canvasElement }) => {
    await typeShare(canvasElement, '20');
    await userEvent.click((await card(canvasElement)).getByRole('button', { name: PROJECT_AUTO_INVEST_TEXTS.save }));
    await expect(await (await card(canvasElement)).findByText(errorCatalogue[66].message)).toBeVisible();
  },
};

/** Opened: the share is kept while each auto-investor is invested in turn; the card is read again until it ends. */
export const Allocating: Story = {
  args: { project: allocating },
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    const answer = demoProjectAutoInvestOf(allocating);
    await expect(await shown.findByText(PROJECT_ALLOCATION_STATE_LABELS.ALLOCATING)).toHaveAttribute(
      'data-tone',
      'info',
    );
    await expect(shown.queryByRole('textbox')).toBeNull();
    await expect(figure(shown, PROJECT_AUTO_INVEST_TEXTS.figures.reserved)).toHaveTextContent(
      formatMoney(answer.reservedPence),
    );
    await expect(figure(shown, PROJECT_AUTO_INVEST_TEXTS.figures.allocated)).toHaveTextContent(
      formatMoney(answer.allocatedPence),
    );
    await expect(figure(shown, PROJECT_AUTO_INVEST_TEXTS.figures.planned)).toHaveTextContent(
      formatCount(answer.investorsPlanned),
    );
    await expect(figure(shown, PROJECT_AUTO_INVEST_TEXTS.figures.pool)).toHaveTextContent(
      formatMoney(autoInvestPoolPence(allocating, answer.sharePercent).totalPence),
    );
  },
};

export const AllocatingOnPhone: Story = onMobile(Allocating);

/** While it runs the card asks again; when the server says it finished, the card says so with the last figures. */
let reads = 0;
export const AllocatingUntilFinished: Story = {
  args: { project: allocating },
  beforeEach: () => {
    reads = 0;
  },
  parameters: screen({
    getProjectAutoInvest: http.get('/projects/{id}/auto-invest', ({ response }) => {
      reads += 1;
      const running = demoProjectAutoInvestOf(allocating);
      if (reads === 1) return response(200).json(running);
      return response(200).json({
        ...running,
        state: 'FINISHED',
        reservedPence: 0,
        investorsPlanned: 0,
        investorsAllocated: running.investorsAllocated + running.investorsPlanned,
        allocatedPence: running.allocatedPence + running.reservedPence,
        finishedAt: new Date().toISOString(),
      });
    }),
  }),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(await shown.findByText(PROJECT_ALLOCATION_STATE_LABELS.ALLOCATING)).toBeVisible();
    await expect(
      await shown.findByText(PROJECT_ALLOCATION_STATE_LABELS.FINISHED, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(shown.queryByText(PROJECT_AUTO_INVEST_TEXTS.figures.reserved)).toBeNull();
  },
};

/** Done: what was invested for auto-investors and how many were invested and skipped. */
export const Finished: Story = {
  args: { project: finished },
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    const answer = demoProjectAutoInvestOf(finished);
    await expect(await shown.findByText(PROJECT_ALLOCATION_STATE_LABELS.FINISHED)).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(figure(shown, PROJECT_AUTO_INVEST_TEXTS.figures.allocatedInvestors)).toHaveTextContent(
      formatCount(answer.investorsAllocated),
    );
    await expect(figure(shown, PROJECT_AUTO_INVEST_TEXTS.figures.skipped)).toHaveTextContent(
      formatCount(answer.investorsSkipped),
    );
    await expect(shown.queryByText(PROJECT_AUTO_INVEST_TEXTS.figures.reserved)).toBeNull();
  },
};

export const FinishedOnPhone: Story = onMobile(Finished);

/** Opened with a share of 0: it finished at once, and the card says plainly that nothing was kept. */
export const FinishedWithoutShare: Story = {
  args: { project: demoProjects.availableToPledge },
  parameters: answering(demoProjectAutoInvestOf(demoProjects.availableToPledge)),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(await shown.findByText(PROJECT_AUTO_INVEST_TEXTS.noShare)).toBeVisible();
  },
};

/** A second late: the form's place is held. */
export const Loading: Story = {
  parameters: screen({
    getProjectAutoInvest: http.get('/projects/{id}/auto-invest', async ({ response }) => {
      await delay(1_000);
      return response(200).json(demoProjectAutoInvestOf(waiting));
    }),
  }),
  play: async ({ canvasElement }) => {
    const shown = await card(canvasElement);
    await expect(shown.getByTestId('project-auto-invest-loading')).toBeVisible();
    await expect(await shareField(canvasElement)).toBeVisible();
  },
};

/** A server fault: the generic modal, and the card offers to try again. */
export const ServerError: Story = {
  parameters: screen({ getProjectAutoInvest: http.get('/projects/{id}/auto-invest', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await (await card(canvasElement)).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
