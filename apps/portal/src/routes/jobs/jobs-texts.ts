import type { FailedJob } from '@keystone/api';
import { formatDateTime } from '@keystone/flows/format';

/** The words of the admin's failed jobs screen (issue 33 §2). */
export const JOBS_TEXTS = {
  title: 'Failed jobs',
  intro:
    'Background jobs that used up their tries and stopped. Once the cause is fixed, retry one: it runs again with its tries counted afresh.',
  caption: 'Jobs that failed for good',
  empty: 'No jobs have failed.',
  emptyDescription: 'Every background job has completed, or is still within its tries.',
  columns: {
    job: 'Job',
    queue: 'Queue',
    createdAt: 'Created',
    failedAt: 'Failed',
    lastError: 'Last error',
    tries: 'Tries',
    actions: 'Actions',
  },
  noError: 'No error recorded',
  retry: 'Retry',
  /** Two jobs of one queue differ by when they failed: each row's button says which it retries. */
  retryJob: (job: FailedJob) => `Retry ${job.description}, failed ${formatDateTime(job.failedAt)}`,
  retryTitle: 'Retry this job?',
  retryDescription: 'It goes back in its queue and runs as soon as a worker is free.',
  retryConfirm: 'Retry',
  cancel: 'Cancel',
  retried: (job: FailedJob) => `"${job.description}" is queued to run again.`,
  pages: 'Failed job pages',
} as const;
