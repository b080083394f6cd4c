import { demoPeople, demoUsers } from '@keystone/demo/fixtures';
import {
  errorResponse,
  handlers,
  http,
  MOCK_RECOVERY_CODES_LEFT,
  MOCK_SUPPORT_EMAIL,
  MOCK_TOTP_CODE,
  mockTokenFor,
  startMockSession,
} from '@keystone/demo/mocks';
import type { AuthenticationResponseJSON, SecondFactorMethod } from '@keystone/api';
import { recoveryCodesLeftMessage, SECOND_FACTOR_MESSAGES } from '@keystone/flows/second-factor';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PasskeyBrowserContext, type PasskeyBrowser } from '../../passkey-browser/passkey-browser.tsx';
import { RECOVERY_CODE_LABEL, SECOND_STEP_WAYS, SUPPORT_LINK } from '../../second-step/index.ts';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, type ScreenParameters } from '../../testing/screen-decorator.tsx';
import { FORGOT_PASSWORD_LINK } from './forgot-password-dialog/index.ts';
import { EXPIRED_LINK_MESSAGE, HELP_LINK, LoginPage, PASSKEY_SIGN_IN, RECOVERY_CODE_USED } from './login-page.tsx';
import { SECOND_STEP_TEXTS } from './second-step.tsx';
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

/** A user without a second factor is signed in by the password alone. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoUsers.approvedInvestor.email, demoPeople.approvedInvestor.password);
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

// ---------------------------------------------------------------- The second step and passkeys (issue 36 §1)

/** What a browser's passkey answers (the mocks check no signature). */
const assertion: AuthenticationResponseJSON = {
  id: 'bW9jay1wYXNza2V5',
  rawId: 'bW9jay1wYXNza2V5',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
  type: 'public-key',
};
/** A browser whose passkey prompt the story decides: it answers, is refused, or waits. */
const withPasskeys =
  (browser: Partial<PasskeyBrowser> = {}): Decorator =>
  (Story) => (
    <PasskeyBrowserContext value={{ supported: true, authenticate: async () => assertion, ...browser }}>
      <Story />
    </PasskeyBrowserContext>
  );
const refusedPasskey = withPasskeys({
  authenticate: () => Promise.reject(new Error(SECOND_FACTOR_MESSAGES.passkeyNotUsed)),
});
const waitingPasskey = withPasskeys({ authenticate: () => new Promise(() => {}) });
const noWebAuthn = withPasskeys({ supported: false });

/** The demo admin's password is right; the mock answers 202 with a ticket for these methods. */
const ticketFor = (methods: SecondFactorMethod[]) => ({
  ...handlers,
  login: http.post('/auth/login', ({ response }) =>
    response(202).json({ ticket: `mock-ticket.${demoUsers.admin.id}`, methods, expiresAt: '2026-11-30T10:05:00.000Z' }),
  ),
});

async function toSecondStep(canvasElement: HTMLElement) {
  await signIn(canvasElement, demoUsers.admin.email, demoPeople.admin.password);
  const heading = await within(canvasElement).findByRole('heading', { name: SECOND_STEP_TEXTS.heading });
  await expect(heading).toHaveFocus();
  return heading;
}

const codeBox = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(SECOND_FACTOR_MESSAGES.totpCode);
const confirm = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: SECOND_STEP_TEXTS.submit }));

/** The passkey button sits under the password form wherever the browser has WebAuthn. */
export const PasskeyButton: Story = {
  decorators: [withPasskeys()],
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: PASSKEY_SIGN_IN });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
  },
};

/** A browser without WebAuthn shows no passkey button, here or in the second step. */
export const NoWebAuthn: Story = {
  decorators: [noWebAuthn],
  parameters: { msw: { handlers: ticketFor(['TOTP', 'PASSKEY']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PASSKEY_SIGN_IN })).toBeNull();
    await toSecondStep(canvasElement);
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeNull();
  },
};

const passkeyBodies: unknown[] = [];

/** A passkey signs in without a password, and 'Remember me' goes with it. */
export const PasswordlessPasskey: Story = {
  decorators: [withPasskeys()],
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        signInWithPasskey: http.post('/auth/login/passkey', async ({ request, response }) => {
          passkeyBodies.push(await request.json());
          const user = demoUsers.approvedInvestor;
          startMockSession(user);
          return response(200).json({ token: mockTokenFor(user), user });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    passkeyBodies.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_SIGN_IN }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
    await expect(passkeyBodies).toEqual([{ challengeId: expect.any(String), credential: assertion, rememberMe: true }]);
  },
};

/** While the browser's passkey prompt is open, the button is busy. */
export const PasswordlessPasskeyWaiting: Story = {
  decorators: [waitingPasskey],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: PASSKEY_SIGN_IN }));
    await expect(await canvas.findByRole('button', { name: PASSKEY_SIGN_IN })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A prompt closed or refused tells so in the form, in words of our own. */
export const PasswordlessPasskeyRefused: Story = {
  decorators: [refusedPasskey],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: PASSKEY_SIGN_IN }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.passkeyNotUsed);
  },
};

/**
 * A user with an authenticator app: after the password, the second step in place, its heading focused, the box for
 * the code's box offering a phone's numeric keypad and its one-time-code autofill; the other ways and the support route
 * below it.
 */
export const SecondStepCode: Story = {
  tags: ['visual'],
  decorators: [withPasskeys()],
  parameters: { msw: { handlers: ticketFor(['TOTP', 'PASSKEY']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    const box = codeBox(canvasElement);
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeVisible();
    await expect(canvas.getByText(SECOND_FACTOR_MESSAGES.lostEverything, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_LINK.label })).toHaveAttribute('href', SUPPORT_LINK.to);
  },
};

/** The demo code signs in and goes on to where the person was heading. */
export const SecondStepSignedIn: Story = {
  parameters: { msw: { handlers: ticketFor(['TOTP']) } },
  play: async ({ canvasElement }) => {
    await toSecondStep(canvasElement);
    await userEvent.type(codeBox(canvasElement), MOCK_TOTP_CODE);
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** A code of the wrong shape is refused by flows' rule before anything is sent. */
export const SecondStepInvalidCode: Story = {
  parameters: { msw: { handlers: ticketFor(['TOTP']) } },
  play: async ({ canvasElement }) => {
    await toSecondStep(canvasElement);
    await userEvent.type(codeBox(canvasElement), '12 34');
    await confirm(canvasElement);
    await expect(codeBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong code stays in the second step with code 60's words, the box emptied for the next try. */
export const SecondStepWrongCode: Story = {
  tags: ['visual'],
  parameters: { msw: { handlers: ticketFor(['TOTP']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.type(codeBox(canvasElement), '000000');
    await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check it and try again',
    );
    await expect(codeBox(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: SECOND_STEP_TEXTS.heading })).toBeVisible();
  },
};

/** While the code is checked, the button is busy and the other ways wait. */
export const SecondStepVerifying: Story = {
  parameters: {
    msw: {
      handlers: {
        ...ticketFor(['TOTP']),
        signInWithCode: http.post('/auth/login/code', async () => {
          await delay('infinite');
          return errorResponse(1);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.type(codeBox(canvasElement), MOCK_TOTP_CODE);
    await confirm(canvasElement);
    await expect(await canvas.findByRole('button', { name: SECOND_STEP_TEXTS.submit })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeDisabled();
  },
};

/** A recovery code instead: accepted, and a notice says how many remain before the person goes on. */
export const SecondStepRecoveryCode: Story = {
  tags: ['visual'],
  parameters: { msw: { handlers: ticketFor(['TOTP']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toSecondStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode }));
    const box = await canvas.findByLabelText(RECOVERY_CODE_LABEL);
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.authenticator })).toBeVisible();
    await userEvent.type(box, '7kq2m-xd94t');
    await confirm(canvasElement);
    const notice = await body.findByRole('dialog', { name: RECOVERY_CODE_USED.title });
    await expect(notice).toHaveTextContent(recoveryCodesLeftMessage(MOCK_RECOVERY_CODES_LEFT));
  },
};

/** The notice's button goes on into the platform. */
export const RecoveryCodeNoticeContinue: Story = {
  parameters: { msw: { handlers: ticketFor(['TOTP']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode }));
    await userEvent.type(await canvas.findByLabelText(RECOVERY_CODE_LABEL), '7KQ2MXD94T');
    await confirm(canvasElement);
    const notice = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: RECOVERY_CODE_USED.title,
    });
    await userEvent.click(within(notice).getByRole('button', { name: RECOVERY_CODE_USED.action }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** A user with a passkey only is offered the passkey and a recovery code. */
export const SecondStepChoosing: Story = {
  decorators: [withPasskeys()],
  parameters: { msw: { handlers: ticketFor(['PASSKEY']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await expect(canvas.queryByLabelText(SECOND_FACTOR_MESSAGES.totpCode)).toBeNull();
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: SECOND_STEP_WAYS.authenticator })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: SECOND_STEP_WAYS.passkey }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** While the passkey prompt is open, the second step waits for it. */
export const SecondStepPasskey: Story = {
  decorators: [waitingPasskey],
  parameters: { msw: { handlers: ticketFor(['TOTP', 'PASSKEY']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SECOND_STEP_WAYS.passkey }));
    await expect(await canvas.findByRole('button', { name: SECOND_STEP_TEXTS.passkey })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.recoveryCode })).toBeDisabled();
  },
};

/** A passkey prompt refused goes back to the choice, saying so. */
export const SecondStepPasskeyRefused: Story = {
  decorators: [refusedPasskey],
  parameters: { msw: { handlers: ticketFor(['PASSKEY']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SECOND_STEP_WAYS.passkey }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.passkeyNotUsed);
    await expect(canvas.getByRole('button', { name: SECOND_STEP_WAYS.passkey })).toBeEnabled();
  },
};

/** A second step that took too long (code 61) goes back to the password, with its words. */
export const SecondStepExpired: Story = {
  parameters: {
    msw: {
      handlers: { ...ticketFor(['TOTP']), signInWithCode: http.post('/auth/login/code', () => errorResponse(61)) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.type(codeBox(canvasElement), MOCK_TOTP_CODE);
    await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your sign-in took too long. Please sign in again',
    );
    await expect(canvas.getByLabelText('Password')).toBeVisible();
  },
};

/** Too many wrong codes (code 20) are told with the time to wait, back at the password. */
export const SecondStepThrottled: Story = {
  parameters: {
    msw: {
      handlers: {
        ...ticketFor(['TOTP']),
        signInWithCode: http.post('/auth/login/code', () => errorResponse(20, { retryAfterSeconds: 30 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.type(codeBox(canvasElement), MOCK_TOTP_CODE);
    await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 30 seconds.',
    );
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** 'Back to sign in' forgets the ticket and shows the password form again. */
export const SecondStepBack: Story = {
  parameters: { msw: { handlers: ticketFor(['TOTP']) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SECOND_STEP_TEXTS.back }));
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
