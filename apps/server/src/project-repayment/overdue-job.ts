import type { AppContext } from '../context/app-context.ts';
import type { JobDefinition, JobSchedule } from '../job-runner/job-runner.ts';
import { markOverduePayments } from './service.ts';

export const overduePaymentsQueue = 'repayment-overdue';

/**
 * Once a day, projects whose running term's payment is more than the setting's days overdue become LATE
 * (`markOverduePayments`): each under its row lock, at most once per due date, so a retry or a second run after a
 * crash moves nothing more. The app is handed over as a getter: the runner that runs this job is part of it.
 */
export function overduePaymentsJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: overduePaymentsQueue,
    description: 'Mark loans late whose payment is overdue by the admin setting’s days',
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      await markOverduePayments(appOf());
    },
  };
}

/** 06:10 London time every day, once across every server process: the day's date has turned in London. */
export const overduePaymentsSchedule: JobSchedule = { queue: overduePaymentsQueue, cron: '10 6 * * *' };
