import { COOLING_OFF_MS } from '@keystone/flows/consumer-journey';
import type { AppContext } from '../context/app-context.ts';
import type { JobDefinition, JobSchedule } from '../job-runner/job-runner.ts';
import { announce } from './service.ts';
import { findCoolingOffsStartedBetween, findDeclarationsExpiringBy } from './queries.ts';

const day = 24 * 60 * 60 * 1000;

export const declarationExpiryQueue = 'declaration-expiry-notice';

/**
 * Daily: each investor whose current declaration expires within 30 days is told once (the event's key is the
 * declaration's id, so a second run, a retry or a run the next day tells nobody again).
 */
export function declarationExpiryJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: declarationExpiryQueue,
    description: 'Tell investors whose declaration expires within 30 days',
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      const app = appOf();
      const now = app.clock.now();
      const expiring = await findDeclarationsExpiringBy(app.db, now, new Date(now.getTime() + 30 * day));
      for (const declaration of expiring) {
        await announce(
          app,
          {
            kind: 'DECLARATION_EXPIRING',
            userId: declaration.user_id,
            expiresAt: new Date(declaration.expires_at).toISOString(),
          },
          { key: `DECLARATION_EXPIRING:${declaration.id}` },
        );
      }
    },
  };
}

/** Every morning at 7, London time. */
export const declarationExpirySchedule: JobSchedule = { queue: declarationExpiryQueue, cron: '0 7 * * *' };

export const coolingOffEndedQueue = 'cooling-off-ended-notice';

/**
 * Every 15 minutes: each first-time investor whose 24-hour cooling-off ended in the last week is told once,
 * keyed by the user (one cooling-off per investor). A schedule rather than a job delayed by 24 hours, so the notice
 * follows the app's clock, which tests and journeys move.
 */
export function coolingOffEndedJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: coolingOffEndedQueue,
    description: 'Tell investors their cooling-off period is over',
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      const app = appOf();
      const now = app.clock.now();
      const ended = await findCoolingOffsStartedBetween(
        app.db,
        new Date(now.getTime() - COOLING_OFF_MS - 7 * day),
        new Date(now.getTime() - COOLING_OFF_MS),
      );
      for (const coolingOff of ended) {
        await announce(
          app,
          { kind: 'COOLING_OFF_ENDED', userId: coolingOff.user_id },
          { key: `COOLING_OFF_ENDED:${coolingOff.user_id}` },
        );
      }
    },
  };
}

export const coolingOffEndedSchedule: JobSchedule = { queue: coolingOffEndedQueue, cron: '*/15 * * * *' };
