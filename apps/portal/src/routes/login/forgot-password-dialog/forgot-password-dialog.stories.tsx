import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ForgotPasswordDialog, linkSentText } from './forgot-password-dialog.tsx';
import { FORGOT_PASSWORD_LINK } from './forgot-password-link.ts';

const at = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/login', path: '/login' }, overrides);

const meta = {
  title: 'Portal/Login/Forgot password',
  component: ForgotPasswordDialog,
  tags: ['autodocs'],
  args: { defaultOpen: true },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } }, ...at() },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT_EMAIL = demoUsers.approvedInvestor.email;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogNamed = (canvasElement: HTMLElement, name: string) => page(canvasElement).findByRole('dialog', { name });
const form = (canvasElement: HTMLElement) => dialogNamed(canvasElement, 'Forgot password?');

async function send(canvasElement: HTMLElement, email: string) {
  const dialog = within(await form(canvasElement));
  if (email) await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.click(dialog.getByRole('button', { name: 'Send link' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await form(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Enter your e-mail and we will send you a link to create a new password.',
    );
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Send link' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** The login screen's link opens the modal. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: FORGOT_PASSWORD_LINK }));
    await expect(await form(canvasElement)).toBeVisible();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, '');
    const dialog = within(await form(canvasElement));
    await expect(await dialog.findByText('Email required')).toBeVisible();
    await expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'isla@example');
    await expect(await within(await form(canvasElement)).findByText('invalid email')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: at({
    sendRestorePasswordLink: http.post('/auth/send-restore-password-link', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, ACCOUNT_EMAIL);
    const button = within(await form(canvasElement)).getByRole('button', { name: 'Send link' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Code 7 (no account with this e-mail, in the mocks) reads 'Incorrect Email'. */
export const IncorrectEmail: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'nobody@example.com');
    await expect(await within(await form(canvasElement)).findByRole('alert')).toHaveTextContent(/^Incorrect Email$/);
  },
};

/** Any other code shows the server's message (here the rate limit, code 20). */
export const TooManyAttempts: Story = {
  parameters: at({
    sendRestorePasswordLink: http.post('/auth/send-restore-password-link', () =>
      errorResponse(20, { message: 'Too many attempts. Please try again in 10 minutes.' }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, ACCOUNT_EMAIL);
    await expect(await within(await form(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 10 minutes.',
    );
  },
};

export const ServerError: Story = {
  parameters: at({ sendRestorePasswordLink: http.post('/auth/send-restore-password-link', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, ACCOUNT_EMAIL);
    const modal = await dialogNamed(canvasElement, 'Something went wrong');
    await expect(modal).toHaveAccessibleDescription(
      'Whatever happened, it was probably our fault. Please try again later.',
    );
  },
};

/** The e-mail goes in the query; the confirmation does not say whether the account exists. */
export const Sent: Story = {
  parameters: at({
    sendRestorePasswordLink: http.post('/auth/send-restore-password-link', ({ query, response }) =>
      query.get('email') === ACCOUNT_EMAIL ? response(204).empty() : errorResponse(2),
    ),
  }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, ACCOUNT_EMAIL);
    const sent = await dialogNamed(canvasElement, 'Check your inbox');
    await expect(sent).toHaveAccessibleDescription(linkSentText(ACCOUNT_EMAIL));
    await userEvent.click(within(sent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
