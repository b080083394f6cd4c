import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
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
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  const outbox = () => database.db.selectFrom('email_outbox').selectAll().execute();

  it('sends through SMTP when SMTP_URL is set, from the configured address, and keeps nothing in the outbox', async () => {
    const transport = fakeTransport();
    const mailer = createMailer(
      { smtpUrl: 'smtp://user:secret@mail.example.com:587', mailFrom: from },
      database.db,
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
    expect(await outbox()).toEqual([]);
  });

  it('lets an SMTP failure reach the caller', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://mail.example.com', mailFrom: from }, database.db, () => ({
      sendMail: async () => {
        throw new Error('421 service not available');
      },
      close: () => undefined,
    }));

    await expect(mailer.send(message)).rejects.toThrow('421');
  });

  it('writes every message to the outbox when SMTP_URL is not set, and opens no transport', async () => {
    const transport = fakeTransport();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: from }, database.db, transport.create);

    await mailer.send({ ...message, userId: undefined });

    expect(mailer.kind).toBe('outbox');
    expect(transport.urls).toEqual([]);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        to_address: 'ann@example.co.uk',
        subject: 'Hello',
        text_body: message.text,
        html_body: null,
        template: 'INVITATION',
        status: 'PENDING',
      }),
    ]);
  });
});
