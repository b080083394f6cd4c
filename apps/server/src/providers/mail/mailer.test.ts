import { describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.ts';
import type { MailTransport } from './smtp-mailer.ts';

const from = '"Keystone Property Crowdfunding" <no-reply@keystone.example>';
const message = {
  to: 'ann@example.co.uk',
  subject: 'Hello',
  text: 'Line one\n\nhttps://portal.example/x\n',
  template: 'INVITATION',
};

function fakeTransport() {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  const urls: string[] = [];
  let closed = false;
  return {
    sent,
    urls,
    closed: () => closed,
    create: (url: string): MailTransport => {
      urls.push(url);
      return {
        sendMail: async (mail) => {
          sent.push(mail);
          return { messageId: '<1@test>' };
        },
        close: () => {
          closed = true;
        },
      };
    },
  };
}

describe('the mailer', () => {
  it('sends through SMTP when SMTP_URL is set, from the configured address', async () => {
    const transport = fakeTransport();
    const mailer = createMailer(
      { smtpUrl: 'smtp://user:secret@mail.example.com:587', mailFrom: from },
      transport.create,
    );

    await mailer.send(message);
    await mailer.close();

    expect(mailer.kind).toBe('smtp');
    expect(transport.urls).toEqual(['smtp://user:secret@mail.example.com:587']);
    expect(transport.sent).toEqual([
      {
        from,
        to: 'ann@example.co.uk',
        subject: 'Hello',
        text: message.text,
        headers: { 'X-Keystone-Template': 'INVITATION' },
      },
    ]);
    expect(transport.closed()).toBe(true);
  });

  it('lets an SMTP failure reach the caller', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://mail.example.com', mailFrom: from }, () => ({
      sendMail: async () => {
        throw new Error('421 service not available');
      },
      close: () => undefined,
    }));

    await expect(mailer.send(message)).rejects.toThrow('421');
  });

  it('leaves the message where it is when SMTP_URL is not set: the outbox row is the local mailbox', async () => {
    const transport = fakeTransport();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: from }, transport.create);

    await mailer.send(message);

    expect(mailer.kind).toBe('outbox');
    expect(transport.urls).toEqual([]);
  });
});
