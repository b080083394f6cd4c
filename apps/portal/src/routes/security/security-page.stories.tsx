import type { SecondFactors, User } from '@keystone/api';
import { demoPasskeys, demoUsers } from '@keystone/demo/fixtures';
import { http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { SET_UP_MESSAGES } from '@keystone/flows/second-factor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SECURITY_PATH } from '../../app/access.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { SecurityPage } from './security-page.tsx';
import { SECURITY_TEXTS } from './security-texts.ts';

const investor = demoUsers.approvedInvestor;
const admin = demoUsers.admin;
const investorWithPasskeys: User = { ...investor, secondFactorMethods: ['PASSKEY'] };

const securityScreen = (user: User, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route: SECURITY_PATH, user }, overrides);
const factorsAnswer = (factors: SecondFactors) => ({
  getSecondFactors: http.get('/user/second-factors', ({ response }) => response(200).json(factors)),
});

const meta = {
  title: 'Portal/Security/Security page',
  component: SecurityPage,
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...securityScreen(investor) },
} satisfies Meta<typeof SecurityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { name, level: 2 });

/** An investor with no second step: the authenticator is off, no passkeys, and recovery codes come with a factor. */
export const NothingOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: SECURITY_TEXTS.title, level: 1 })).toBeVisible();
    await expect(await canvas.findByText(SECURITY_TEXTS.totpOff)).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECURITY_TEXTS.turnOn })).toBeVisible();
    await expect(canvas.getByText(SECURITY_TEXTS.noPasskeys)).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECURITY_TEXTS.addPasskey })).toBeVisible();
    await expect(canvas.getByText(SECURITY_TEXTS.codesNone)).toBeVisible();
    await expect(canvas.queryByText(SECURITY_TEXTS.adminMustSetUp)).toBeNull();
    await expect(canvas.getByRole('link', { name: SECURITY_TEXTS.devicesLink })).toHaveAttribute(
      'href',
      '/platform/devices',
    );
  },
};

export const Playground: Story = {};

/** The admin's authenticator, on since the demo began: move it to a new phone or turn it off; ten codes left. */
export const AuthenticatorOn: Story = {
  parameters: securityScreen(admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SECURITY_TEXTS.totpOnSince('2025-10-01T09:00:00.000Z'))).toBeVisible();
    await expect(canvas.getByText('On since 01/10/2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECURITY_TEXTS.moveToNewPhone })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECURITY_TEXTS.turnOff })).toBeVisible();
    await expect(canvas.getByText(SECURITY_TEXTS.codesLeft(10))).toBeVisible();
    await expect(canvas.queryByText(SECURITY_TEXTS.codesLow)).toBeNull();
  },
};

/** Two passkeys: each with its name, when it was added and last used, and whether it is synced. */
export const PasskeysListed: Story = {
  tags: ['visual'],
  parameters: securityScreen(investorWithPasskeys),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: SECURITY_TEXTS.passkeysTitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(demoPasskeys.length);
    await expect(within(list).getByText('iPhone')).toBeVisible();
    await expect(within(list).getByText(SECURITY_TEXTS.synced)).toBeVisible();
    await expect(within(list).getByText(SECURITY_TEXTS.thisDeviceOnly)).toBeVisible();
    await expect(within(list).getByText(/Not used yet/)).toBeVisible();
    await expect(within(list).getByText(/Added 14\/09\/2026 · Last used 28\/11\/2026, 08:05/)).toBeVisible();
  },
};

/** Removing a passkey is asked once more; once removed, the list no longer has it. */
export const RemovePasskey: Story = {
  parameters: securityScreen(investorWithPasskeys),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SECURITY_TEXTS.removePasskey('Security key') }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: SECURITY_TEXTS.removePasskeyTitle('Security key'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: SECURITY_TEXTS.remove }));
    await expect(await canvas.findByText(SECURITY_TEXTS.passkeyRemoved)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Security key')).toBeNull());
  },
};

/** Two recovery codes left: the page asks for new ones. */
export const CodesLow: Story = {
  parameters: securityScreen(
    admin,
    factorsAnswer({
      totpEnabledAt: '2025-10-01T09:00:00.000Z',
      passkeys: [],
      recoveryCodesLeft: 2,
      confirmedUntil: null,
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SECURITY_TEXTS.codesLeft(2))).toBeVisible();
    await expect(canvas.getByText(SECURITY_TEXTS.codesLow)).toBeVisible();
  },
};

/** Making new codes: said that the old ones stop, then the ten new ones, closed only once ticked as saved. */
export const MakeNewCodes: Story = {
  parameters: securityScreen(admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SECURITY_TEXTS.makeNewCodes }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: SECURITY_TEXTS.makeNewCodes });
    await expect(within(dialog).getByText(SECURITY_TEXTS.makeNewCodesHint)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: SECURITY_TEXTS.makeNewCodes }));
    const codes = await within(dialog).findByRole('list', { name: SECURITY_TEXTS.codesList });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(codes).getByText('H3ZP8-W1CRA')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: SECURITY_TEXTS.downloadCodes })).toHaveAttribute(
      'download',
      'keystone-recovery-codes.txt',
    );
    const done = within(dialog).getByRole('button', { name: SECURITY_TEXTS.done });
    await expect(done).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: SECURITY_TEXTS.savedThem }));
    await userEvent.click(done);
    await expect(await canvas.findByText(SECURITY_TEXTS.codesMade)).toBeVisible();
  },
};

/** Turning the authenticator off is asked once more, and told when done. */
export const TurnOffAuthenticator: Story = {
  parameters: securityScreen(investor, {
    ...factorsAnswer({
      totpEnabledAt: '2026-06-01T09:00:00.000Z',
      passkeys: [...demoPasskeys],
      recoveryCodesLeft: 9,
      confirmedUntil: null,
    }),
    removeTotp: http.delete('/user/second-factors/totp', ({ response }) => response(204).empty()),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SECURITY_TEXTS.turnOff }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: SECURITY_TEXTS.turnOffTitle });
    await expect(within(dialog).queryByText(SECURITY_TEXTS.turnOffLastDescription)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: SECURITY_TEXTS.turnOff }));
    await expect(await canvas.findByText(SECURITY_TEXTS.turnedOff)).toBeVisible();
  },
};

/** An admin's last factor cannot go (code 59): the server's words in the dialog. */
export const AdminKeepsLastFactor: Story = {
  parameters: securityScreen(admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SECURITY_TEXTS.turnOff }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: SECURITY_TEXTS.turnOffTitle });
    await expect(within(dialog).getByText(SECURITY_TEXTS.turnOffLastDescription)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: SECURITY_TEXTS.turnOff }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/second/i);
  },
};

/** An admin with no second factor is brought here from any page, told why, and offered both ways to set one up. */
export const AdminForced: Story = {
  parameters: screenParameters({ app: true, route: '/platform/users', user: { ...admin, secondFactorMethods: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: SECURITY_TEXTS.title, level: 1 })).toBeVisible();
    await expect(canvas.getByText(SET_UP_MESSAGES.adminMustSetUp)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: SECURITY_TEXTS.turnOn })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SECURITY_TEXTS.addPasskey })).toBeVisible();
  },
};

/** In a browser without WebAuthn, no passkey button: said plainly instead. */
export const NoWebAuthn: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
    return () => {
      if (original) Object.defineProperty(window, 'PublicKeyCredential', original);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SECURITY_TEXTS.noWebAuthn)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: SECURITY_TEXTS.addPasskey })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: securityScreen(investor, {
    getSecondFactors: http.get('/user/second-factors', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  parameters: securityScreen(investor, {
    getSecondFactors: http.get('/user/second-factors', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 390 px the cards stack, nothing cut off. */
export const OnAPhone: Story = {
  ...onMobile({}),
  parameters: securityScreen(investorWithPasskeys),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, SECURITY_TEXTS.passkeysTitle)).toBeVisible();
    await expect(await within(canvasElement).findByText('iPhone')).toBeVisible();
  },
};
