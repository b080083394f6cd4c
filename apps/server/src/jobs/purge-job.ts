import { purgeEndedSessions, purgeExpiredPasskeyChallenges, purgeExpiredSessions } from '../auth/queries.ts';
import type { AppContext } from '../context/app-context.ts';
import { purgeExpiredCounters } from '../rate-limit/service.ts';
import { purgeOldSignInFailures } from '../rate-limit/sign-in-throttle.ts';
import type { JobDefinition, JobSchedule } from '../job-runner/job-runner.ts';

export const purgeQueue = 'purge';

/**
 * Old rate-limit windows would restart at zero anyway, old sign-in failures no longer count, and a signed-out
 * session's token has expired by then, as have expired sessions' rows and passkey challenges: dropping their rows keeps the tables small. Each purge deletes by date, so a
 * second run (a retry, or a run cut off by a crash and done again) deletes nothing more. The app is handed over as
 * a getter: the runner that runs this job is part of it.
 */
export function purgeJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: purgeQueue,
    description:
      'Purge expired rate-limit counters, sign-in failures, ended and expired sessions, and passkey challenges',
    // A purge missed is done by the next one: a few tries, then the dead-letter queue tells the operator.
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      const app = appOf();
      await purgeExpiredCounters(app);
      await purgeOldSignInFailures(app.db, app.clock.now());
      await purgeEndedSessions(app.db, app.clock.now());
      await purgeExpiredSessions(app.db, app.clock.now());
      await purgeExpiredPasskeyChallenges(app.db, app.clock.now());
    },
  };
}

/** Hourly, once across every server process. */
export const purgeSchedule: JobSchedule = { queue: purgeQueue, cron: '17 * * * *' };
