import { formatDateTime } from '@keystone/flows/format';
import { html, type SafeHtml } from './html.ts';
import type { OutboxSms } from './queries.ts';
import { findSmsCode } from './phone-inbox-search.ts';

function smsCard(sms: OutboxSms): SafeHtml {
  const code = findSmsCode(sms.body);
  return html` <article class="message" aria-labelledby="sms-${sms.id}">
    <h2 id="sms-${sms.id}">${sms.to_number}</h2>
    <dl>
      <dt>Sent</dt>
      <dd><time datetime="${sms.created_at.toISOString()}">${formatDateTime(sms.created_at)}</time></dd>
      <dt>Template</dt>
      <dd>${sms.template}</dd>
    </dl>
    ${code === null ? '' : html`<p class="code">${code}</p>`}
    <pre class="body">${sms.body}</pre>
  </article>`;
}

/** The local phone inbox: every text in the outbox, newest first, its code large. No script, no inline style. */
export function renderPhoneInboxPage(texts: readonly OutboxSms[], sentByProvider: boolean): string {
  const count = texts.length === 1 ? '1 text message' : `${texts.length} text messages`;
  const page = html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Phone inbox · Keystone Property Crowdfunding</title>
        <link rel="stylesheet" href="/dev/mailbox/mailbox.css" />
      </head>
      <body>
        <header>
          <h1>Local phone inbox</h1>
          <p>
            Every text message Keystone Property Crowdfunding has sent while no SMS provider is configured, newest
            first. Not available in production.
          </p>
        </header>
        <main>
          ${
            sentByProvider
              ? html`<p class="notice">
                  An SMS provider is configured: new text messages go to it and do not appear here.
                </p>`
              : ''
          }
          <p class="summary">${count}</p>
          ${texts.length === 0 ? html`<p>No text messages yet.</p>` : texts.map(smsCard)}
        </main>
      </body>
    </html> `;
  return page.value;
}
