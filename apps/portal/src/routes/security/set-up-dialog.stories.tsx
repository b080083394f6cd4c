import { demoPasskeys, demoRecoveryCodes, demoTotpSetup, demoUsers } from '@keystone/demo/fixtures';
import { MOCK_TOTP_CODE } from '@keystone/demo/mocks';
import { errorCatalogue } from '@keystone/api';
import { secondFactorSetUpSnapshotAt } from '@keystone/flows/second-factor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SECURITY_PATH } from '../../app/access.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { SECURITY_TEXTS } from './security-texts.ts';
import { SetUpDialog } from './set-up-dialog.tsx';

const wrongCode = { errorCode: 60, message: errorCatalogue[60].message };
const secret = { method: 'TOTP' as const, totpSetup: demoTotpSetup };
const passkey = { method: 'PASSKEY' as const, passkeyName: 'Work laptop' };

const meta = {
  title: 'Portal/Security/Set up a second step',
  component: SetUpDialog,
  decorators: [screenDecorator],
  parameters: screenParameters({ route: SECURITY_PATH, user: demoUsers.approvedInvestor }),
  args: { onOpenChange: fn() },
} satisfies Meta<typeof SetUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The choice: the authenticator app or a passkey. */
export const Choosing: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('choosing') },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTitle);
    await expect(within(shown).getByRole('button', { name: /Authenticator app/ })).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: /Passkey/ }));
    await expect(await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle)).toBeVisible();
  },
};

/** The new secret is on its way. */
export const LoadingSecret: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('loadingSecret', { method: 'TOTP' }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    await expect(within(shown).getByText(SECURITY_TEXTS.loadingSecret)).toBeVisible();
  },
};

/** The secret could not be made: the server's words, and a way to try again. */
export const LoadFailed: Story = {
  args: {
    snapshot: secondFactorSetUpSnapshotAt('loadFailed', {
      method: 'TOTP',
      error: { errorCode: 59, message: errorCatalogue[59].message },
    }),
  },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    await expect(within(shown).getByText(errorCatalogue[59].message)).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: SECURITY_TEXTS.tryAgain }));
    await expect(await within(shown).findByRole('img', { name: SECURITY_TEXTS.qrAlt })).toBeVisible();
  },
};

/** The QR code as an image, the key in groups of four to type by hand, and the field for the first code. */
export const ShowingSecret: Story = {
  tags: ['visual'],
  args: { snapshot: secondFactorSetUpSnapshotAt('showingSecret', secret) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    const qr = within(shown).getByRole('img', { name: SECURITY_TEXTS.qrAlt });
    await expect(qr).toBeVisible();
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(within(shown).getByLabelText(SECURITY_TEXTS.secretLabel)).toHaveTextContent(
      'KEYS TONE DEMO SETU PSEC RET2 3456 7ABC',
    );
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.copyKey })).toBeVisible();
  },
};

/** No code yet: the rule's words under the field, before anything is sent. */
export const CodeRequired: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('showingSecret', secret) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    await userEvent.click(within(shown).getByRole('button', { name: SECURITY_TEXTS.confirmCode }));
    await expect(await within(shown).findByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  },
};

/** The first code is being checked. */
export const Confirming: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('confirming', secret) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.confirmCode })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A wrong code (code 60): its words on the form; the QR code stays to try again. */
export const WrongCode: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('codeRefused', { ...secret, error: wrongCode }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    await expect(await within(shown).findByText(wrongCode.message)).toBeVisible();
    await expect(within(shown).getByRole('img', { name: SECURITY_TEXTS.qrAlt })).toBeVisible();
  },
};

/** From the start: the secret loads, the right code turns the app on and, as the first factor, shows the codes. */
export const TurnOnFromTheStart: Story = {
  args: { method: 'TOTP' },
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpTotpTitle);
    await userEvent.type(await within(shown).findByLabelText(/Code from the app/), '000 000');
    await userEvent.click(within(shown).getByRole('button', { name: SECURITY_TEXTS.confirmCode }));
    await expect(await within(shown).findByText(wrongCode.message)).toBeVisible();
    await userEvent.clear(within(shown).getByLabelText(/Code from the app/));
    await userEvent.type(within(shown).getByLabelText(/Code from the app/), MOCK_TOTP_CODE);
    await userEvent.click(within(shown).getByRole('button', { name: SECURITY_TEXTS.confirmCode }));
    const codes = await dialog(canvasElement, SECURITY_TEXTS.codesShownOnce);
    await userEvent.click(within(codes).getByRole('checkbox', { name: SECURITY_TEXTS.savedThem }));
    await userEvent.click(within(codes).getByRole('button', { name: SECURITY_TEXTS.done }));
    await expect(await within(codes).findByText(SECURITY_TEXTS.doneTotp)).toBeVisible();
    await userEvent.click(within(codes).getAllByRole('button', { name: SECURITY_TEXTS.close })[0]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Naming a passkey: the name's rule first. */
export const Naming: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('naming', { method: 'PASSKEY' }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await userEvent.click(within(shown).getByRole('button', { name: SECURITY_TEXTS.createPasskey }));
    await expect(await within(shown).findByText('Please give the passkey a name')).toBeVisible();
  },
};

/** The browser's prompt was closed: back at naming, said plainly, the name kept. */
export const BrowserCancelled: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('naming', { ...passkey, promptFailure: 'cancelled' }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await expect(within(shown).getByText(SECURITY_TEXTS.promptFailure.cancelled)).toBeVisible();
    await expect(within(shown).getByLabelText(/Name of the passkey/)).toHaveValue('Work laptop');
  },
};

/** The device already holds one of the account's passkeys. */
export const AlreadyOnThisDevice: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('naming', { ...passkey, promptFailure: 'alreadyAdded' }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await expect(within(shown).getByText(SECURITY_TEXTS.promptFailure.alreadyAdded)).toBeVisible();
  },
};

/** The server's options are on their way. */
export const PreparingPasskey: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('preparingPasskey', passkey) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.createPasskey })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The browser's own prompt is open: the dialog says to follow it. */
export const CreatingPasskey: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('creatingPasskey', passkey) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await expect(within(shown).getByText(SECURITY_TEXTS.creatingPasskey)).toBeVisible();
  },
};

/** The passkey is being stored. */
export const SavingPasskey: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('savingPasskey', passkey) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.createPasskey })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A first factor's ten recovery codes, shown once: Done waits for the tick. */
export const RecoveryCodes: Story = {
  tags: ['visual'],
  args: {
    snapshot: secondFactorSetUpSnapshotAt('showingRecoveryCodes', {
      ...passkey,
      recoveryCodes: [...demoRecoveryCodes],
    }),
  },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.codesShownOnce);
    const codes = within(shown).getByRole('list', { name: SECURITY_TEXTS.codesList });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(codes).getByText('7KQ2M-XD94T')).toBeVisible();
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.copyCodes })).toBeVisible();
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.printCodes })).toBeVisible();
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.done })).toBeDisabled();
    await userEvent.click(within(shown).getByRole('checkbox', { name: SECURITY_TEXTS.savedThem }));
    await expect(within(shown).getByRole('button', { name: SECURITY_TEXTS.done })).toBeEnabled();
  },
};

/** Done: a passkey added as a later factor, so no codes. */
export const Done: Story = {
  args: { snapshot: secondFactorSetUpSnapshotAt('done', { method: 'PASSKEY', passkeyName: demoPasskeys[0]!.name }) },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement, SECURITY_TEXTS.setUpPasskeyTitle);
    await expect(within(shown).getByText(SECURITY_TEXTS.donePasskey)).toBeVisible();
  },
};
