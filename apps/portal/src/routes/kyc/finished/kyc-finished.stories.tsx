import { userStates, type User } from '@keystone/api';
import { errorResponse, http } from '@keystone/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { statusState } from '../testing/status-states.ts';
import { wizardScreen } from '../testing/wizard-story.ts';
import { FINISHED_TEXTS, KycFinished } from './kyc-finished.tsx';

const submitted: User = { ...userStates.kycInProgress, kycStatus: 'DRAFT' };
const approved: User = { ...userStates.kycInProgress, kycStatus: 'APPROVED' };
const rejected = userStates.kycRejected;

const meta = {
  title: 'KYC/Finished screen',
  component: KycFinished,
  tags: ['autodocs'],
  args: { user: submitted, onRestarted: fn(), onLeavingApproved: fn() },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(submitted) },
} satisfies Meta<typeof KycFinished>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('kyc-status');
const back = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: FINISHED_TEXTS.back });

/** Just submitted (DRAFT): waiting for the next poll; back is disabled. */
export const AwaitingReview: Story = {
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(back(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByText(FINISHED_TEXTS.checking)).toBeNull();
  },
};

export const Playground: Story = {};

/** A poll under way: the discreet 'checking…'. */
export const Polling: Story = {
  args: { snapshot: statusState({ awaitingReview: 'loading' }, submitted) },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(within(canvasElement).getByText(FINISHED_TEXTS.checking)).toBeVisible();
  },
};

/** Ten polls and still DRAFT: the screen stays as it is. */
export const PollsStopped: Story = {
  args: { snapshot: statusState({ awaitingReview: 'stopped' }, submitted, { pollsLeft: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await expect(within(canvasElement).queryByText(FINISHED_TEXTS.checking)).toBeNull();
    await expect(back(canvasElement)).toBeDisabled();
  },
};

/** The real poll: 5 s later `GET /user` answers IN_PROGRESS and the label follows. */
export const PollFindsUnderReview: Story = {
  parameters: wizardScreen(submitted, { getCurrentUser: http.get('/user', ({ response }) => response(200).json(userStates.kycInProgress)) }),
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Submitted and awaiting review');
    await waitFor(() => expect(within(canvasElement).getByTestId('kyc-status')).toHaveTextContent('Accepted and under review'), {
      timeout: 8000,
    });
  },
};

export const UnderReview: Story = {
  args: { user: userStates.kycInProgress },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Accepted and under review');
    await expect(back(canvasElement)).toBeDisabled();
  },
};

/** The 5-minute refresh under way while IN_PROGRESS. */
export const UnderReviewRefreshing: Story = {
  args: { user: userStates.kycInProgress, snapshot: statusState({ underReview: 'loading' }, userStates.kycInProgress) },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Accepted and under review');
    await expect(within(canvasElement).getByText(FINISHED_TEXTS.checking)).toBeVisible();
  },
};

/** Approved: back goes to the dashboard, and the session learns of the approval only then. */
export const Approved: Story = {
  args: { user: approved },
  play: async ({ canvasElement, args }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Activated');
    await expect(back(canvasElement)).toBeEnabled();
    await userEvent.click(back(canvasElement));
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeVisible();
    await expect(args.onLeavingApproved).toHaveBeenCalledWith(approved);
  },
};

/** Rejected: every reason, one a line; back restarts the KYC and hands the host the fresh user. */
export const Rejected: Story = {
  args: { user: rejected },
  parameters: wizardScreen(rejected),
  play: async ({ canvasElement, args }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Rejected');
    const reasons = within(canvasElement).getByRole('region', { name: FINISHED_TEXTS.rejectReasons });
    await expect(reasons).toHaveTextContent('The documents could not be verified.');
    await expect(reasons).toHaveTextContent('The utility bill is older than three months.');
    await expect(reasons).toHaveTextContent('The passport photo is blurred.');
    await userEvent.click(back(canvasElement));
    await waitFor(() =>
      expect(args.onRestarted).toHaveBeenCalledWith(expect.objectContaining({ kycStatus: 'DRAFT', kycRejectReason: null })),
    );
  },
};

export const Restarting: Story = {
  args: { user: rejected, snapshot: statusState('restarting', rejected) },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Rejected');
    await expect(back(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The restart refused: the server's message, dismissible, and back may be tried again. */
export const RestartFails: Story = {
  args: { user: rejected },
  parameters: wizardScreen(rejected, { restartKycProcedure: http.put('/user/restart-kyc-procedure', () => errorResponse(16)) }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(back(await within(canvasElement).findByRole('region', { name: FINISHED_TEXTS.heading })));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('KYC procedure in progress');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(back(canvasElement)).toBeEnabled();
    await expect(args.onRestarted).not.toHaveBeenCalled();
  },
};
