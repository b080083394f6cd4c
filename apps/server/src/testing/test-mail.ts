import { expect } from 'vitest';
import type { LatestMail } from '../mailbox/routes.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { TestApp } from './test-app.ts';

/** The newest e-mail to an address once the outbox has done what is due, read as the end-to-end tests read it. */
export async function latestMailTo(t: TestApp, to: string): Promise<LatestMail> {
  await t.app.mailOutbox.settled();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/latest?to=${encodeURIComponent(to)}` });
  expect(response.statusCode, `no e-mail to ${to}`).toBe(200);
  return response.json<LatestMail>();
}

/** The one-time token at the end of the mail's link that starts with `{publicUrl}{path}/`. */
export function tokenInLink(
  t: TestApp,
  mail: LatestMail,
  path: '/login' | '/login/new-password' | '/platform/profile' | '/verify',
): string {
  const prefix = `${t.config.publicUrl}${path}/`;
  const link = mail.links.find(
    (candidate) => candidate.startsWith(prefix) && !candidate.slice(prefix.length).includes('/'),
  );
  if (!link) throw new Error(`no ${prefix}… link in "${mail.subject}":\n${mail.text}`);
  return link.slice(prefix.length);
}

/** How many e-mails the outbox holds once it has done what is due (reset links asked for are written by it). */
export async function outboxCount(t: TestApp): Promise<number> {
  await t.app.mailOutbox.settled();
  const row = await t.database.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A mail server that refuses every e-mail: `createTestApp(engine, {}, { providers: { mail: downMailer } })`. */
export const downMailer: Mailer = {
  kind: 'smtp',
  send: async () => {
    throw new Error('connection refused');
  },
  close: async () => {},
};
