import { errorResponse, http, INVALID_ONE_TIME_TOKEN } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters, type ScreenParameters } from '../../testing/screen-decorator.tsx';
import { RESET_PASSWORD } from './reset-password-form.tsx';
import { PASSWORD_RESET, ResetPasswordPage } from './reset-password-page.tsx';

const RESET_LINK = '/login/new-password/restore-token';
const screen: ScreenParameters = { route: RESET_LINK, path: '/login/new-password/:token' };
const at = (overrides: Parameters<typeof screenParameters>[1] = {}) => screenParameters(screen, overrides);
const restoreAnswers = (code: Parameters<typeof errorResponse>[0], status?: number) =>
  at({ restorePassword: http.put('/auth/restore-password', () => errorResponse(code, status ? { status } : {})) });

const meta = {
  title: 'Portal/Reset password',
  component: ResetPasswordPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } }, ...at() },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Keystone2021';
const WEAK_PASSWORD =
  'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Waits out the token check (and, through the real routes, the screen's chunk).
  await canvas.findByRole('button', { name: RESET_PASSWORD });
  return canvas;
}

async function type(canvasElement: HTMLElement, { password, repeat }: { password?: string; repeat?: string }) {
  const canvas = await form(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText('New password'), password);
  if (repeat) await userEvent.type(canvas.getByLabelText('Repeat password'), repeat);
}

async function resetPassword(canvasElement: HTMLElement) {
  await type(canvasElement, { password: PASSWORD, repeat: PASSWORD });
  const button = within(canvasElement).getByRole('button', { name: RESET_PASSWORD });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/** A valid link: the form, its button disabled until the form is valid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: RESET_PASSWORD })).toBeVisible();
    await expect(canvas.getByText('Choose a new password for invited@keystone.test.')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: RESET_PASSWORD })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const Checking: Story = {
  parameters: at({
    validateToken: http.post('/auth/validate', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** An expired, used or unknown link goes to /login with the expired flag. */
export const InvalidLink: Story = {
  parameters: screenParameters({ ...screen, route: `/login/new-password/${INVALID_ONE_TIME_TOKEN}` }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /login?expired=true',
    );
  },
};

/** Through the real routes: the login screen then shows the expired-link message. */
export const InvalidLinkOnLogin: Story = {
  parameters: screenParameters({ app: true, route: `/login/new-password/${INVALID_ONE_TIME_TOKEN}` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The real route table loads each screen's chunk on demand: give it time on a busy machine.
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByText('Link was expired. Please repeat the forgotten password flow again.')).toBeVisible();
  },
};

/** Checked as typed: emptying the field says it is required. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    await type(canvasElement, { password: 'K' });
    await userEvent.clear(within(canvasElement).getByLabelText('New password'));
    await expect(await within(canvasElement).findByText('Please enter the password')).toBeVisible();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    await type(canvasElement, { password: 'keystone', repeat: 'keystone' });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(WEAK_PASSWORD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RESET_PASSWORD })).toBeDisabled();
  },
};

export const RepeatRequired: Story = {
  play: async ({ canvasElement }) => {
    await type(canvasElement, { password: PASSWORD, repeat: 'K' });
    await userEvent.clear(within(canvasElement).getByLabelText('Repeat password'));
    await expect(await within(canvasElement).findByText('Repeat password required')).toBeVisible();
  },
};

/** A mismatch is reported, and mending the password (not only the repeat) clears it. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    await type(canvasElement, { password: `${PASSWORD}x`, repeat: PASSWORD });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Password mismatch')).toBeVisible();
    await expect(canvas.getByRole('button', { name: RESET_PASSWORD })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New password'), '{Backspace}');
    await waitFor(() => expect(canvas.queryByText('Password mismatch')).toBeNull());
    await expect(canvas.getByRole('button', { name: RESET_PASSWORD })).toBeEnabled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    await type(canvasElement, { password: PASSWORD, repeat: PASSWORD });
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: RESET_PASSWORD })).toBeEnabled());
  },
};

export const Submitting: Story = {
  parameters: at({
    restorePassword: http.put('/auth/restore-password', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await resetPassword(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: RESET_PASSWORD });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Code 8: the link expired or was used while the form was open; the modal's button goes to /login. */
export const LinkExpired: Story = {
  parameters: restoreAnswers(8, 400),
  play: async ({ canvasElement }) => {
    await resetPassword(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Link expired' });
    await expect(modal).toHaveAccessibleDescription(
      'Link was expired. Please repeat the forgotten password flow again',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Back to login' }));
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/login$/);
  },
};

/** Any other code shows the server's message (here the server's own check of the password, code 2). */
export const InvalidData: Story = {
  parameters: at({
    restorePassword: http.put('/auth/restore-password', () =>
      errorResponse(2, { fieldErrors: [{ field: 'newPassword', message: WEAK_PASSWORD }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await resetPassword(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid data');
  },
};

export const TooManyAttempts: Story = {
  parameters: restoreAnswers(20),
  play: async ({ canvasElement }) => {
    await resetPassword(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  },
};

export const ServerError: Story = {
  parameters: restoreAnswers(1),
  play: async ({ canvasElement }) => {
    await resetPassword(canvasElement);
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Link expired' })).toBeNull();
  },
};

/** The new password goes with the link's token; then the person is told they can log in, with a way to `/`. */
export const PasswordReset: Story = {
  parameters: at({
    restorePassword: http.put('/auth/restore-password', async ({ request, response }) => {
      const { newPassword, token } = await request.json();
      return newPassword === PASSWORD && token === 'restore-token' ? response(204).empty() : errorResponse(2);
    }),
  }),
  play: async ({ canvasElement }) => {
    await resetPassword(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: PASSWORD_RESET.title })).toBeVisible();
    await expect(canvas.getByText(PASSWORD_RESET.text)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
  },
};

/** The check itself failed (network down): the generic modal and a retry, not the expired path. */
export const CheckFailed: Story = {
  parameters: at({ validateToken: http.post('/auth/validate', () => errorResponse(1, { status: 503 })) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  },
};
