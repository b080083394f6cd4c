import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

// Secrets never reach the logs: the fields that can hold one (a password, a token, a bearer token or cookie header)
// are censored where a log call can put them, at the top of its object or one plain object down (`body.password`,
// `headers.authorization`). The request line's `req` and `res` are written by the serializers below, which never
// copy a header, so they need no look; pino's redaction walked every path through every value of every line instead
// (7% of a cheap call's time under load, `node --cpu-prof`).
const secretKeys = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
]);
const censor = '[redacted]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function censored(object: Record<string, unknown>, deeper: boolean): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const value = object[key];
    let safe = value;
    if (secretKeys.has(key)) safe = value === undefined ? value : censor;
    else if (deeper && isPlainObject(value)) safe = censored(value, false);
    if (safe === value) continue;
    // The caller's object is left as it was: it may be a request's body still in use.
    copy ??= { ...object };
    copy[key] = safe;
  }
  return copy ?? object;
}

/** A log call's object with every secret field censored; the object itself when it holds none. */
export function withoutSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return censored(object, true);
}

// One-time tokens travel in paths (/user/confirm/{token}) and query strings; they are as good as passwords.
const tokenInPath = /(\/(?:confirm|new-password|login(?!\/new-password\/)))\/[^/?#]+/g;
// `to` is the local mailbox's address parameter (/dev/mailbox/latest?to=).
const tokenInQuery = /([?&](?:token|email|to)=)[^&#]*/gi;

const mayHoldToken = /\/(?:confirm|new-password|login)\/|[?&](?:token|email|to)=/i;

export function maskUrl(url: string): string {
  if (!mayHoldToken.test(url)) return url;
  return url.replace(tokenInPath, '$1/[redacted]').replace(tokenInQuery, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    formatters: { log: withoutSecrets },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: request.method,
        url: maskUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
    ...(stream === undefined ? {} : { stream }),
  };
}

/**
 * One line per request, written when it completes (method, masked URL, status, time), where Fastify writes two: the
 * request line alone cost a tenth of a cheap call's time under load.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function requestIdOptions() {
  return {
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    // Ignore a client-sent x-request-id: ids in our logs are ours.
    requestIdHeader: false,
  } satisfies FastifyServerOptions;
}
