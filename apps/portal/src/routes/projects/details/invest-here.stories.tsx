import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { type ConsumerJourney, type Project } from '@keystone/api';
import { http, MOCK_SMS_CODE } from '@keystone/demo/mocks';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { delay } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { walletFinish } from '../pledge/stories/pledge-stories.ts';
import { drawSignature } from '../pledge/stories/signature-drawing.ts';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { detailsScreen, expectMapWithOutline, findProjectTitle } from './details-stories.ts';
import { ProjectDetailsPage } from './project-details-page.tsx';

const { availableToPledge, comingSoon } = demoProjects;
/** Open for pledges, but its short target is met. */
const targetMet: Project = {
  ...availableToPledge,
  id: 91,
  shortFundedSumPence: availableToPledge.shortFundingTargetPence,
};
const projects = [...Object.values(demoProjects), targetMet];
const screen = (project: Project, options: Parameters<typeof detailsScreen>[1] = {}) =>
  detailsScreen(project, { projects, ...options });

const meta = {
  title: 'Portal/Projects/Details/Invest here',
  component: ProjectDetailsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...screen(availableToPledge) },
} satisfies Meta<typeof ProjectDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const investHere = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('button', { name: 'Invest here' });
const sourceStep = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 3, name: 'Source' });

/** 'Invest here' opens the pledge flow in the page; its first Back returns to the project. */
export const InvestHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, availableToPledge.title);
    await userEvent.click(investHere(canvasElement) as HTMLElement);
    await expect(await sourceStep(canvasElement)).toBeVisible();
    // The button is gone: the focus moves to the step's heading.
    await expect(await sourceStep(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Return calculator' })).toBeNull();
    await expect(investHere(canvasElement)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('region', { name: 'Return calculator' })).toBeVisible();
    await expect(investHere(canvasElement)).toBeVisible();
  },
};

export const Playground: Story = {};

/**
 * The investor's journey as the server answers it, a little late: the page must not move when it arrives. The delay
 * is the subject, and no machine's speed can turn it into a failure: whenever the journey comes, the words must be
 * there at the button's first paint.
 */
const coolingOff: ConsumerJourney = { step: 'COOLING_OFF', coolingOffEndsAt: '2026-12-02T14:32:00.000Z' };
const slowJourney = (journey: ConsumerJourney) => ({
  getConsumerJourney: http.get('/consumer-journey', async ({ response }) => {
    await delay(400);
    return response(200).json(journey);
  }),
});
const investFromWords = 'You can invest from 14:32 on Wednesday 2 December';

/**
 * While the investor cools off, the pledge entry already says until when, in UK time, before 'Invest here' is
 * pressed; the page shows once the journey is in, so the words are there from its first paint and nothing jumps.
 */
async function expectInvestFromAtFirstPaint(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Invest here' });
  // At the very render the button first appears, the words are under it already.
  const words = canvas.getByText(investFromWords);
  await expect(words).toBeVisible();
  await expect(button).toHaveAccessibleDescription(investFromWords);
  const { top, left, right } = words.getBoundingClientRect();
  const before = top;
  await expect(left).toBeGreaterThanOrEqual(0);
  await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  // The map and pictures below load after; the entry stays where it first showed.
  await expectMapWithOutline(canvasElement);
  await expect(words.getBoundingClientRect().top).toBe(before);
  // Pressing opens the journey's own cooling-off notice, in the same words.
  await userEvent.click(button);
  await expect(await canvas.findByRole('heading', { name: CONSUMER_JOURNEY_TEXTS.COOLING_OFF.heading })).toBeVisible();
  await expect(canvas.getByText(investFromWords)).toBeVisible();
}

export const CoolingOffSaysWhen: Story = {
  parameters: screen(availableToPledge, { overrides: slowJourney(coolingOff) }),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: ({ canvasElement }) => expectInvestFromAtFirstPaint(canvasElement),
};

export const CoolingOffSaysWhenOnAPhone: Story = {
  parameters: screen(availableToPledge, { overrides: slowJourney(coolingOff) }),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: ({ canvasElement }) => expectInvestFromAtFirstPaint(canvasElement),
};

/** Before the warning is answered, and once the investor may invest, the entry is the button alone. */
export const NotCoolingOff: Story = {
  parameters: screen(availableToPledge, { overrides: slowJourney({ step: 'PERSONALISED_WARNING' }) }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Invest here' });
    await expect(within(canvasElement).queryByText(/^You can invest from/)).toBeNull();
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** The flow's address (`?pledge`) opens it at once. */
export const OpenedByAddress: Story = {
  parameters: screen(availableToPledge, { search: '?pledge' }),
  play: async ({ canvasElement }) => {
    await expect(await sourceStep(canvasElement)).toBeVisible();
  },
};

/** No more pledges once the short target is met. */
export const ShortTargetMet: Story = {
  parameters: screen(targetMet),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, targetMet.title);
    await expect(investHere(canvasElement)).toBeNull();
  },
};

/** Not before pledging opens, even at the flow's address. */
export const ComingSoon: Story = {
  parameters: screen(comingSoon, { search: '?pledge' }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, comingSoon.title);
    await expect(investHere(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** Admins do not invest. */
export const Admin: Story = {
  parameters: screen(availableToPledge, { user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, availableToPledge.title);
    await expect(investHere(canvasElement)).toBeNull();
  },
};

/** The server's project before and after this investor's pledge fills the short target. */
const journey = { filled: false };
const filled: Project = {
  ...availableToPledge,
  status: 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN',
  shortFundedSumPence: availableToPledge.shortFundingTargetPence,
};
const journeyHandlers = {
  getProject: http.get('/projects/{id}', ({ response }) =>
    response(200).json(journey.filled ? filled : availableToPledge),
  ),
  finishPledge: http.put('/pledges/{id}', ({ response }) => {
    journey.filled = true;
    return response(200).json(walletFinish);
  }),
};

async function next(canvasElement: HTMLElement, step: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
  await within(canvasElement).findByRole('heading', { level: 3, name: step });
}

/**
 * A whole pledge from the e-wallet, the last of the target: the success stays on screen though the project, read
 * again, no longer takes pledges; back on the project, 'Invest here' is gone.
 */
export const PledgeFillsTheTarget: Story = {
  parameters: screen(availableToPledge, { search: '?pledge', overrides: journeyHandlers }),
  beforeEach: () => {
    journey.filled = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sourceStep(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'E-wallet' }));
    await next(canvasElement, 'Strategy');
    await userEvent.click(canvas.getByRole('radio', { name: 'Debt secured' }));
    await next(canvasElement, 'Term');
    await userEvent.click(canvas.getByRole('radio', { name: 'Short term' }));
    await next(canvasElement, 'Amount');
    await userEvent.click(canvas.getByRole('radio', { name: /^Minimum/ }));
    await next(canvasElement, 'Conditions');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree with terms and conditions' }));
    await next(canvasElement, 'eSignature');
    await canvas.findByTitle('Agreement');
    await userEvent.click(canvas.getByRole('checkbox', { name: AGREEMENT_TEXTS.readConfirm }));
    await drawSignature(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Enter the code' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), MOCK_SMS_CODE);
    // Submit ignores a press while the code is still being sent (the investor has no code until then).
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    await userEvent.click(submit);

    await expect(await canvas.findByText('Thank you for your pledge')).toBeVisible();
    // The project read again after the payment: fully pledged, and the success still shown.
    await expect(await canvas.findByText('Fully Pledged')).toBeVisible();
    await expect(canvas.getByText('Thank you for your pledge')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the project' }));
    await expect(await canvas.findByRole('region', { name: 'Short-term funding' })).toBeVisible();
    await expect(investHere(canvasElement)).toBeNull();
  },
};
