import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { createOutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import { createTwilioSmsSender } from './twilio-sms-sender.ts';

/** Long enough for a slow provider, short enough that a pledge's "Sign" does not hang on it. */
export const smsTimeoutMs = 10_000;

/** The Twilio-compatible API when SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are set; otherwise the outbox. */
export function createSmsSender(config: Pick<Config, 'sms'>, db: Db, timeoutMs = smsTimeoutMs): SmsSender {
  return config.sms === undefined ? createOutboxSmsSender(db) : createTwilioSmsSender(config.sms, timeoutMs);
}
