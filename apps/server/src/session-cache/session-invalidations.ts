import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener, ListenOptions } from '../db/database.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel migration 031's triggers notify with the user's id. */
export const sessionInvalidationChannel = 'session_invalidation';

/**
 * Keeps `cache` in step with the database: drops a user's entry when a change to their sessions is announced, and
 * stops the cache answering whenever the listening connection is lost, until LISTEN is in place again.
 */
export function listenForSessionInvalidations(
  database: Database,
  cache: SessionCache,
  log: FastifyBaseLogger,
  options?: ListenOptions,
): Promise<Listener> {
  return database.listen(
    sessionInvalidationChannel,
    {
      onNotification(payload) {
        const userId = Number(payload);
        if (Number.isInteger(userId)) cache.invalidate(userId);
        else cache.invalidateAll();
      },
      onListening() {
        cache.resume();
        log.info('session cache: listening for invalidations');
      },
      onLost() {
        cache.suspend();
        log.warn('session cache: the invalidation connection was lost; reading every session from the database');
      },
    },
    options,
  );
}
