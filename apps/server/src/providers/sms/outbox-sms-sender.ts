import type { Db } from '../../db/database.ts';
import { insertOutboxSms } from './queries.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Without an SMS provider every message is kept in `sms_outbox`, where the local phone inbox (/dev/sms) and the
 * end-to-end tests read it.
 */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    send: (message) => insertOutboxSms(db, message),
    async close() {},
  };
}
