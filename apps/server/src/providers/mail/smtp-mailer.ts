import type { EmailMessage, Mailer } from './mailer.ts';

/** The part of a nodemailer transport we use, so tests can hand in a fake one. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close(): void;
}

export function createSmtpMailer(transport: MailTransport, from: string): Mailer {
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        headers: {
          ...message.headers,
          ...(message.template === undefined ? {} : { 'X-Keystone-Template': message.template }),
        },
      });
    },
    async close() {
      transport.close();
    },
  };
}
