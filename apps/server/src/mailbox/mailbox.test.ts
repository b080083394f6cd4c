import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { escapeHtml } from './html.ts';
import { findLinks, linkify } from './links.ts';
import { renderMailboxPage } from './mailbox-page.ts';

describe('the mailbox page, rendered', () => {
  it('finds http(s) links and leaves sentence punctuation out', () => {
    expect(
      findLinks('Open https://a.example/login/x_Y-1. Or (http://b.example/q?a=1&b=2), then javascript:alert(1)'),
    ).toEqual(['https://a.example/login/x_Y-1', 'http://b.example/q?a=1&b=2']);
  });

  it('makes links clickable and escapes everything, links included', () => {
    const rendered = linkify('<b>Hi</b>\nhttp://a.example/?x=1&y="2"\nbye').map(String).join('');

    expect(rendered).toBe(
      '&lt;b&gt;Hi&lt;/b&gt;\n<a href="http://a.example/?x=1&amp;y=">http://a.example/?x=1&amp;y=</a>&quot;2&quot;\nbye',
    );
  });

  it('says when there is nothing yet, and when the messages also go out by SMTP', () => {
    expect(renderMailboxPage([], false)).toContain('No e-mails yet.');
    expect(renderMailboxPage([], false)).not.toContain('SMTP_URL');
    expect(renderMailboxPage([], true)).toContain(
      'SMTP_URL is set: the outbox also delivers these e-mails to the mail server.',
    );
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('/dev/mailbox outside production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { environment: 'development' });
    const db = t.database.db;
    await db
      .insertInto('email_outbox')
      .values([
        {
          to_address: 'older@example.co.uk',
          subject: 'Older message',
          text_body: 'First\nhttp://portal.test/login/old-token\n',
          template: 'INVITATION',
          created_at: new Date('2026-03-01T09:30:00Z'),
        },
        {
          to_address: 'mallory@example.co.uk',
          subject: '<script>alert("subject")</script>',
          text_body:
            'Hello <img src=x onerror=alert(1)>\n\nhttp://portal.test/login/new-password/abc_DEF-123\n\njavascript:alert(2)\n',
          template: 'RESTORE_PASSWORD',
          created_at: new Date('2026-07-14T16:05:09Z'),
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const page = () => t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });

  it('lists every message newest first with recipient, subject, time in en-GB and body', async () => {
    const response = await page();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('2 messages');
    expect(body.indexOf('mallory@example.co.uk')).toBeLessThan(body.indexOf('older@example.co.uk'));
    expect(body).toContain('<time datetime="2026-07-14T16:05:09.000Z">14/07/2026, 17:05</time>');
    expect(body).toContain('<time datetime="2026-03-01T09:30:00.000Z">01/03/2026, 09:30</time>');
    expect(body).toContain('Older message');
  });

  it('escapes what the messages hold and makes only http(s) links clickable', async () => {
    const body = (await page()).body;

    expect(body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(body).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(body).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(body).toContain(
      '<a href="http://portal.test/login/new-password/abc_DEF-123">http://portal.test/login/new-password/abc_DEF-123</a>',
    );
    expect(body).toContain('<a href="http://portal.test/login/old-token">');
    expect(body).not.toContain('href="javascript:');
  });

  it('passes the strict CSP: no script at all, styles from a stylesheet of our own', async () => {
    const response = await page();
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("default-src 'self'");
    expect(response.body).not.toMatch(/<script|<style|<[^>]*\s(style|on[a-z]+)=/i);
    expect(response.body).toMatch(/<link rel="stylesheet" href="\/dev\/mailbox\/mailbox\.css" ?\/?>/);
    const stylesheet = await t.app.inject({ method: 'GET', url: '/dev/mailbox/mailbox.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.body).toContain('.message');
  });

  it('answers the newest message to an address as JSON, whatever the case of the address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox/latest?to=Mallory@Example.co.uk' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      to: 'mallory@example.co.uk',
      subject: '<script>alert("subject")</script>',
      text: 'Hello <img src=x onerror=alert(1)>\n\nhttp://portal.test/login/new-password/abc_DEF-123\n\njavascript:alert(2)\n',
      html: null,
      template: 'RESTORE_PASSWORD',
      createdAt: '2026-07-14T16:05:09.000Z',
      links: ['http://portal.test/login/new-password/abc_DEF-123'],
    });
  });

  it('answers 404 in the error shape when an address has no mail, and 400 without an address', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/dev/mailbox/latest?to=nobody@example.co.uk' });
    const missing = await t.app.inject({ method: 'GET', url: '/dev/mailbox/latest' });

    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ errorCode: 2, message: 'No e-mail to this address yet' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'to', message: 'Field is required' }],
    });
  });
});

describe('/dev/mailbox in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { environment: 'production' });
    await t.database.db
      .insertInto('email_outbox')
      .values({
        to_address: 'secret@example.co.uk',
        subject: 'Reset',
        text_body: 'http://portal.test/login/new-password/secret',
        template: 'RESTORE_PASSWORD',
      })
      .execute();
  });
  afterAll(() => t.close());

  it.each(['/dev/mailbox', '/dev/mailbox/latest?to=secret@example.co.uk', '/dev/mailbox/mailbox.css'])(
    'does not exist: %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    },
  );
});
