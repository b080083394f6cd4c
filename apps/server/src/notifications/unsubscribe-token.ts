import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@keystone/api';
import { notificationKinds } from '@keystone/api';

// A notification e-mail's unsubscribe link names its owner and kind, signed with the server's secret (HMAC-SHA256,
// under a label of its own so that it can never pass for a session token). Signed rather than stored as a
// one-time token: the mail client's RFC 8058 one-click POST and the person's click on the body's link must both
// work, and a fan-out to 100,000 investors would otherwise write 100,000 token rows.

const label = 'keystone-notification-unsubscribe-v1';

function signature(secret: Uint8Array, subject: string): string {
  return createHmac('sha256', secret).update(`${label}:${subject}`).digest('base64url');
}

export function unsubscribeToken(secret: Uint8Array, userId: number, kind: NotificationKind): string {
  const subject = `${userId}.${kind}`;
  return `${subject}.${signature(secret, subject)}`;
}

/** The owner and kind of a token whose signature holds, else undefined. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: number; kind: NotificationKind } | undefined {
  const [id, kind, signed, ...rest] = token.split('.');
  if (id === undefined || kind === undefined || signed === undefined || rest.length > 0) return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || !(notificationKinds as readonly string[]).includes(kind)) return undefined;
  const expected = Buffer.from(signature(secret, `${id}.${kind}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId: Number(id), kind: kind as NotificationKind };
}
