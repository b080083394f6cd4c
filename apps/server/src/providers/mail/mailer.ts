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
}

export interface Mailer {
  /** 'outbox' keeps every message in the database for the local mailbox; 'smtp' hands it to a mail server. */
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
