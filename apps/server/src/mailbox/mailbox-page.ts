import { formatDateTime } from '@keystone/flows/format';
import { html, type SafeHtml } from './html.ts';
import { linkify } from './links.ts';
import type { OutboxMessage } from './queries.ts';

function messageCard(message: OutboxMessage): SafeHtml {
  return html` <article class="message" aria-labelledby="message-${message.id}">
    <h2 id="message-${message.id}">${message.subject}</h2>
    <dl>
      <dt>To</dt>
      <dd>${message.to_address}</dd>
      <dt>Sent</dt>
      <dd><time datetime="${message.created_at.toISOString()}">${formatDateTime(message.created_at)}</time></dd>
    </dl>
    <pre class="body">${linkify(message.text_body)}</pre>
  </article>`;
}

/** The local mailbox: every e-mail in the outbox, newest first, links clickable. No script, no inline style. */
export function renderMailboxPage(messages: readonly OutboxMessage[], deliveredBySmtp: boolean): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const page = html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Mailbox · Keystone Property Crowdfunding</title>
        <link rel="stylesheet" href="/dev/mailbox/mailbox.css" />
      </head>
      <body>
        <header>
          <h1>Local mailbox</h1>
          <p>
            Every e-mail Keystone Property Crowdfunding has written to its outbox, newest first. Not available in
            production.
          </p>
        </header>
        <main>
          ${deliveredBySmtp ? html`<p class="notice">SMTP_URL is set: the outbox also delivers these e-mails to the mail server.</p>` : ''}
          <p class="summary">${count}</p>
          ${messages.length === 0 ? html`<p>No e-mails yet.</p>` : messages.map(messageCard)}
        </main>
      </body>
    </html> `;
  return page.value;
}
