import type { NotificationDelivery, NotificationKind, NotificationPreference } from '@keystone/api';
import { notificationKinds } from '@keystone/api';

/** The notifications page's size (GET /notifications `limit`). */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The kinds whose e-mail may come as a daily digest rather than at once (issue 34 §4); every other is on or off. */
export const DIGEST_KINDS: readonly NotificationKind[] = ['PROJECT_UPDATE_POSTED', 'PROJECT_OPEN_FOR_PLEDGES'];

/**
 * The kinds whose e-mail is the decision's own service message, sent whatever the preferences (the KYC decision's,
 * and the pledge's confirmation with its agreement, which an auto-invest allocation sends too): a notification adds
 * no second e-mail, and it cannot be off.
 */
export const SERVICE_EMAIL_KINDS: readonly NotificationKind[] = [
  'KYC_DECIDED',
  'PLEDGE_CONFIRMED',
  'AUTO_INVEST_ALLOCATED',
];

export type NotificationChannel = 'portal' | 'email';

export function deliveriesOffered(kind: NotificationKind, channel: NotificationChannel): NotificationDelivery[] {
  if (channel === 'email' && SERVICE_EMAIL_KINDS.includes(kind)) return ['IMMEDIATELY'];
  return channel === 'email' && DIGEST_KINDS.includes(kind)
    ? ['IMMEDIATELY', 'DAILY_DIGEST', 'OFF']
    : ['IMMEDIATELY', 'OFF'];
}

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  digestNotOffered: 'A daily digest is offered for e-mails of updates and new projects only',
  serviceEmail: 'This e-mail tells you of a decision on your account and is always sent',
} as const;

/** The rule the profile's form and the server share: a choice the kind and channel do not offer is refused. */
export function validateNotificationDelivery(
  kind: NotificationKind,
  channel: NotificationChannel,
  delivery: NotificationDelivery,
): string | undefined {
  if (deliveriesOffered(kind, channel).includes(delivery)) return undefined;
  return channel === 'email' && SERVICE_EMAIL_KINDS.includes(kind)
    ? NOTIFICATION_PREFERENCE_MESSAGES.serviceEmail
    : NOTIFICATION_PREFERENCE_MESSAGES.digestNotOffered;
}

/** What a person who never chose gets: every kind in the portal and by e-mail at once. */
export function defaultNotificationPreferences(): NotificationPreference[] {
  return notificationKinds.map((kind) => ({ kind, portal: 'IMMEDIATELY', email: 'IMMEDIATELY' }));
}
