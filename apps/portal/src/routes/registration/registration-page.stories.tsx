import { demoUsers } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { errorResponse, http, INVALID_ONE_TIME_TOKEN, signedInUser } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters, type ScreenParameters } from '../../testing/screen-decorator.tsx';
import { ACCOUNT_CREATED } from './account-created-dialog.tsx';
import { CREATE_ACCOUNT, TERMS_LABEL } from './registration-form.tsx';
import { RegistrationPage } from './registration-page.tsx';

const INVITATION = '/login/invitation-token';
const screen: ScreenParameters = { route: INVITATION, path: '/login/:token' };
const at = (overrides: Parameters<typeof screenParameters>[1] = {}, where: ScreenParameters = screen) =>
  screenParameters(where, overrides);
const invalidLink = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  at(overrides, { ...screen, route: `/login/${INVALID_ONE_TIME_TOKEN}` });

const meta = {
  title: 'Portal/Registration',
  component: RegistrationPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } }, ...at() },
} satisfies Meta<typeof RegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Keystone2021';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Waits out the token check (and, through the real routes, the screen's chunk).
  await canvas.findByRole('button', { name: CREATE_ACCOUNT });
  return canvas;
}

async function fill(
  canvasElement: HTMLElement,
  values: { fullName?: string; password?: string; repeat?: string; terms?: boolean },
) {
  const canvas = await form(canvasElement);
  if (values.fullName) await userEvent.type(canvas.getByLabelText('Full name'), values.fullName);
  if (values.password) await userEvent.type(canvas.getByLabelText('Password'), values.password);
  if (values.repeat) await userEvent.type(canvas.getByLabelText('Repeat password'), values.repeat);
  if (values.terms !== false) await userEvent.click(canvas.getByRole('checkbox', { name: TERMS_LABEL }));
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click((await form(canvasElement)).getByRole('button', { name: CREATE_ACCOUNT }));
}

async function register(canvasElement: HTMLElement, fullName = 'Ada Lovelace') {
  await fill(canvasElement, { fullName, password: PASSWORD, repeat: PASSWORD });
  await submit(canvasElement);
}

const registryAnswers = (code: Parameters<typeof errorResponse>[0], status?: number) =>
  at({ register: http.put('/auth/registry', () => errorResponse(code, status ? { status } : {})) });

/** A valid invitation: the form, for the e-mail the invitation was sent to. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create your investor account' })).toBeVisible();
    await expect(canvas.getByText('Your invitation is for invited@keystone.test.')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: TERMS_LABEL })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: CREATE_ACCOUNT })).toBeDisabled();
  },
};

export const Playground: Story = {};

/** 'loading...' while the invitation is checked. */
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

/** The button waits for the terms box, and goes quiet again when it is unticked. */
export const TermsTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const terms = canvas.getByRole('checkbox', { name: TERMS_LABEL });
    const button = canvas.getByRole('button', { name: CREATE_ACCOUNT });
    await userEvent.click(terms);
    await expect(button).toBeEnabled();
    await userEvent.click(terms);
    await expect(button).toBeDisabled();
  },
};

/** Validation waits for the submit. */
export const NotValidatedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'R2-D2');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.queryByText('Incorrect Format')).toBeNull();
    await expect(canvas.queryByText('Please enter the password')).toBeNull();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {});
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please enter your full name')).toBeVisible();
    await expect(canvas.getByText('Please enter the password')).toBeVisible();
    await expect(canvas.getByText('Repeat password required')).toBeVisible();
  },
};

export const IncorrectFormat: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: 'R2-D2', password: 'keystone', repeat: 'keystone' });
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Incorrect Format')).toBeVisible();
    await expect(
      canvas.getByText(
        'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.',
      ),
    ).toBeVisible();
  },
};

/** Registration allows 100 characters of name, not the 150 of other forms. */
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: `Ada ${'a'.repeat(97)}`, password: PASSWORD, repeat: PASSWORD });
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Incorrect Format')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { fullName: 'Ada Lovelace', password: PASSWORD, repeat: `${PASSWORD}x` });
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Password mismatch')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: at({
    register: http.put('/auth/registry', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: CREATE_ACCOUNT });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Code 8: the invitation was used or expired while the form was open; the catalogue's message. */
export const InvalidToken: Story = {
  parameters: registryAnswers(8, 400),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid token');
  },
};

/** Code 12: an account already exists for the invited e-mail. */
export const UserAlreadyExists: Story = {
  parameters: registryAnswers(12),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('User already exists');
  },
};

/** Code 2: the server's own check of the fields refused them. */
export const InvalidData: Story = {
  parameters: registryAnswers(2),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid data');
  },
};

export const TooManyAttempts: Story = {
  parameters: registryAnswers(20),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  },
};

/** The server broke: the generic modal, and the form keeps what was typed. */
export const ServerError: Story = {
  parameters: registryAnswers(1),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(within(canvasElement).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  },
};

/** The name is sent trimmed, with the invitation's token; then 'Account created'. */
export const AccountCreated: Story = {
  parameters: at({
    register: http.put('/auth/registry', async ({ request, response }) => {
      const { fullName, password, token } = await request.json();
      if (fullName !== 'Ada Lovelace' || password !== PASSWORD || token !== 'invitation-token') return errorResponse(2);
      const user: User = { ...demoUsers.kycNotStartedInvestor, fullName };
      return response(200).json({ token: 'login-token', user });
    }),
  }),
  play: async ({ canvasElement }) => {
    await register(canvasElement, '  Ada Lovelace  ');
    const dialog = await page(canvasElement).findByRole('dialog', { name: ACCOUNT_CREATED.title });
    await expect(dialog).toHaveAccessibleDescription(ACCOUNT_CREATED.text);
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

/** Closing 'Account created' signs the investor in and sends them to `/`. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: ACCOUNT_CREATED.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
  },
};

const registered: User = {
  ...demoUsers.kycNotStartedInvestor,
  id: 100,
  email: 'invited@keystone.test',
  fullName: 'Ada Lovelace',
};

/**
 * Through the real routes and guards: a new investor (KYC not started) lands on /platform/kyc. Escape closes
 * 'Account created' as the button does.
 */
export const LandsOnKyc: Story = {
  parameters: screenParameters(
    { app: true, route: INVITATION },
    {
      // A visitor until `register` starts the (mock) session cookie.
      getCurrentUser: http.get('/user', ({ request, response }) =>
        signedInUser(request) ? response(200).json(registered) : errorResponse(6),
      ),
    },
  ),
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await page(canvasElement).findByRole('dialog', { name: ACCOUNT_CREATED.title });
    await userEvent.keyboard('{Escape}');
    // The real route table loads each screen's chunk on demand: give it time on a busy machine.
    const kyc = await within(canvasElement).findByRole('heading', { name: 'Know your customer' });
    await expect(kyc).toBeVisible();
  },
};

/** An expired, used or unknown invitation: the request-membership form instead. */
export const InvalidLink: Story = {
  parameters: invalidLink(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request membership' })).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: CREATE_ACCOUNT })).toBeNull();
  },
};

/** The invalid-link screen is no dead end: the way back to sign in is offered beside the request form. */
export const InvalidLinkBackToSignIn: Story = {
  parameters: invalidLink(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request membership' })).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Back to sign in' });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/login');
  },
};

/** The request-membership form has register interest's rules and messages, checked on submit. */
export const InvalidLinkRequired: Story = {
  parameters: invalidLink(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "let's get started" }));
    await expect(await canvas.findByText('Please enter your full name')).toBeVisible();
    await expect(canvas.getByText('Please enter Email Address')).toBeVisible();
  },
};

export const InvalidLinkRequestSent: Story = {
  parameters: invalidLink(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: "let's get started" }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(canvas.getByText('You request has been sent.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

let validateCalls = 0;

/** The check itself failed (500): the generic modal, and the link can be checked again. */
export const CheckFailed: Story = {
  beforeEach: () => {
    validateCalls = 0;
  },
  parameters: at({
    validateToken: http.post('/auth/validate', ({ response }) => {
      validateCalls += 1;
      return validateCalls === 1
        ? errorResponse(1)
        : response(200).json({ valid: true, tokenType: 'REGISTRY', email: 'invited@keystone.test' });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not check your link.');
    await expect(canvas.queryByRole('heading', { name: 'Request membership' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: CREATE_ACCOUNT })).toBeVisible();
  },
};

/** Rate-limited (429): the server's message, not the invalid-link path. */
export const CheckRateLimited: Story = {
  parameters: at({ validateToken: http.post('/auth/validate', () => errorResponse(20)) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
