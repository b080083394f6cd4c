import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { intervalKeepAlive, keepAliveIntervalMs, type KeepAlive } from './event-stream.ts';

const addresses = new WeakMap<TestApp, Promise<string>>();

/** Where the app listens: it starts listening at its first stream. */
function addressOf(t: TestApp): Promise<string> {
  const address = addresses.get(t) ?? t.app.listen({ port: 0, host: '127.0.0.1' });
  addresses.set(t, address);
  return address;
}

/**
 * An open `GET /api/notifications/stream`: the unread counts it has sent so far, its comments (keep-alives), and a
 * way to close it.
 */
async function openStream(t: TestApp, user: TestUser) {
  const address = await addressOf(t);
  const controller = new AbortController();
  const response = await fetch(`${address}/api/notifications/stream`, {
    headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    signal: controller.signal,
  });
  const counts: number[] = [];
  const comments: string[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: unread\ndata: (.*)$/m.exec(block)?.[1];
        if (data !== undefined) counts.push((JSON.parse(data) as { unread: number }).unread);
        if (block.startsWith(':')) comments.push(block);
      }
    }
  })();
  return {
    response,
    counts,
    comments,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const withdrawalPaid = (t: TestApp, userId: number, amountPence: number) =>
  t.database.db.transaction().execute(async (trx) => {
    const { announce } = await import('./service.ts');
    const { standaloneContext } = await import('../context/app-context.ts');
    const { writesHistory: _history, ...app } = standaloneContext({ db: trx, config: t.config });
    await announce({ ...app, jobs: t.app.jobRunner }, { kind: 'WITHDRAWAL_PAID', userId, amountPence });
  });

/** The streams' keep-alives, beaten by the test instead of every 25 s: each open stream's beat until it stops. */
function manualKeepAlive() {
  const beats = new Set<() => void>();
  const keepAlive: KeepAlive = (beat) => {
    beats.add(beat);
    return () => beats.delete(beat);
  };
  return {
    keepAlive,
    beats,
    beatAll() {
      for (const beat of beats) beat();
    },
  };
}

describe.each(testEngines)('the unread count as server-sent events on %s', (engine) => {
  let t: TestApp;
  const keepAlives = manualKeepAlive();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { notificationKeepAlive: keepAlives.keepAlive });
  });
  afterAll(() => t.close());

  it("sends the caller's count at once and again on each change, never another user's", async () => {
    const reader = await insertTestUser(t.database.db);
    const other = await insertTestUser(t.database.db);
    const stream = await openStream(t, reader);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await expect.poll(() => stream.counts).toEqual([0]);

    await withdrawalPaid(t, reader.id, 100);
    await expect.poll(() => stream.counts).toEqual([0, 1]);
    await withdrawalPaid(t, other.id, 100);
    await withdrawalPaid(t, reader.id, 200);
    await expect.poll(() => stream.counts).toEqual([0, 1, 2]);

    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(await tokenFor(t.config.jwtSecret, reader)),
    });
    await expect.poll(() => stream.counts).toEqual([0, 1, 2, 0]);
    await stream.close();
    await expect.poll(() => t.app.notificationStreams.size).toBe(0);
  });

  it('sends a keep-alive comment on each beat while open, and stops beating once the client has gone', async () => {
    const reader = await insertTestUser(t.database.db);
    const before = keepAlives.beats.size;
    const stream = await openStream(t, reader);
    await expect.poll(() => stream.counts).toEqual([0]);
    expect(keepAlives.beats.size).toBe(before + 1);

    keepAlives.beatAll();
    await expect.poll(() => stream.comments).toEqual([': keep-alive']);
    keepAlives.beatAll();
    await expect.poll(() => stream.comments).toEqual([': keep-alive', ': keep-alive']);
    // The comments are no event: the count was sent once.
    expect(stream.counts).toEqual([0]);

    await stream.close();
    await expect.poll(() => t.app.notificationStreams.size).toBe(0);
    expect(keepAlives.beats.size).toBe(before);
  });

  it('refuses a visitor: 401 code 6', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/stream' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });

  it.runIf(engine === 'postgres')('reaches a stream open on another server process (LISTEN/NOTIFY)', async () => {
    const second = await createSecondInstance(t);
    try {
      const reader = await insertTestUser(t.database.db);
      const stream = await openStream(second, reader);
      await expect.poll(() => stream.counts).toEqual([0]);
      // Written through the first instance's pool; heard by the second's listening connection.
      await withdrawalPaid(t, reader.id, 300);
      await expect.poll(() => stream.counts, { timeout: 10_000 }).toEqual([0, 1]);
      await stream.close();
    } finally {
      await second.close();
    }
  });
});

describe('the keep-alive of a stream', () => {
  it('beats every 25 s, on a moved clock, and never again once stopped', () => {
    vi.useFakeTimers();
    try {
      let beats = 0;
      const stop = intervalKeepAlive()(() => (beats += 1));
      vi.advanceTimersByTime(keepAliveIntervalMs - 1);
      expect(beats).toBe(0);
      vi.advanceTimersByTime(1);
      expect(beats).toBe(1);
      vi.advanceTimersByTime(keepAliveIntervalMs);
      expect(beats).toBe(2);
      stop();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(10 * keepAliveIntervalMs);
      expect(beats).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
