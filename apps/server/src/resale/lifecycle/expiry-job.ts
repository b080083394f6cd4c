import type { AppContext } from '../../context/app-context.ts';
import type { JobDefinition, JobSchedule } from '../../job-runner/job-runner.ts';
import { closeDueListings } from './service.ts';

export const resaleListingExpiryQueue = 'resale-listing-expiry';

/**
 * Every 15 minutes: open listings whose 30 days are over by the app's clock close as EXPIRED, and those the rule no
 * longer allows (the loan late, in default, in recovery or closed, not running, or within 30 days of its term's end)
 * as SUSPENDED with the rule's sentence; each seller is told (`closeDueListings`). Each listing is closed under its
 * row lock, re-read there, so a retry, a second run after a crash or a run beside a purchase closes nothing twice.
 * The app is handed over as a getter: the runner that runs this job is part of it.
 */
export function resaleListingExpiryJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: resaleListingExpiryQueue,
    description: 'Close resale listings that expired or that the loan or its term no longer allows',
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      await closeDueListings(appOf());
    },
  };
}

/** Every 15 minutes, once across every server process: a listing closes within a quarter of an hour of its end. */
export const resaleListingExpirySchedule: JobSchedule = { queue: resaleListingExpiryQueue, cron: '*/15 * * * *' };
