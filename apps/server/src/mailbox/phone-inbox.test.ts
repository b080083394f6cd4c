import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUrl } from '../logging.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { renderPhoneInboxPage } from './phone-inbox-page.ts';
import { findSmsCode, normalisePhoneNumber } from './phone-inbox-search.ts';

describe('the phone inbox page, rendered', () => {
  it('finds the six-digit code of a text, and none in a longer or shorter run of digits', () => {
    expect(findSmsCode('Your Keystone signature code is 048213. It expires in 10 minutes.')).toBe('048213');
    expect(findSmsCode('Call 02079460000 or 12345')).toBeNull();
  });

  it('reads a number however it was typed or encoded in a query string', () => {
    expect(normalisePhoneNumber('+447700900123')).toBe('+447700900123');
    expect(normalisePhoneNumber(' 447700900123')).toBe('+447700900123');
    expect(normalisePhoneNumber('+44 7700-900 123')).toBe('+447700900123');
  });

  it('says when there is nothing yet, and when new texts go to a provider instead', () => {
    expect(renderPhoneInboxPage([], false)).toContain('No text messages yet.');
    expect(renderPhoneInboxPage([], false)).not.toContain('class="notice"');
    expect(renderPhoneInboxPage([], true)).toContain(
      'An SMS provider is configured: new text messages go to it and do not appear here.',
    );
  });
});

describe.each(testEngines)('/dev/sms outside production (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { environment: 'development' });
    await t.database.db
      .insertInto('sms_outbox')
      .values([
        {
          to_number: '+447700900123',
          body: 'Your Keystone signature code is 111111. It expires in 10 minutes.',
          template: 'PLEDGE_SIGNATURE_CODE',
          created_at: new Date('2026-03-01T09:30:00Z'),
        },
        {
          to_number: '+447700900999',
          body: 'Hello <img src=x onerror=alert(1)> no code here',
          template: '<script>alert("template")</script>',
          created_at: new Date('2026-05-02T10:00:00Z'),
        },
        {
          to_number: '+447700900123',
          body: 'Your Keystone signature code is 048213. It expires in 10 minutes.',
          template: 'PLEDGE_SIGNATURE_CODE',
          created_at: new Date('2026-07-14T16:05:09Z'),
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const page = () => t.app.inject({ method: 'GET', url: '/dev/sms', headers: { accept: 'text/html' } });

  it('lists every text newest first with number, time in en-GB, template, body and its code large', async () => {
    const response = await page();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('3 text messages');
    const newest = body.indexOf('048213');
    const middle = body.indexOf('+447700900999');
    const oldest = body.indexOf('111111');
    expect(newest).toBeGreaterThan(-1);
    expect(newest).toBeLessThan(middle);
    expect(middle).toBeLessThan(oldest);
    expect(body).toContain('<p class="code">048213</p>');
    expect(body).toContain('<time datetime="2026-07-14T16:05:09.000Z">14/07/2026, 17:05</time>');
    expect(body).toContain('<dd>PLEDGE_SIGNATURE_CODE</dd>');
    expect(body).toContain('Your Keystone signature code is 048213. It expires in 10 minutes.');
  });

  it('escapes what the texts hold and passes the strict CSP with the mailbox’s stylesheet', async () => {
    const response = await page();
    const body = response.body;

    expect(body).toContain('Hello &lt;img src=x onerror=alert(1)&gt; no code here');
    expect(body).toContain('&lt;script&gt;alert(&quot;template&quot;)&lt;/script&gt;');
    expect(body).not.toMatch(/<script|<img|<style|<[^>]*\s(style|on[a-z]+)=/i);
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(body).toMatch(/<link rel="stylesheet" href="\/dev\/mailbox\/mailbox\.css" ?\/?>/);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/mailbox.css' })).body).toContain('.code {');
  });

  it.each([
    ['a + sent unencoded (read as a space)', '+447700900123'],
    ['an encoded +', '%2B447700900123'],
    ['spaces', '%2B44%207700%20900123'],
  ])('answers the newest text to a number as JSON, with its code, given %s', async (_how, to) => {
    const response = await t.app.inject({ method: 'GET', url: `/dev/sms/latest?to=${to}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: expect.any(Number),
      to: '+447700900123',
      body: 'Your Keystone signature code is 048213. It expires in 10 minutes.',
      template: 'PLEDGE_SIGNATURE_CODE',
      createdAt: '2026-07-14T16:05:09.000Z',
      code: '048213',
    });
  });

  it('answers a null code for a text without one, 404 for a number without texts and 400 without a number', async () => {
    const noCode = await t.app.inject({ method: 'GET', url: '/dev/sms/latest?to=%2B447700900999' });
    const none = await t.app.inject({ method: 'GET', url: '/dev/sms/latest?to=%2B447700900000' });
    const missing = await t.app.inject({ method: 'GET', url: '/dev/sms/latest' });

    expect(noCode.json()).toMatchObject({ code: null });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ errorCode: 2, message: 'No text message to this number yet' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'to', message: 'Field is required' }],
    });
  });

  it('keeps the number out of the request logs', async () => {
    await t.app.inject({ method: 'GET', url: '/dev/sms/latest?to=%2B447700900123' });

    expect(maskUrl('/dev/sms/latest?to=%2B447700900123')).toBe('/dev/sms/latest?to=[redacted]');
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('/dev/sms/latest?to=[redacted]');
    expect(logged).not.toContain('447700900123');
  });
});

describe('/dev/sms with an SMS provider configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { environment: 'development' },
      { providers: { sms: { kind: 'http', send: async () => undefined, close: async () => undefined } } },
    );
  });
  afterAll(() => t.close());

  it('says new texts go to the provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/sms' });

    expect(response.body).toContain('An SMS provider is configured');
  });
});

describe('/dev/sms in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { environment: 'production' });
    await t.database.db
      .insertInto('sms_outbox')
      .values({ to_number: '+447700900123', body: 'Your code is 935711', template: 'PLEDGE_SIGNATURE_CODE' })
      .execute();
  });
  afterAll(() => t.close());

  it.each(['/dev/sms', '/dev/sms/latest?to=%2B447700900123'])('does not exist: %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('935711');
  });
});
