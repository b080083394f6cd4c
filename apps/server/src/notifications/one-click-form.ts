import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058: a mail client unsubscribes by POSTing the form `List-Unsubscribe=One-Click`. Fastify reads no forms by
 * itself; this reads the small ones (1 KB at most) as plain fields, for the one operation whose contract lists them.
 */
export function registerOneClickForm(server: FastifyInstance): void {
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );
}
