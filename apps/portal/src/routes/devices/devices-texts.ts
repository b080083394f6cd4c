import type { DeviceType, Session } from '@keystone/api';
import { formatDateTime } from '@keystone/flows/format';

const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  DESKTOP: 'Computer',
  MOBILE: 'Phone',
  TABLET: 'Tablet',
  UNKNOWN: 'Unknown device',
};

/** 'Chrome 142 on macOS 15'; what the server could not read is left out, and a device it knows nothing of is named by type. */
export function sessionName(session: Session): string {
  const { browser, operatingSystem } = session;
  if (browser && operatingSystem) return `${browser} on ${operatingSystem}`;
  return browser ?? operatingSystem ?? DEVICE_TYPE_LABELS[session.deviceType];
}

/** The words of the Devices page (issue 36 §4). */
export const DEVICES_TEXTS = {
  title: 'Devices',
  intro:
    'Where your account is signed in now. If you see a device you do not recognise, sign it out and change your password.',
  list: 'Where you are signed in',
  deviceTypes: DEVICE_TYPE_LABELS,
  thisDevice: 'This device',
  signedIn: (session: Session) => `Signed in ${formatDateTime(session.signedInAt)}`,
  lastSeen: (session: Session) => `Last seen ${formatDateTime(session.lastSeenAt)}`,
  address: (session: Session) => `From ${session.clientAddress}`,
  signOut: 'Sign out',
  signOutSession: (session: Session) => `Sign out ${sessionName(session)}`,
  signOutTitle: 'Sign out this device?',
  signOutDescription: (session: Session) =>
    `${sessionName(session)}, last seen ${formatDateTime(session.lastSeenAt)}. It will need your password, and your second step if you have one, to sign in again.`,
  signedOut: 'That device is signed out.',
  signOutOthers: 'Sign out all other devices',
  signOutOthersTitle: 'Sign out all other devices?',
  signOutOthersDescription: 'Every device but this one will need to sign in again. You stay signed in here.',
  signedOutOthers: 'Every other device is signed out.',
  onlyThisOne: 'You are signed in on this device only.',
  keep: 'Cancel',
  security: 'Back to Security',
} as const;
