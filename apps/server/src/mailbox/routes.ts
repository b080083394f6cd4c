import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { findLinks } from './links.ts';
import { renderMailboxPage } from './mailbox-page.ts';
import { latestOutboxMessageTo, listOutbox } from './queries.ts';
import { registerPhoneInbox } from './phone-inbox-routes.ts';
import { mailboxStylesheet } from './stylesheet.ts';

/** The newest message to one address, for the end-to-end tests: `GET /dev/mailbox/latest?to=`. */
export interface LatestMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
  createdAt: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
}

/**
 * The local mailbox at /dev/mailbox and phone inbox at /dev/sms, for development and tests only: the caller must not
 * register them in production, where they would hand anyone every reset link and signature code.
 */
export async function registerMailbox(server: FastifyInstance, app: AppContext): Promise<void> {
  const { db, providers } = app;
  await server.register(async (mailbox) => {
    mailbox.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    mailbox.get('/dev/mailbox', async (_request, reply) => {
      const messages = await listOutbox(db);
      return reply.type('text/html; charset=utf-8').send(renderMailboxPage(messages, providers.mail.kind === 'smtp'));
    });

    mailbox.get('/dev/mailbox/mailbox.css', async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(mailboxStylesheet),
    );

    mailbox.get<{ Querystring: { to: string } }>(
      '/dev/mailbox/latest',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['to'],
            properties: { to: { type: 'string', minLength: 1, maxLength: 254 } },
          },
        },
      },
      async (request): Promise<LatestMail> => {
        const message = await latestOutboxMessageTo(db, normaliseEmail(request.query.to));
        if (!message) throw new AppError(2, { status: 404, message: 'No e-mail to this address yet' });
        return {
          id: message.id,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          template: message.template,
          createdAt: message.created_at.toISOString(),
          links: findLinks(message.text_body),
        };
      },
    );

    registerPhoneInbox(mailbox, app);
  });
}
