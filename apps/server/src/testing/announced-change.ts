import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Makes a change straight in the database, as another server process would, and waits until `app` has heard it
 * announced by migration 031's triggers (at once on PGlite, within milliseconds on PostgreSQL, and up to a second on
 * a loaded machine): until then its session cache may still answer what it read before. The app's own services
 * forget the user without waiting. The deadline only ends a wait that would never end.
 */
export async function changeAnnouncedTo(app: FastifyInstance, change: () => Promise<unknown>): Promise<void> {
  const before = app.sessionCache.generation();
  await change();
  const deadline = Date.now() + 30_000;
  while (app.sessionCache.generation() === before) {
    if (Date.now() > deadline) throw new Error('the change was not announced to the app within 30 s');
    await sleep(1);
  }
}
