import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { RegisterInterestDialog } from './register-interest-dialog.tsx';
import { REGISTER_INTEREST_LINK } from './register-interest-link.ts';

const at = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/login', path: '/login' }, overrides);

const meta = {
  title: 'Portal/Login/Register interest',
  component: RegisterInterestDialog,
  tags: ['autodocs'],
  args: { defaultOpen: true },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } }, ...at() },
} satisfies Meta<typeof RegisterInterestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogNamed = (canvasElement: HTMLElement, name: string) => page(canvasElement).findByRole('dialog', { name });
const form = (canvasElement: HTMLElement) => dialogNamed(canvasElement, 'Register interest');

async function fill(canvasElement: HTMLElement, { fullName, email }: { fullName?: string; email?: string }) {
  const dialog = within(await form(canvasElement));
  if (fullName) await userEvent.type(dialog.getByLabelText('Full name'), fullName);
  if (email) await userEvent.type(dialog.getByLabelText('Email'), email);
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click(within(await form(canvasElement)).getByRole('button', { name: "let's get started" }));
}

async function fillAndSubmit(canvasElement: HTMLElement) {
  await fill(canvasElement, { fullName: 'Ada Lovelace', email: 'ada@example.com' });
  await submit(canvasElement);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await form(canvasElement));
    await expect(dialog.getByLabelText('Full name')).toHaveValue('');
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: "let's get started" })).toBeEnabled();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const Playground: Story = {};

/** The login screen's link opens the modal. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: REGISTER_INTEREST_LINK }));
    await expect(await form(canvasElement)).toBeVisible();
  },
};

/** Validation waits for the submit: leaving a field says nothing. */
export const NotValidatedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { email: 'ada@example' });
    await userEvent.tab();
    const dialog = within(await form(canvasElement));
    await expect(dialog.queryByText('Incorrect Email address')).toBeNull();
    await expect(dialog.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const dialog = within(await form(canvasElement));
    await expect(await dialog.findByText('Please enter your full name')).toBeVisible();
    await expect(dialog.getByText('Please enter Email Address')).toBeVisible();
    await expect(dialog.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const IncorrectFormat: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: 'R2-D2', email: 'ada@example' });
    await submit(canvasElement);
    const dialog = within(await form(canvasElement));
    await expect(await dialog.findByText('Incorrect Format')).toBeVisible();
    await expect(dialog.getByText('Incorrect Email address')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: at({
    requestInvite: http.post('/auth/request-invite', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const button = within(await form(canvasElement)).getByRole('button', { name: "let's get started" });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Code 2: the catalogue's message for the code. */
export const InvalidData: Story = {
  parameters: at({ requestInvite: http.post('/auth/request-invite', () => errorResponse(2)) }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(await form(canvasElement)).findByRole('alert')).toHaveTextContent('Invalid data');
  },
};

/** Code 20 (rate limit): the catalogue's message for the code. */
export const TooManyAttempts: Story = {
  parameters: at({ requestInvite: http.post('/auth/request-invite', () => errorResponse(20)) }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(await form(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  },
};

/** The server broke: the generic modal opens over the form, which keeps what was typed. */
export const ServerError: Story = {
  parameters: at({ requestInvite: http.post('/auth/request-invite', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const modal = await dialogNamed(canvasElement, 'Something went wrong');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(within(await form(canvasElement)).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  },
};

/** The name is sent trimmed; the confirmation replaces the form. */
export const Sent: Story = {
  parameters: at({
    requestInvite: http.post('/auth/request-invite', async ({ request, response }) => {
      const { fullName, email } = await request.json();
      if (fullName !== 'Ada Lovelace' || email !== 'ada@example.com') return errorResponse(2);
      return response(204).empty();
    }),
  }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: ' Ada Lovelace ', email: 'ada@example.com' });
    await submit(canvasElement);
    const thanks = await dialogNamed(canvasElement, 'Thank you!');
    await expect(thanks).toHaveAccessibleDescription('You request has been sent.');
  },
};

/** Closing the confirmation and opening the modal again starts a new, empty request. */
export const SentThenReopened: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('button', { name: REGISTER_INTEREST_LINK });
    await userEvent.click(link);
    await fillAndSubmit(canvasElement);
    await userEvent.click(within(await dialogNamed(canvasElement, 'Thank you!')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(within(await form(canvasElement)).getByLabelText('Full name')).toHaveValue('');
  },
};
