import type { AppContext } from '../context/app-context.ts';
import type { JobDefinition, JobSchedule } from '../job-runner/job-runner.ts';
import { computeLoanBook, hasLoanBook } from './service.ts';

export const loanBookQueue = 'loan-book';

/**
 * Works the loan book out and stores a copy. A run repeated (a retry, a crash) stores one more copy of the figures
 * as they are then, which the page reads as the latest: nothing is counted twice. The app is handed over as a
 * getter: the runner that runs this job is part of it.
 */
export function loanBookJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: loanBookQueue,
    description: 'Work out the public loan book from the ledger and the projects',
    // A run missed is made good by the next hour's: a few tries, then the dead-letter queue tells the operator.
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      await computeLoanBook(appOf());
    },
  };
}

/** Hourly, London time, once across every server process. */
export const loanBookSchedule: JobSchedule = { queue: loanBookQueue, cron: '7 * * * *' };

/** At start-up: a database with no copy yet (a new one) gets its first now rather than at the next hour. */
export async function requestFirstLoanBook(app: AppContext): Promise<void> {
  if (await hasLoanBook(app)) return;
  await app.jobs.send(loanBookQueue, {}, { singletonKey: 'first' });
}
