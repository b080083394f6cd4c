import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database, Db, Listener } from '../db/database.ts';
import { countUnread } from './queries.ts';

/** The channel migration 054's triggers notify with the user's id when their notifications change. */
export const notificationChangeChannel = 'notification_change';

/** How long a stream may go without a byte before a keep-alive comment: under the 30 to 60 s proxies allow. */
export const keepAliveIntervalMs = 25_000;

/** The SSE comment that keeps a quiet stream open; EventSource ignores it. */
export const keepAliveComment = ': keep-alive\n\n';

/** Starts calling `beat` for one open stream; answers what stops it (called when the client goes). */
export type KeepAlive = (beat: () => void) => () => void;

/**
 * A keep-alive on a timer of its own per stream: connection upkeep, not background work (nothing to retry, gone with
 * the connection), so not a job. Unref'd: an open stream never holds the process up.
 */
export function intervalKeepAlive(intervalMs = keepAliveIntervalMs): KeepAlive {
  return (beat) => {
    const timer = setInterval(beat, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  };
}

/**
 * The event streams open in this process, by user. Migration 054's triggers announce every change of a user's
 * notifications on commit (pg_notify, heard by every process over LISTEN on PostgreSQL, PGlite's in-process channel
 * otherwise); each open stream of that user is sent the new unread count. Nothing is read for a user with no
 * stream here, so a fan-out to 100,000 costs each process a map lookup per notice.
 */
export class NotificationStreams {
  readonly #streams = new Map<number, Set<FastifyReply>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly keepAlive: KeepAlive = intervalKeepAlive(),
  ) {}

  listen(database: Database): Promise<Listener> {
    return database.listen(notificationChangeChannel, {
      onNotification: (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) void this.#send(userId);
      },
      // Streams opened while the connection was down may have missed a change: tell them all again.
      onListening: () => {
        for (const userId of this.#streams.keys()) void this.#send(userId);
      },
      onLost: () => this.log.warn('notification streams: the listening connection was lost'),
    });
  }

  /**
   * Takes over the reply as a `text/event-stream`, sends the count at once and keeps it until the client leaves,
   * with a keep-alive comment every 25 s so that no proxy cuts a quiet one.
   */
  async open(userId: number, reply: FastifyReply): Promise<void> {
    reply.hijack();
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && name !== 'content-length') headers[name] = value;
    }
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // A proxy (nginx) must pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    // Tells EventSource to come back after 3 s if the connection drops.
    reply.raw.write('retry: 3000\n\n');
    const streams = this.#streams.get(userId) ?? new Set();
    streams.add(reply);
    this.#streams.set(userId, streams);
    const stopKeepAlive = this.keepAlive(() => {
      if (!reply.raw.writableEnded) reply.raw.write(keepAliveComment);
    });
    reply.raw.on('close', () => {
      stopKeepAlive();
      streams.delete(reply);
      if (streams.size === 0 && this.#streams.get(userId) === streams) this.#streams.delete(userId);
    });
    await this.#send(userId);
  }

  /** How many streams are open here (tests and the close hook). */
  get size(): number {
    let count = 0;
    for (const streams of this.#streams.values()) count += streams.size;
    return count;
  }

  closeAll(): void {
    for (const streams of this.#streams.values()) for (const reply of streams) reply.raw.end();
    this.#streams.clear();
  }

  async #send(userId: number): Promise<void> {
    const streams = this.#streams.get(userId);
    if (streams === undefined || streams.size === 0) return;
    try {
      const unread = await countUnread(this.db, userId);
      for (const reply of streams) reply.raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
    } catch (error) {
      this.log.warn({ err: error, userId }, 'notification streams: could not read the unread count');
    }
  }
}
