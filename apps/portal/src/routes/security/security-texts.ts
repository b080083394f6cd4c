import type { Passkey } from '@keystone/api';
import { formatDate, formatDateTime } from '@keystone/flows/format';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_METHOD_LABELS,
  SET_UP_MESSAGES,
  TOTP_DIGITS,
} from '@keystone/flows/second-factor';

/** The words of the Security page and its dialogs (issue 36). */
export const SECURITY_TEXTS = {
  title: 'Security',
  intro:
    'A second step keeps your account safe if someone learns your password: after your password, we ask for a code from your phone or for a passkey.',
  adminMustSetUp: SET_UP_MESSAGES.adminMustSetUp,
  adminMustSetUpHow:
    'Turn on an authenticator app or add a passkey below. The rest of the platform opens once you have.',
  // The authenticator app.
  totpTitle: SECOND_FACTOR_METHOD_LABELS.TOTP,
  totpDescription:
    'An app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password, shows a new code every 30 seconds.',
  totpOnSince: (at: string) => `On since ${formatDate(at)}`,
  totpOff: 'Off',
  turnOn: 'Turn on',
  moveToNewPhone: 'Move to a new phone',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off the authenticator app?',
  turnOffDescription: 'You will no longer be asked for its codes. We will e-mail you to say it was turned off.',
  turnOffLastDescription:
    'It is your only second step: your recovery codes stop working too, and signing in needs only your password.',
  turnedOff: 'The authenticator app is off.',
  // Passkeys.
  passkeysTitle: 'Passkeys',
  passkeysDescription:
    'A passkey lets this phone or computer confirm it is you with your fingerprint, face or screen lock. Nothing to type.',
  noPasskeys: 'You have no passkeys yet.',
  noWebAuthn: 'This browser cannot make passkeys. You can still use passkeys you made elsewhere to sign in there.',
  addPasskey: 'Add a passkey',
  passkeyAdded: (passkey: Passkey) => `Added ${formatDate(passkey.createdAt)}`,
  passkeyLastUsed: (passkey: Passkey) =>
    passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Not used yet',
  synced: 'Synced',
  syncedHint: 'Kept in your password manager or phone account, so it works on your other devices too.',
  thisDeviceOnly: 'On one device',
  remove: 'Remove',
  removePasskey: (name: string) => `Remove the passkey ${name}`,
  removePasskeyTitle: (name: string) => `Remove the passkey “${name}”?`,
  removePasskeyDescription: 'It will no longer sign you in. We will e-mail you to say it was removed.',
  passkeyRemoved: 'The passkey is removed.',
  keep: 'Keep it',
  // Recovery codes.
  codesTitle: 'Recovery codes',
  codesDescription: `${RECOVERY_CODE_COUNT} codes to sign in with if you lose your phone. Each works once.`,
  codesLeft: (left: number) =>
    left === 1 ? 'You have 1 recovery code left.' : `You have ${left} recovery codes left.`,
  codesLow: 'You are running out of recovery codes. Make new ones, and keep them somewhere safe.',
  codesNone: 'Turn on a second step first: its recovery codes come with it.',
  makeNewCodes: 'Make new codes',
  makeNewCodesHint: 'Your old codes stop working as soon as the new ones are made.',
  lostEverything: SECOND_FACTOR_MESSAGES.lostEverything,
  // Devices.
  devicesTitle: 'Devices',
  devicesDescription: 'See where your account is signed in, and sign out anywhere you do not recognise.',
  devicesLink: 'Your devices',
  // The set-up dialog.
  setUpTitle: 'Set up a second step',
  setUpTotpTitle: 'Set up your authenticator app',
  setUpPasskeyTitle: 'Add a passkey',
  chooseDescription: 'Choose how you will confirm it is you after your password.',
  chooseTotp: SECOND_FACTOR_METHOD_LABELS.TOTP,
  chooseTotpHint: 'A 6-digit code from an app on your phone.',
  choosePasskey: SECOND_FACTOR_METHOD_LABELS.PASSKEY,
  choosePasskeyHint: 'Your fingerprint, face or screen lock on this device.',
  loadingSecret: 'Making your secret…',
  scan: 'Scan this QR code with your authenticator app.',
  qrAlt: 'QR code for your authenticator app',
  cannotScan: 'Cannot scan it? Type this key into the app instead:',
  secretLabel: 'Key',
  copy: 'Copy',
  copied: 'Copied',
  copyKey: 'Copy the key',
  codeLabel: 'Code from the app',
  codeHint: `The ${TOTP_DIGITS} digits the app shows now.`,
  confirmCode: 'Turn on',
  back: 'Back',
  tryAgain: 'Try again',
  nameLabel: 'Name of the passkey',
  nameHint: 'So you can tell your passkeys apart: “iPhone”, “Work laptop”.',
  createPasskey: 'Make the passkey',
  creatingPasskey: 'Follow your browser’s prompt to make the passkey…',
  promptFailure: SET_UP_MESSAGES.promptFailure,
  doneTotp: 'Your authenticator app is on. We will ask for its code when you sign in.',
  donePasskey: 'Your passkey is added. You can use it when you sign in.',
  close: 'Close',
  // Recovery codes, shown once.
  codesShownOnce: 'Save your recovery codes',
  codesShownOnceDescription:
    'If you lose your phone, one of these codes lets you sign in. They are shown only this once: keep them somewhere safe, away from your phone.',
  codesList: 'Your recovery codes',
  copyCodes: 'Copy',
  downloadCodes: 'Download as .txt',
  printCodes: 'Print',
  savedThem: 'I have saved these codes',
  done: 'Done',
  codesMade: 'Your new recovery codes are ready. The old ones no longer work.',
} as const;
