/** One e-mail. Plain text always; `html` only if a template ever needs it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which message this is (INVITATION, WELCOME, KYC_APPROVED...: see mail/templates.ts), for the outbox and the logs. */
  template?: string;
  /** The account the message is about, when there is one. */
  userId?: number;
  /** Headers of its own: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Where the delivery job (mail/delivery-job.ts) delivers an e-mail already in the outbox. Services never call it:
 * they write the e-mail to the outbox with `queueMail` in their transaction.
 */
export interface Mailer {
  /** 'outbox': the outbox row is the copy the local mailbox shows, nothing more to do; 'smtp': a mail server. */
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
