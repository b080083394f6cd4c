import { userStates } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { wizardScreen } from '../testing/wizard-story.ts';
import { FINISHED_TEXTS, KycFinished } from './kyc-finished.tsx';

const submitted: User = { ...userStates.kycInProgress, kycStatus: 'DRAFT' };
const approved: User = { ...userStates.kycInProgress, kycStatus: 'APPROVED' };
const rejected = userStates.kycRejected;
const never = async () => {
  await delay('infinite');
  return new Response();
};

const meta = {
  title: 'KYC/Finished screen',
  component: KycFinished,
  tags: ['autodocs'],
  args: { user: submitted },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(submitted) },
} satisfies Meta<typeof KycFinished>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('kyc-status');
const back = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: FINISHED_TEXTS.back });

/** Just submitted (DRAFT): waiting for the next poll; back is disabled. */
export const AwaitingReview: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(back(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByText(FINISHED_TEXTS.checking)).toBeNull();
  },
};

export const Playground: Story = {};

/** A poll under way, 5 s after opening: the discreet 'checking…'. */
export const Polling: Story = {
  parameters: wizardScreen(submitted, { getCurrentUser: http.get('/user', never) }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(await within(canvasElement).findByText(FINISHED_TEXTS.checking)).toBeVisible();
    await expect(back(canvasElement)).toBeDisabled();
  },
};

/** The real poll: 5 s later `GET /user` answers IN_PROGRESS and the label follows. */
export const PollFindsUnderReview: Story = {
  parameters: wizardScreen(submitted, {
    getCurrentUser: http.get('/user', ({ response }) => response(200).json(userStates.kycInProgress)),
  }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('kyc-status')).toHaveTextContent('Accepted and under review'),
    );
  },
};

export const UnderReview: Story = {
  args: { user: userStates.kycInProgress },
  parameters: wizardScreen(userStates.kycInProgress),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Accepted and under review');
    await expect(back(canvasElement)).toBeDisabled();
  },
};

/** Approved: back goes to the dashboard (the session learns of the approval then). */
export const Approved: Story = {
  args: { user: approved },
  parameters: wizardScreen(approved),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Activated');
    await expect(back(canvasElement)).toBeEnabled();
    await userEvent.click(back(canvasElement));
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeVisible();
  },
};

/** Rejected: every reason, one a line; back is offered to restart. */
export const Rejected: Story = {
  args: { user: rejected },
  parameters: wizardScreen(rejected),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Rejected');
    const reasons = within(canvasElement).getByRole('region', { name: FINISHED_TEXTS.rejectReasons });
    await expect(reasons).toHaveTextContent('The documents could not be verified.');
    await expect(reasons).toHaveTextContent('The utility bill is older than three months.');
    await expect(reasons).toHaveTextContent('The passport photo is blurred.');
    await expect(back(canvasElement)).toBeEnabled();
  },
};

/** `PUT /user/restart-kyc-procedure` under way: back waits. */
export const Restarting: Story = {
  args: { user: rejected },
  parameters: wizardScreen(rejected, { restartKycProcedure: http.put('/user/restart-kyc-procedure', never) }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Rejected');
    await userEvent.click(back(canvasElement));
    await waitFor(() => expect(back(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The restart refused: the server's message, dismissible, and back may be tried again. */
export const RestartFails: Story = {
  args: { user: rejected },
  parameters: wizardScreen(rejected, {
    restartKycProcedure: http.put('/user/restart-kyc-procedure', () => errorResponse(16)),
  }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Rejected');
    await userEvent.click(back(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('KYC procedure in progress');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(back(canvasElement)).toBeEnabled();
  },
};
