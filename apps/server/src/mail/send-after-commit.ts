import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, Mailer } from '../providers/mail/mailer.ts';

/**
 * Tells a user of a decision already committed. A mail server failure is logged, not thrown: the decision stands,
 * and answering the admin with an error would suggest it did not.
 */
export async function sendAfterCommit(mail: Mailer, log: FastifyBaseLogger, message: EmailMessage): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    log.error({ err: error, userId: message.userId, template: message.template }, 'e-mail not sent');
  }
}
