import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createSmsSender } from './create-sms-sender.ts';
import { maskPhoneNumber } from './mask-phone-number.ts';

const message = {
  to: '+447700900123',
  body: 'Your Keystone signature code is 482913. It expires in 10 minutes.',
  template: 'PLEDGE_SIGNATURE_CODE',
  userId: undefined,
};

/** What Twilio answers to a created message (abridged) and to a refusal. */
const created = { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued', to: '+447700900123' };
const refused = {
  code: 21211,
  message: "The 'To' number +447700900123 is not a valid phone number.",
  more_info: 'https://www.twilio.com/docs/errors/21211',
  status: 400,
};

describe('the SMS sender over a Twilio-compatible HTTP API', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; body: unknown; silent?: boolean };
  let asked: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        asked.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
        const reply = () => {
          if (response.destroyed) return;
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer.body));
        };
        // Silent: no answer at all (the connection is closed after the test), so the client's timeout decides,
        // however slow the machine: a late answer could beat a timeout a stalled event loop fired late.
        if (!answer.silent) reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });
  beforeEach(() => {
    answer = { status: 201, body: created };
    asked = [];
  });

  const sender = (timeoutMs = 2_000) =>
    createSmsSender(
      { sms: { url, accountSid: 'AC0123456789', authToken: 'secret-token', from: '+447700900000' } },
      database.db,
      timeoutMs,
    );
  const outbox = () => database.db.selectFrom('sms_outbox').selectAll().execute();

  it('posts To, From and Body form-encoded to the account’s Messages.json with basic auth, and keeps no outbox row', async () => {
    const sms = sender();
    await sms.send(message);

    expect(sms.kind).toBe('http');
    expect(asked).toHaveLength(1);
    const request = asked[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789:secret-token').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+447700900123',
      From: '+447700900000',
      Body: message.body,
    });
    expect(await outbox()).toEqual([]);
  });

  it('rejects a refusal with the status and the provider’s code, the number masked and the token never named', async () => {
    answer = { status: 400, body: refused };

    const error = await sender()
      .send(message)
      .then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );

    expect(error?.message).toBe(
      "The SMS provider refused PLEDGE_SIGNATURE_CODE to +44•••••••123: HTTP 400 code 21211: The 'To' number " +
        '+44•••••••123 is not a valid phone number.',
    );
    expect(error?.message).not.toContain('secret-token');
  });

  it('rejects an error status whose body is not JSON', async () => {
    answer = { status: 503, body: undefined };

    await expect(sender().send(message)).rejects.toThrow(/^The SMS provider refused .*: HTTP 503$/);
  });

  it('gives up after its timeout with a clear error', async () => {
    answer = { status: 201, body: created, silent: true };

    await expect(sender(100).send(message)).rejects.toThrow(
      'The SMS provider could not be reached for PLEDGE_SIGNATURE_CODE to +44•••••••123: no answer in 100 ms',
    );
  });

  it('rejects when nothing listens at the URL', async () => {
    const unreachable = createSmsSender(
      { sms: { url: 'http://127.0.0.1:9/nothing', accountSid: 'AC1', authToken: 't', from: 'Keystone' } },
      database.db,
    );

    await expect(unreachable.send(message)).rejects.toThrow(/^The SMS provider could not be reached/);
  });

  it('writes every message to the outbox when no provider is configured, and asks no server', async () => {
    const sms = createSmsSender({ sms: undefined }, database.db);
    await sms.send({ ...message, userId: undefined });

    expect(sms.kind).toBe('outbox');
    expect(asked).toEqual([]);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        to_number: '+447700900123',
        body: message.body,
        template: 'PLEDGE_SIGNATURE_CODE',
        user_id: null,
        status: 'PENDING',
      }),
    ]);
  });
});

describe('maskPhoneNumber', () => {
  it('keeps the country code’s first digits and the last three', () => {
    expect(maskPhoneNumber('+447700900123')).toBe('+44•••••••123');
    expect(maskPhoneNumber('+44 7700 900123')).toBe('+44•••••••123');
    expect(maskPhoneNumber('12345')).toBe('•••');
  });
});
