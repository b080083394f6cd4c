import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ListenHandlers, Listener, ListenOptions } from './database.ts';

const defaultReconnectDelayMs = 100;
const defaultMaxReconnectDelayMs = 5000;

/**
 * A dedicated pg.Client that LISTENs on `channel` and, whenever its connection fails or ends, tells `onLost` and
 * connects again after a doubling wait. Resolves once the first attempt has succeeded or failed: a server whose
 * database is briefly unreachable still starts, and keeps trying.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  options: ListenOptions = {},
): Promise<Listener> {
  const firstDelay = options.reconnectDelayMs ?? defaultReconnectDelayMs;
  const maxDelay = options.maxReconnectDelayMs ?? defaultMaxReconnectDelayMs;
  const applicationName = `keystone-listen-${randomBytes(4).toString('hex')}`;
  let current: pg.Client | undefined;
  let closed = false;
  let delay = firstDelay;
  let retry: NodeJS.Timeout | undefined;
  const given = new WeakSet<pg.Client>();

  function lose(client: pg.Client): void {
    if (given.has(client)) return;
    given.add(client);
    client.end().catch(() => undefined);
    if (current === client) current = undefined;
    if (closed) return;
    handlers.onLost();
    retry = setTimeout(() => void (options.reconnectAfter ?? Promise.resolve()).then(connect), delay);
    retry.unref();
    delay = Math.min(delay * 2, maxDelay);
  }

  async function connect(): Promise<void> {
    // keepAlive: a peer that vanishes without closing the socket is noticed too, not only a closed connection.
    const client = new pg.Client({ connectionString: url, application_name: applicationName, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lose(client);
      return;
    }
    if (closed || given.has(client)) {
      given.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = firstDelay;
    handlers.onListening();
  }

  await connect();
  return {
    applicationName,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        given.add(client);
        await client.end().catch(() => undefined);
      }
    },
  };
}
