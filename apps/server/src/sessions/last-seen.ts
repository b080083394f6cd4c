import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context/app-context.ts';
import type { SessionCache } from '../session-cache/session-cache.ts';
import { touchSession } from './queries.ts';

/** `last_seen_at` moves at most this often per session and process: a page of reads is not a page of writes. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * When this process last wrote each session's `last_seen_at`, and the writes it has under way. One per server
 * instance (keyed by its session cache, which is one per instance: two instances in one test process keep their
 * own, as two processes would). Bounded: a session it has forgotten is written once more, which is harmless.
 */
export class LastSeen {
  private readonly written = new LRUCache<string, number>({ max: 50_000 });
  private readonly pending = new Set<Promise<void>>();
  private paused = false;

  /**
   * Tests that count a request's statements stop the touches, which write after the answer through the same
   * database (testing/statement-counter.ts `stopBackgroundWork`); `resume` starts them again.
   */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** The session was written (or begun) at `at`: no touch is due until 5 minutes after. */
  seen(sessionId: string, at: Date): void {
    this.written.set(sessionId, at.getTime());
  }

  /** Whether a touch is due at `at`, and if so records it as made. */
  due(sessionId: string, at: Date): boolean {
    const last = this.written.get(sessionId);
    if (last !== undefined && at.getTime() - last < LAST_SEEN_EVERY_MS) return false;
    this.written.set(sessionId, at.getTime());
    return true;
  }

  /** Runs `write` after the current turn of the event loop (the answer has gone), logging and never throwing. */
  later(write: () => Promise<void>, log: FastifyBaseLogger): void {
    if (this.paused) return;
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(write)
      .catch((error: unknown) => log.error({ err: error }, 'could not record when a session was last seen'))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every touch asked for so far is written (or has failed and been logged). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

const lastSeenByInstance = new WeakMap<SessionCache, LastSeen>();

/** The last-seen record of a server instance: its app context, or the Fastify server (which carries its cache). */
export function lastSeenOf(instance: { sessionCache: SessionCache }): LastSeen {
  let lastSeen = lastSeenByInstance.get(instance.sessionCache);
  if (lastSeen === undefined) {
    lastSeen = new LastSeen();
    lastSeenByInstance.set(instance.sessionCache, lastSeen);
  }
  return lastSeen;
}

/**
 * After every answer to a signed-in request, moves the session's `last_seen_at` if 5 minutes have passed since this
 * process last wrote it: the write happens after the answer has gone, never delays it and never fails it (a failure
 * is logged). A session with no row yet gets one from what the request knows. The server waits for touches under
 * way before it closes its database.
 */
export function registerLastSeen(server: FastifyInstance, app: AppContext): void {
  const lastSeen = lastSeenOf(app);
  server.addHook('onResponse', async (request) => {
    const caller = request.auth;
    if (caller === null) return;
    const at = app.clock.now();
    if (!lastSeen.due(caller.sessionId, at)) return;
    const row = {
      sessionId: caller.sessionId,
      userId: caller.id,
      at,
      expiresAt: new Date(caller.sessionExpiresAt * 1000),
      remembered: caller.remembered,
      ...requestOrigin(request),
    };
    lastSeen.later(() => touchSession(app.db, row), request.log);
  });
  server.addHook('onClose', () => lastSeen.settled());
}

/** The address and user agent a session's row records, within the columns' bounds. */
export function requestOrigin(request: FastifyRequest): { clientAddress: string; userAgent: string } {
  return {
    clientAddress: (request.ip || 'unknown').slice(0, 100),
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  };
}
