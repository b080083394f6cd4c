import { demoPeople, demoUsers } from '@keystone/demo/fixtures';
import {
  errorResponse,
  handlers,
  http,
  MOCK_SUPPORT_EMAIL,
  mockTokenFor,
  startMockSession,
} from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, type ScreenParameters } from '../../testing/screen-decorator.tsx';
import { FORGOT_PASSWORD_LINK } from './forgot-password-dialog/index.ts';
import { EXPIRED_LINK_MESSAGE, HELP_LINK, LoginPage } from './login-page.tsx';
import { REGISTER_INTEREST_LINK } from './register-interest-dialog/index.ts';

const screen: ScreenParameters = { route: '/login', path: '/login' };

const meta = {
  title: 'Portal/Login',
  component: LoginPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', screen, msw: { handlers } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: REGISTER_INTEREST_LINK })).toBeVisible();
    await expect(canvas.getByRole('button', { name: FORGOT_PASSWORD_LINK })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Help is one tap from the sign-in page, for a visitor as for an investor who cannot sign in. */
async function expectHelpLink(canvasElement: HTMLElement) {
  const link = await within(canvasElement).findByRole('link', { name: HELP_LINK });
  await expect(link).toHaveAttribute('href', '/help');
  await expect(link).toBeVisible();
  const box = link.getBoundingClientRect();
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await expect(box.height).toBeGreaterThanOrEqual(20);
}

export const HelpLinkOnMobile: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => expectHelpLink(canvasElement),
};

export const HelpLinkOnDesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => expectHelpLink(canvasElement),
};

/** Login validates on blur, with the seed's messages. */
export const InvalidOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Email'));
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter the Email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'investor@example');
    await userEvent.tab();
    await expect(await canvas.findByText('Incorrect email format')).toBeVisible();
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter the password')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RememberMeTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remember = await canvas.findByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(remember);
    await expect(remember).toBeChecked();
  },
};

const sentBodies: { rememberMe?: boolean }[] = [];

/** 'Remember me' is only sent to the server, which keeps the session cookie 30 days instead of until the browser closes. */
export const RememberedSignIn: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        login: http.post('/auth/login', async ({ request, response }) => {
          const body = await request.json();
          sentBodies.push(body);
          const user = demoUsers.admin;
          startMockSession(user);
          return response(200).json({ token: mockTokenFor(user), user });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    sentBodies.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Remember me' }));
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
    await expect(sentBodies).toEqual([
      { email: demoUsers.admin.email, password: demoPeople.admin.password, rememberMe: true },
    ]);
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        login: http.post('/auth/login', async () => {
          await delay('infinite');
          return errorResponse(1);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    const button = await within(canvasElement).findByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Code 7: the same words whether the e-mail or the password was wrong. */
export const WrongPassword: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, 'NotThePassword1');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Incorrect Email or Password');
  },
};

/** The seed's words for a deactivated account, the support address a link that opens the visitor's mail program. */
export const NotActive: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.notActiveInvestor.email, demoPeople.notActiveInvestor.password);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`Something went wrong. Please contact support: ${MOCK_SUPPORT_EMAIL}`);
    await expect(within(alert).getByRole('link', { name: MOCK_SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${MOCK_SUPPORT_EMAIL}`,
    );
  },
};

/** A locked-out account (429 code 20) is told when it may try again, from the seconds the server gave. */
export const LockedOut: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        login: http.post('/auth/login', () => errorResponse(20, { retryAfterSeconds: 14 * 60 + 5 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  },
};

/** A few wrong passwords make the next try wait seconds, not minutes: the message says so, not '1 minute'. */
export const BriefWait: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        login: http.post('/auth/login', () => errorResponse(20, { retryAfterSeconds: 8 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 8 seconds.',
    );
  },
};

/** Any other code shows the server's message (here the rate limit, code 20, without the time to wait). */
export const ServerMessage: Story = {
  parameters: { msw: { handlers: { ...handlers, login: http.post('/auth/login', () => errorResponse(20)) } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Too many attempts. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An unexpected failure (5xx, network, timeout) opens the generic error modal instead. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { ...handlers, login: http.post('/auth/login', () => errorResponse(1)) } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** Reached from an expired or used password-reset link. */
export const ExpiredLink: Story = {
  parameters: { screen: { ...screen, route: '/login?expired=true' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(EXPIRED_LINK_MESSAGE)).toBeVisible();
  },
};

export const RegisterInterest: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: REGISTER_INTEREST_LINK }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Register interest' });
    await expect(within(dialog).getByRole('button', { name: "let's get started" })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: FORGOT_PASSWORD_LINK }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Forgot password?' });
    await expect(within(dialog).getByLabelText('Email')).toBeVisible();
  },
};
