import { adminUserList, attemptsUsedUpUser, demoUsers, pendingUser } from '@keystone/demo/fixtures';
import { createUsersMock, errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ActionOutcomeMessage, useActionOutcome } from '../../../lists/action-outcome.tsx';
import {
  ANSWER_ATTEMPTS_RESET_MESSAGES,
  ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH,
  KYC_REVIEW_MESSAGES,
} from '@keystone/flows/rules';
import { RESET_QUESTIONS_TEXTS } from './reset-questions-dialog.tsx';
import { UserActions } from './user-actions.tsx';

const usersMock = createUsersMock(adminUserList);

/** Signed in as the demo admin; the users calls answered from the users mock, `overrides` replacing one of them. */
const asAdmin = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: '/platform/users', path: '/platform/users', user: demoUsers.admin },
    { ...usersMock.handlers, ...overrides },
  );

/** The actions as a screen shows them: with the outcome message their owner renders above them. */
function UserActionsWithOutcome({ onOutcome, ...props }: ComponentProps<typeof UserActions>) {
  const { outcome, report, clear } = useActionOutcome();
  return (
    <div className="flex flex-col gap-4">
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      <UserActions
        {...props}
        onOutcome={(next) => {
          onOutcome(next);
          report(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Portal/Users/Actions',
  component: UserActions,
  tags: ['autodocs'],
  args: { user: pendingUser, onOutcome: fn() },
  render: (args) => <UserActionsWithOutcome {...args} />,
  decorators: [
    screenDecorator,
    (Story) => (
      <main className="p-6">
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    usersMock.reset();
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } }, ...asAdmin() },
} satisfies Meta<typeof UserActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogNamed = (canvasElement: HTMLElement, name: string) => page(canvasElement).findByRole('dialog', { name });

async function buttonNames(canvasElement: HTMLElement) {
  // The first button appears once the session has loaded the signed-in user.
  await within(canvasElement).findAllByRole('button');
  return within(canvasElement)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
}

/** A user whose KYC the provider accepted (IN_PROGRESS): the admin decides, resets the questions or deactivates. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await buttonNames(canvasElement)).toEqual([
      'Approve KYC',
      'Reject KYC',
      'Reset questions',
      'Deactivate',
    ]);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** KYC approved: nothing left to decide or reset, only deactivation. */
export const ApprovedUser: Story = {
  args: { user: demoUsers.approvedInvestor },
  play: async ({ canvasElement }) => {
    await expect(await buttonNames(canvasElement)).toEqual(['Deactivate']);
  },
};

/** A NOT_ACTIVE user can only be activated. */
export const NotActiveUser: Story = {
  args: { user: demoUsers.notActiveInvestor },
  play: async ({ canvasElement }) => {
    await expect(await buttonNames(canvasElement)).toEqual(['Activate']);
  },
};

/** Competence attempts used up before KYC: the questions can be reset. */
export const AttemptsUsedUpUser: Story = {
  args: { user: attemptsUsedUpUser },
  play: async ({ canvasElement }) => {
    await expect(await buttonNames(canvasElement)).toEqual(['Reset questions', 'Deactivate']);
  },
};

/** Admins are not offered to deactivate themselves. */
export const OwnAccount: Story = {
  args: { user: demoUsers.admin },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main')).toBeVisible();
    // Who is signed in comes from GET /user, which answers after the first render.
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: /Deactivate/ })).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Reset questions' })).toBeVisible();
  },
};

/** In a table row each button names its user for screen readers, and the profile is one link away. */
export const InTable: Story = {
  args: { inTable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'View profile of Paula Pending' })).toHaveAttribute(
      'href',
      `/platform/users/${pendingUser.id}`,
    );
    for (const name of [
      'Approve KYC for Paula Pending',
      'Reject KYC for Paula Pending',
      'Reset questions for Paula Pending',
      'Deactivate Paula Pending',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

const approveDialog = (canvasElement: HTMLElement) => dialogNamed(canvasElement, 'Approve KYC for Paula Pending?');

/** Approval lets the investor invest, so it asks first, as rejection and deactivation do; nothing is sent yet. */
export const ApproveAsked: Story = {
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Approve KYC');
    const dialog = await approveDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'They will be able to invest in projects, and we will e-mail them to say so. An approval cannot be withdrawn here.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Approve KYC' })).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(usersMock.user(pendingUser.id)?.kycStatus).toBe('IN_PROGRESS');
  },
};

export const KycApproved: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await ApproveAsked.play?.(context);
    await userEvent.click(within(await approveDialog(canvasElement)).getByRole('button', { name: 'Approve KYC' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('KYC approved for Paula Pending.');
    await expect(args.onOutcome).toHaveBeenCalledWith({ variant: 'success', text: 'KYC approved for Paula Pending.' });
    await expect(usersMock.user(pendingUser.id)?.kycStatus).toBe('APPROVED');
  },
};

/** Cancel sends nothing and gives focus back to 'Approve KYC'. */
export const ApproveCancelled: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await ApproveAsked.play?.(context);
    await userEvent.click(within(await approveDialog(canvasElement)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Approve KYC' })).toHaveFocus();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(usersMock.user(pendingUser.id)?.kycStatus).toBe('IN_PROGRESS');
  },
};

/** While the server answers, the dialog stays open with its button busy. */
export const Approving: Story = {
  parameters: asAdmin({
    approveUserKyc: http.put('/users/{id}/kyc/approve', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async (context) => {
    const { canvasElement } = context;
    await ApproveAsked.play?.(context);
    const dialog = await approveDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve KYC' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve KYC' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

const resetDialog = (canvasElement: HTMLElement) =>
  dialogNamed(canvasElement, RESET_QUESTIONS_TEXTS.title(attemptsUsedUpUser.fullName ?? ''));
const reasonBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: RESET_QUESTIONS_TEXTS.reason });

/** 'Reset questions' asks first, with a reason the journey record keeps (issue 32); nothing is sent yet. */
export const ResetQuestionsAsked: Story = {
  args: { user: attemptsUsedUpUser },
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Reset questions');
    const dialog = await resetDialog(canvasElement);
    await expect(within(dialog).getByText(RESET_QUESTIONS_TEXTS.description)).toBeVisible();
    await expect(reasonBox(dialog)).toBeRequired();
    await expect(reasonBox(dialog)).toHaveAttribute('maxlength', String(ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH));
    await expect(reasonBox(dialog)).toHaveAccessibleDescription(RESET_QUESTIONS_TEXTS.reasonHint);
    await expect(usersMock.resets()).toEqual([]);
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** An empty or blank reason is refused in the dialog, in flows' words, and nothing is sent. */
export const ResetReasonRequired: Story = {
  args: { user: attemptsUsedUpUser },
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Reset questions');
    const dialog = await resetDialog(canvasElement);
    await userEvent.type(reasonBox(dialog), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: RESET_QUESTIONS_TEXTS.confirm }));
    await expect(await within(dialog).findByText(ANSWER_ATTEMPTS_RESET_MESSAGES.reasonRequired)).toBeVisible();
    await expect(reasonBox(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(usersMock.resets()).toEqual([]);
    await expect(usersMock.user(attemptsUsedUpUser.id)?.usedAnswerAttempts).toBe(3);
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** While the server answers, the dialog stays open with its button busy. */
export const ResettingQuestions: Story = {
  args: { user: attemptsUsedUpUser },
  parameters: asAdmin({
    resetUserAnswerAttempts: http.put('/users/{id}/reset-answer-attempts', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Reset questions');
    const dialog = await resetDialog(canvasElement);
    await userEvent.type(reasonBox(dialog), 'Agreed on a call');
    await userEvent.click(within(dialog).getByRole('button', { name: RESET_QUESTIONS_TEXTS.confirm }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: RESET_QUESTIONS_TEXTS.confirm })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A server fault opens the generic modal; nothing is reported and the attempts stay used. */
export const ResetServerError: Story = {
  args: { user: attemptsUsedUpUser },
  parameters: asAdmin({
    resetUserAnswerAttempts: http.put('/users/{id}/reset-answer-attempts', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Reset questions');
    const dialog = await resetDialog(canvasElement);
    await userEvent.type(reasonBox(dialog), 'Agreed on a call');
    await userEvent.click(within(dialog).getByRole('button', { name: RESET_QUESTIONS_TEXTS.confirm }));
    const modal = await dialogNamed(canvasElement, 'Something went wrong');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(usersMock.user(attemptsUsedUpUser.id)?.usedAnswerAttempts).toBe(3);
  },
};

/** The reason is sent trimmed; the dialog closes and the outcome is reported. */
export const QuestionsReset: Story = {
  args: { user: attemptsUsedUpUser },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Reset questions');
    const dialog = await resetDialog(canvasElement);
    await userEvent.type(reasonBox(dialog), '  Agreed on a call: they misread question 3 ');
    await userEvent.click(within(dialog).getByRole('button', { name: RESET_QUESTIONS_TEXTS.confirm }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Ada Attempts can answer the competence questions again.',
    );
    await expect(usersMock.resets()).toEqual([{ reason: 'Agreed on a call: they misread question 3' }]);
    await expect(usersMock.user(attemptsUsedUpUser.id)?.usedAnswerAttempts).toBe(0);
  },
};

export const Activated: Story = {
  args: { user: demoUsers.notActiveInvestor },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Activate');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Sophie Turner was activated.');
    await expect(usersMock.user(demoUsers.notActiveInvestor.id)?.status).toBe('ACTIVE');
  },
};

/** Deactivation signs the user out at once, so it asks first. */
export const DeactivateAsked: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Deactivate');
    const dialog = await dialogNamed(canvasElement, 'Deactivate Paula Pending?');
    await expect(dialog).toHaveAccessibleDescription(
      'They are signed out at once and cannot sign in again until an admin activates the account. We will e-mail them to say so.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeVisible();
  },
};

export const DeactivateConfirmed: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await DeactivateAsked.play?.(context);
    await userEvent.click(
      within(await dialogNamed(canvasElement, 'Deactivate Paula Pending?')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Paula Pending was deactivated and signed out.',
    );
    await expect(args.onOutcome).toHaveBeenCalledTimes(1);
    await expect(usersMock.user(pendingUser.id)?.status).toBe('NOT_ACTIVE');
  },
};

/** Cancel sends nothing and gives focus back to the button that opened the dialog. */
export const DeactivateCancelled: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await DeactivateAsked.play?.(context);
    await userEvent.click(
      within(await dialogNamed(canvasElement, 'Deactivate Paula Pending?')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Deactivate' })).toHaveFocus();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(usersMock.user(pendingUser.id)?.status).toBe('ACTIVE');
  },
};

/** While the server answers, the dialog stays open with its button busy. */
export const Deactivating: Story = {
  parameters: asAdmin({
    deactivateUser: http.put('/users/{id}/status/not-active', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async (context) => {
    const { canvasElement } = context;
    await DeactivateAsked.play?.(context);
    const dialog = await dialogNamed(canvasElement, 'Deactivate Paula Pending?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

const rejectDialog = (canvasElement: HTMLElement) => dialogNamed(canvasElement, 'Reject KYC for Paula Pending?');

/** Rejection needs a reason: an empty or blank one is refused in the dialog and nothing is sent. */
export const RejectReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Reject KYC');
    const dialog = within(await rejectDialog(canvasElement));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeRequired();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject KYC' }));
    await expect(await dialog.findByText(KYC_REVIEW_MESSAGES.reasonRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      KYC_REVIEW_MESSAGES.reasonRequired,
    );
    await expect(usersMock.rejections()).toEqual([]);
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** The reason is sent trimmed; the dialog closes and the outcome is reported. */
export const KycRejected: Story = {
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Reject KYC');
    const dialog = within(await rejectDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '  The passport photo is unreadable. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject KYC' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('KYC rejected for Paula Pending.');
    await expect(usersMock.rejections()).toEqual([{ kycRejectReason: 'The passport photo is unreadable.' }]);
    await expect(usersMock.user(pendingUser.id)?.kycStatus).toBe('REJECTED');
    await expect(args.onOutcome).toHaveBeenCalledWith({ variant: 'success', text: 'KYC rejected for Paula Pending.' });
  },
};

/** Escape cancels like the Cancel button: focus goes back to 'Reject KYC', and what was typed is forgotten. */
export const RejectCancelled: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Reject KYC');
    const first = within(await rejectDialog(canvasElement));
    await userEvent.type(first.getByRole('textbox', { name: 'Reason' }), 'Second thoughts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Reject KYC' })).toHaveFocus();
    await press(canvasElement, 'Reject KYC');
    await expect(within(await rejectDialog(canvasElement)).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await expect(usersMock.rejections()).toEqual([]);
  },
};

async function approveConfirmed(canvasElement: HTMLElement) {
  await press(canvasElement, 'Approve KYC');
  await userEvent.click(within(await approveDialog(canvasElement)).getByRole('button', { name: 'Approve KYC' }));
}

/** A refusal the admin can act on (code 15) is reported in the server's words; each report shows again after dismissal. */
export const Refused: Story = {
  parameters: asAdmin({ approveUserKyc: http.put('/users/{id}/kyc/approve', () => errorResponse(15)) }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await approveConfirmed(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('KYC procedure not finished');
    await expect(args.onOutcome).toHaveBeenCalledWith({ variant: 'error', text: 'KYC procedure not finished' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await approveConfirmed(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('KYC procedure not finished');
  },
};

/** A server fault opens the generic modal instead of an outcome; the confirmation dialog closes. */
export const ServerError: Story = {
  parameters: asAdmin({ deactivateUser: http.put('/users/{id}/status/not-active', () => serverErrorResponse()) }),
  play: async (context) => {
    const { canvasElement, args } = context;
    await DeactivateAsked.play?.(context);
    await userEvent.click(
      within(await dialogNamed(canvasElement, 'Deactivate Paula Pending?')).getByRole('button', { name: 'Deactivate' }),
    );
    const modal = await dialogNamed(canvasElement, 'Something went wrong');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(usersMock.user(pendingUser.id)?.status).toBe('ACTIVE');
  },
};
