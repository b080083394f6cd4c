import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { renderPhoneInboxPage } from './phone-inbox-page.ts';
import { latestOutboxSmsTo, listSmsOutbox } from './queries.ts';
import { findSmsCode, normalisePhoneNumber } from './phone-inbox-search.ts';

/** The newest text to one number, for the end-to-end tests: `GET /dev/sms/latest?to=`. */
export interface LatestSms {
  id: number;
  to: string;
  body: string;
  template: string;
  createdAt: string;
  /** The signature code in the text, or null when it carries none. */
  code: string | null;
}

/**
 * The local phone inbox at /dev/sms, beside the mailbox and, like it, never in production, where it would hand anyone
 * every signature code. Registered by `registerMailbox`, inside its no-store scope.
 */
export function registerPhoneInbox(inbox: FastifyInstance, app: AppContext): void {
  const { db, providers } = app;
  inbox.get('/dev/sms', async (_request, reply) => {
    const texts = await listSmsOutbox(db);
    return reply.type('text/html; charset=utf-8').send(renderPhoneInboxPage(texts, providers.sms.kind !== 'outbox'));
  });

  inbox.get<{ Querystring: { to: string } }>(
    '/dev/sms/latest',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['to'],
          properties: { to: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (request): Promise<LatestSms> => {
      const sms = await latestOutboxSmsTo(db, normalisePhoneNumber(request.query.to));
      if (!sms) throw new AppError(2, { status: 404, message: 'No text message to this number yet' });
      return {
        id: sms.id,
        to: sms.to_number,
        body: sms.body,
        template: sms.template,
        createdAt: sms.created_at.toISOString(),
        code: findSmsCode(sms.body),
      };
    },
  );
}
