import { SECOND_FACTOR_MESSAGES } from '@keystone/flows/second-factor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeForm, RECOVERY_CODE_LABEL } from './code-form.tsx';
import { LostEverything, SUPPORT_LINK } from './lost-everything.tsx';
import { OtherWays, SECOND_STEP_WAYS } from './ways.tsx';

// The pieces the login page's second step and the step-up dialog share (issue 36): each state on its own here, and
// in place in `routes/login/login-page.stories.tsx` and `step-up/step-up-dialog.stories.tsx`.
const meta = {
  title: 'Portal/Second step/Code form',
  component: CodeForm,
  tags: ['autodocs'],
  args: { method: 'TOTP', error: undefined, busy: false, submitLabel: 'Confirm', onSubmit: fn() },
} satisfies Meta<typeof CodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The authenticator's six digits: a numeric keypad on a phone, and the code sent as typed. */
export const AuthenticatorCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText(SECOND_FACTOR_MESSAGES.totpCode);
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(box, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123 456');
  },
};

/** Something that cannot be a code is refused with flows' words, and nothing is sent. */
export const NotACode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(SECOND_FACTOR_MESSAGES.totpCode), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByText(SECOND_FACTOR_MESSAGES.totpCode, { selector: '[id$="-error"], p' }),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A recovery code instead: letters and digits, in either case. */
export const RecoveryCode: Story = {
  args: { method: 'RECOVERY_CODE' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(RECOVERY_CODE_LABEL), '7kq2m-xd94t');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('7kq2m-xd94t');
  },
};

/** While the code is checked: the button says it is busy (keeping the focus), and a second press sends nothing. */
export const Checking: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Confirm/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText(SECOND_FACTOR_MESSAGES.totpCode), '123456');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The other ways: the passkey first when nothing is chosen, a recovery code always, never the way shown now. */
export const OtherWaysOffered: Story = {
  render: () => <OtherWays current="TOTP" methods={['TOTP', 'PASSKEY']} passkeysSupported onChoose={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: SECOND_STEP_WAYS.authenticator })).toBeNull();
  },
};

/** Without WebAuthn in the browser, no passkey is offered. */
export const NoPasskeyBrowser: Story = {
  render: () => <OtherWays current={undefined} methods={['PASSKEY']} passkeysSupported={false} onChoose={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeNull();
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeVisible();
  },
};

/** Someone who lost every way in: the support route, never an e-mail alone. */
export const LostEveryWay: Story = {
  render: () => <LostEverything />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: SUPPORT_LINK.label });
    await expect(link).toHaveAttribute('href', SUPPORT_LINK.to);
  },
};
