import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { REQUEST_INVITE_SUBMIT, RequestInviteForm } from './request-invite-form.tsx';

const at = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: '/registration', path: '/registration' }, overrides);

const meta = {
  title: 'Portal/Request invite/Form',
  component: RequestInviteForm,
  tags: ['autodocs'],
  args: { onSent: fn() },
  decorators: [
    screenDecorator,
    (Story) => (
      <main className="max-w-md p-6">
        <Story />
      </main>
    ),
  ],
  parameters: { layout: 'fullscreen', ...at() },
} satisfies Meta<typeof RequestInviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fill(canvasElement: HTMLElement, { fullName, email }: { fullName?: string; email?: string }) {
  const canvas = within(canvasElement);
  if (fullName) await userEvent.type(await canvas.findByLabelText('Full name'), fullName);
  if (email) await userEvent.type(await canvas.findByLabelText('Email'), email);
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: REQUEST_INVITE_SUBMIT }));
}

async function expectFieldError(canvasElement: HTMLElement, label: string, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(message)).toBeVisible();
  const field = canvas.getByLabelText(label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

const sendValidRequest = async (canvasElement: HTMLElement) => {
  await fill(canvasElement, { fullName: 'Ada Lovelace', email: 'ada@example.com' });
  await submit(canvasElement);
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Full name')).toHaveValue('');
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: REQUEST_INVITE_SUBMIT })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** Nothing typed: each field says what it needs, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expectFieldError(canvasElement, 'Full name', 'Please enter your full name');
    await expectFieldError(canvasElement, 'Email', 'Please enter Email Address');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** Spaces alone are no name (nor an address). */
export const BlankName: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: '   ', email: '   ' });
    await submit(canvasElement);
    await expectFieldError(canvasElement, 'Full name', 'Please enter your full name');
    await expectFieldError(canvasElement, 'Email', 'Please enter Email Address');
  },
};

/** Digits and symbols are not part of a name; an address needs text, @, text, dot, text. */
export const IncorrectFormat: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: 'R2-D2', email: 'ada@example' });
    await submit(canvasElement);
    await expectFieldError(canvasElement, 'Full name', 'Incorrect Format');
    await expectFieldError(canvasElement, 'Email', 'Incorrect Email address');
  },
};

/** One letter is too short a name; a space inside an address makes it incorrect. */
export const TooShortNameAndSpacedEmail: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: 'A', email: 'ada lovelace@example.com' });
    await submit(canvasElement);
    await expectFieldError(canvasElement, 'Full name', 'Incorrect Format');
    await expectFieldError(canvasElement, 'Email', 'Incorrect Email address');
  },
};

/** Correcting the fields and submitting again clears the messages and sends the request. */
export const CorrectedAfterErrors: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await Required.play?.(context);
    await sendValidRequest(canvasElement);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Please enter your full name')).toBeNull();
    await expect(canvas.queryByText('Please enter Email Address')).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: at({
    requestInvite: http.post('/auth/request-invite', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement, args }) => {
    await sendValidRequest(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: REQUEST_INVITE_SUBMIT });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** The address is already a member's (code 12): the catalogue's words above the form, which can be dismissed. */
export const AlreadyExists: Story = {
  parameters: at({ requestInvite: http.post('/auth/request-invite', () => errorResponse(12)) }),
  play: async ({ canvasElement, args }) => {
    await sendValidRequest(canvasElement);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('User already exists');
    await expect(args.onSent).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

/** The rate limit (code 20): the catalogue's words. */
export const TooManyAttempts: Story = {
  parameters: at({ requestInvite: http.post('/auth/request-invite', () => errorResponse(20)) }),
  play: async ({ canvasElement }) => {
    await sendValidRequest(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  },
};

/** The server broke: the generic modal opens, the form keeps what was typed and no message is added to it. */
export const ServerError: Story = {
  parameters: at({ requestInvite: http.post('/auth/request-invite', () => serverErrorResponse()) }),
  play: async ({ canvasElement, args }) => {
    await sendValidRequest(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

const sentBodies: unknown[] = [];

/** The server recorded the request: the name is sent trimmed, and the form's owner is told once. */
export const Sent: Story = {
  parameters: at({
    requestInvite: http.post('/auth/request-invite', async ({ request, response }) => {
      sentBodies.push(await request.json());
      return response(204).empty();
    }),
  }),
  play: async ({ canvasElement, args }) => {
    sentBodies.length = 0;
    await fill(canvasElement, { fullName: '  Ada Lovelace ', email: 'ada@example.com' });
    await submit(canvasElement);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    await expect(sentBodies).toEqual([{ fullName: 'Ada Lovelace', email: 'ada@example.com' }]);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
