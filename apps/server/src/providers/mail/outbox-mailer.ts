import type { Mailer } from './mailer.ts';

/**
 * Without a mail server the outbox row is the delivered e-mail: the local mailbox page (/dev/mailbox) and the
 * end-to-end tests read it there.
 */
export const outboxMailer: Mailer = {
  kind: 'outbox',
  async send() {},
  async close() {},
};
