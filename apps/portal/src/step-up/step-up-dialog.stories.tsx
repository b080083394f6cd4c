import type { AuthenticationResponseJSON, User } from '@keystone/api';
import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, handlers, http, MOCK_RECOVERY_CODES_LEFT, MOCK_TOTP_CODE } from '@keystone/demo/mocks';
import { recoveryCodesLeftMessage, SECOND_FACTOR_MESSAGES, stepUpSnapshotAt } from '@keystone/flows/second-factor';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasskeyBrowserContext, type PasskeyBrowser } from '../passkey-browser/passkey-browser.tsx';
import { RECOVERY_CODE_LABEL, SECOND_STEP_WAYS } from '../second-step/index.ts';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { WithdrawDialog } from '../wallet/withdraw-dialog.tsx';
import { STEP_UP_TEXTS, StepUpDialog } from './step-up-dialog.tsx';
import { STEP_UP_RECOVERY_NOTICE } from './step-up-host.tsx';

const assertion: AuthenticationResponseJSON = {
  id: 'bW9jay1wYXNza2V5',
  rawId: 'bW9jay1wYXNza2V5',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
  type: 'public-key',
};
const withPasskeys =
  (browser: Partial<PasskeyBrowser> = {}): Decorator =>
  (Story) => (
    <PasskeyBrowserContext value={{ supported: true, authenticate: async () => assertion, ...browser }}>
      <Story />
    </PasskeyBrowserContext>
  );

/** An investor with both second factors, £1,000 in the wallet and bank details on file. */
const investor: User = {
  ...demoUsers.approvedInvestor,
  balancePence: 100_000,
  secondFactorMethods: ['TOTP', 'PASSKEY'],
};

const meta = {
  title: 'Portal/Step-up/Confirm it is you',
  component: StepUpDialog,
  decorators: [withPasskeys(), screenDecorator],
  args: { methods: ['TOTP', 'PASSKEY'], onDone: fn() },
  parameters: { layout: 'fullscreen', ...screenParameters({ user: investor }) },
} satisfies Meta<typeof StepUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole('dialog', { name: STEP_UP_TEXTS.title }));

/** Asked for the authenticator's code, with the other ways below. */
export const Asking: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    const box = await shown.findByLabelText(SECOND_FACTOR_MESSAGES.totpCode);
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(shown.getByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeVisible();
    await expect(shown.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The demo code confirms: the dialog ends, confirmed. */
export const ConfirmedWithCode: Story = {
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await userEvent.type(shown.getByLabelText(SECOND_FACTOR_MESSAGES.totpCode), MOCK_TOTP_CODE);
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.submit }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true, { confirmedUntil: expect.any(String) }));
  },
};

/** A wrong code stays asking, with code 60's words. */
export const WrongCode: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await userEvent.type(shown.getByLabelText(SECOND_FACTOR_MESSAGES.totpCode), '000000');
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.submit }));
    await expect(await shown.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check it and try again',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The code is being checked: the button is busy. */
export const Verifying: Story = {
  args: { snapshot: stepUpSnapshotAt('verifying', ['TOTP', 'PASSKEY'], { codeMethod: 'TOTP' }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement);
    await expect(shown.getByRole('button', { name: STEP_UP_TEXTS.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(shown.getByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeDisabled();
  },
};

/** A recovery code instead. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await userEvent.click(shown.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode }));
    await userEvent.type(await shown.findByLabelText(RECOVERY_CODE_LABEL), '7KQ2M-XD94T');
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.submit }));
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith(
        true,
        expect.objectContaining({ recoveryCodesLeft: MOCK_RECOVERY_CODES_LEFT }),
      ),
    );
  },
};

/** A person with a passkey only chooses it (or a recovery code); the passkey confirms. */
export const Choosing: Story = {
  args: { methods: ['PASSKEY'] },
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await expect(shown.queryByLabelText(SECOND_FACTOR_MESSAGES.totpCode)).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: SECOND_STEP_WAYS.passkey }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true, { confirmedUntil: expect.any(String) }));
  },
};

/** The passkey prompt is open: the dialog waits for it. */
export const Passkey: Story = {
  args: { snapshot: stepUpSnapshotAt('asking.passkey', ['TOTP', 'PASSKEY']) },
  decorators: [withPasskeys({ authenticate: () => new Promise(() => {}) })],
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement);
    await expect(shown.getByRole('button', { name: STEP_UP_TEXTS.passkey })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A passkey prompt refused goes back to the choice, saying so. */
export const PasskeyRefused: Story = {
  decorators: [withPasskeys({ authenticate: () => Promise.reject(new Error(SECOND_FACTOR_MESSAGES.passkeyNotUsed)) })],
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement);
    await userEvent.click(shown.getByRole('button', { name: SECOND_STEP_WAYS.passkey }));
    await expect(await shown.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.passkeyNotUsed);
  },
};

/** Cancel (or Escape) ends it unconfirmed. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.cancel }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(false));
  },
};

// ---------------------------------------------------------------- In place: a withdrawal the server holds back

const withdrawals: { key: string | null }[] = [];
/** The first withdrawal is answered 58; once confirmed, it is paid out (pending). */
const stepUpFirst = {
  ...handlers,
  withdrawFromWallet: http.put('/investments/withdraw', ({ request, query, response }) => {
    withdrawals.push({ key: request.headers.get('Idempotency-Key') });
    if (withdrawals.length === 1) return errorResponse(58);
    return response(200).json({
      id: 77,
      amountPence: Number(query.get('amountPence')),
      type: 'PAY_OUT',
      status: 'PENDING',
      timestamp: '2026-11-01T12:00:00.000Z',
      providerTransactionId: null,
      reference: null,
    });
  }),
};
const inPlace = { user: { ...investor, secondFactorMethods: ['TOTP'] } satisfies User };

async function withdraw(canvasElement: HTMLElement) {
  const form = within(await body(canvasElement).findByRole('dialog', { name: 'Withdraw' }));
  await userEvent.type(await form.findByLabelText(/Amount/), '200');
  await userEvent.click(form.getByRole('button', { name: 'Withdraw' }));
  return form;
}

/**
 * Withdrawing after the 5 minutes: the server answers 58, 'Confirm it's you' opens over the form, and once confirmed
 * the same withdrawal (its Idempotency-Key with it) goes again and its answer shows as if nothing had happened.
 */
export const InPlaceConfirmed: Story = {
  render: () => <WithdrawDialog defaultOpen />,
  parameters: { msw: { handlers: stepUpFirst }, screen: inPlace },
  play: async ({ canvasElement }) => {
    withdrawals.length = 0;
    const form = await withdraw(canvasElement);
    const shown = await dialog(canvasElement);
    await userEvent.type(shown.getByLabelText(SECOND_FACTOR_MESSAGES.totpCode), MOCK_TOTP_CODE);
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.submit }));
    await expect(await form.findByRole('status')).toHaveTextContent('Your withdrawal is on its way');
    await expect(withdrawals).toHaveLength(2);
    await expect(withdrawals[1]?.key).toBe(withdrawals[0]?.key);
  },
};

/** Cancelled: the withdrawal gets the server's refusal, told in its form as any refusal is. */
export const InPlaceCancelled: Story = {
  render: () => <WithdrawDialog defaultOpen />,
  parameters: { msw: { handlers: stepUpFirst }, screen: inPlace },
  play: async ({ canvasElement }) => {
    withdrawals.length = 0;
    const form = await withdraw(canvasElement);
    const shown = await dialog(canvasElement);
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.cancel }));
    await expect(await form.findByText("Please confirm it's you before you go on")).toBeVisible();
    await expect(withdrawals).toHaveLength(1);
  },
};

/** Confirmed with a recovery code: the withdrawal goes ahead, and a notice says how many codes remain. */
export const InPlaceRecoveryCode: Story = {
  render: () => <WithdrawDialog defaultOpen />,
  parameters: { msw: { handlers: stepUpFirst }, screen: inPlace },
  play: async ({ canvasElement }) => {
    withdrawals.length = 0;
    const form = await withdraw(canvasElement);
    const shown = await dialog(canvasElement);
    await userEvent.click(shown.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode }));
    await userEvent.type(await shown.findByLabelText(RECOVERY_CODE_LABEL), '7KQ2M-XD94T');
    await userEvent.click(shown.getByRole('button', { name: STEP_UP_TEXTS.submit }));
    const notice = await body(canvasElement).findByRole('dialog', { name: STEP_UP_RECOVERY_NOTICE.title });
    await expect(notice).toHaveTextContent(recoveryCodesLeftMessage(MOCK_RECOVERY_CODES_LEFT));
    await userEvent.click(within(notice).getByRole('button', { name: STEP_UP_RECOVERY_NOTICE.action }));
    await expect(await form.findByRole('status')).toHaveTextContent('Your withdrawal is on its way');
  },
};
