import { errorCatalogue, type ConsumerJourney } from '@keystone/api';
import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { errorResponse, http, serverErrorResponse } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { expectStep, page, pledgeScreen, project } from './pledge-stories.ts';

const { PERSONALISED_WARNING: WARNING, COOLING_OFF, CONFIRM_AFTER_COOLING_OFF: CONFIRM } = CONSUMER_JOURNEY_TEXTS;
const endsAt = '2026-12-02T14:32:00.000Z';

/** The server's journey for this investor, and what it answers once they continue. */
const journey = (now: ConsumerJourney, afterContinue: ConsumerJourney = now) =>
  pledgeScreen({
    getConsumerJourney: http.get('/consumer-journey', ({ response }) => response(200).json(now)),
    recordConsumerJourneyEvent: http.post('/consumer-journey/events', async ({ request, response }) => {
      const { action } = await request.json();
      return response(200).json(action === 'CONTINUE' ? afterContinue : now);
    }),
  });

/** 'Continue' and 'Leave' rendered alike: the same box, the same type. */
async function expectEqualProminence(canvasElement: HTMLElement, continueLabel: string, leaveLabel: string) {
  const canvas = within(canvasElement);
  const go = await canvas.findByRole('button', { name: continueLabel });
  const leave = canvas.getByRole('button', { name: leaveLabel });
  await waitFor(() => expect(go).toBeEnabled());
  const [a, b] = [go.getBoundingClientRect(), leave.getBoundingClientRect()];
  await expect([Math.round(a.width), Math.round(a.height)]).toEqual([Math.round(b.width), Math.round(b.height)]);
  const style = (element: HTMLElement) => {
    const { fontSize, fontWeight, color, backgroundColor, borderWidth } = getComputedStyle(element);
    return { fontSize, fontWeight, color, backgroundColor, borderWidth };
  };
  await expect(style(go)).toEqual(style(leave));
}

const meta = {
  title: 'Portal/Projects/Pledge/00 Consumer journey',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn() },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...journey({ step: 'PERSONALISED_WARNING' }) },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first-time investor's first 'Invest here': the FCA's personalised warning, before anything else. */
export const PersonalisedWarning: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: WARNING.warning('Olivia') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: WARNING.learnMore })).toHaveAttribute('href', '/risk-summary');
    await expectEqualProminence(canvasElement, WARNING.continue, WARNING.leave);
    await expect(canvas.queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** Their first 'Continue' starts the cooling-off: the pledge says until when, in UK time. */
export const ContinueStartsCoolingOff: Story = {
  parameters: journey({ step: 'PERSONALISED_WARNING' }, { step: 'COOLING_OFF', coolingOffEndsAt: endsAt }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const go = await canvas.findByRole('button', { name: WARNING.continue });
    await waitFor(() => expect(go).toBeEnabled());
    await userEvent.click(go);
    await expect(await canvas.findByText('You can invest from 14:32 on Wednesday 2 December')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** 'Leave' on the warning: back to the project, no pledge. */
export const LeaveTheWarning: Story = {
  play: async ({ canvasElement, args }) => {
    const leave = await within(canvasElement).findByRole('button', { name: WARNING.leave });
    await waitFor(() => expect(leave).toBeEnabled());
    await userEvent.click(leave);
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledTimes(1));
  },
};

/** While the cooling-off runs, 'Invest here' opens the notice saying when they can invest. */
export const CoolingOff: Story = {
  parameters: journey({ step: 'COOLING_OFF', coolingOffEndsAt: endsAt }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: COOLING_OFF.heading })).toBeVisible();
    await expect(canvas.getByText('You can invest from 14:32 on Wednesday 2 December')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: WARNING.continue })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: COOLING_OFF.back }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledTimes(1));
  },
};

/** Once it has ended, the plain question, 'Continue' and 'Leave' alike; only 'Continue' opens the pledge. */
export const ConfirmAfterCoolingOff: Story = {
  parameters: journey(
    { step: 'CONFIRM_AFTER_COOLING_OFF', coolingOffEndsAt: endsAt },
    { step: 'MAY_INVEST', coolingOffEndsAt: endsAt },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: CONFIRM.question })).toBeVisible();
    await expectEqualProminence(canvasElement, CONFIRM.continue, CONFIRM.leave);
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM.continue }));
    await expectStep(canvasElement, 'Source');
  },
};

/** 'Leave' once the cooling-off has ended: the answer is recorded and they are back on the project, no pledge. */
export const LeaveAfterCoolingOff: Story = {
  parameters: journey({ step: 'CONFIRM_AFTER_COOLING_OFF', coolingOffEndsAt: endsAt }),
  play: async ({ canvasElement, args }) => {
    const leave = await within(canvasElement).findByRole('button', { name: CONFIRM.leave });
    await waitFor(() => expect(leave).toBeEnabled());
    await userEvent.click(leave);
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** While the journey is read. */
export const Loading: Story = {
  parameters: pledgeScreen({
    getConsumerJourney: http.get('/consumer-journey', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** The journey could not be read: the generic modal, then a retry in place; no pledge meanwhile. */
export const LoadFailed: Story = {
  parameters: pledgeScreen({ getConsumerJourney: http.get('/consumer-journey', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** While the answer is logged: both buttons wait, neither can be pressed twice. */
export const Continuing: Story = {
  parameters: pledgeScreen({
    getConsumerJourney: http.get('/consumer-journey', ({ response }) =>
      response(200).json({ step: 'PERSONALISED_WARNING' }),
    ),
    recordConsumerJourneyEvent: http.post('/consumer-journey/events', async ({ request, response }) => {
      const { action } = await request.json();
      if (action === 'CONTINUE') await delay('infinite');
      return response(200).json({ step: 'PERSONALISED_WARNING' });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const go = await canvas.findByRole('button', { name: WARNING.continue });
    await waitFor(() => expect(go).toBeEnabled());
    await userEvent.click(go);
    await waitFor(() => expect(go).toBeDisabled());
    await expect(canvas.getByRole('button', { name: WARNING.leave })).toBeDisabled();
  },
};

/** The answer refused (the journey moved on elsewhere): the server's words, and the question again. */
export const AnswerRefused: Story = {
  parameters: pledgeScreen({
    getConsumerJourney: http.get('/consumer-journey', ({ response }) =>
      response(200).json({ step: 'PERSONALISED_WARNING' }),
    ),
    recordConsumerJourneyEvent: http.post('/consumer-journey/events', async ({ request, response }) => {
      const { action } = await request.json();
      if (action === 'CONTINUE') return errorResponse(46);
      return response(200).json({ step: 'PERSONALISED_WARNING' });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const go = await canvas.findByRole('button', { name: WARNING.continue });
    await waitFor(() => expect(go).toBeEnabled());
    await userEvent.click(go);
    await expect(await canvas.findByText(errorCatalogue[46].message)).toBeVisible();
    await waitFor(() => expect(go).toBeEnabled());
  },
};
