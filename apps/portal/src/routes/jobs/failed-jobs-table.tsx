import type { FailedJob } from '@keystone/api';
import { formatCount, formatDateTime } from '@keystone/flows/format';
import { Button, DataTable } from '@keystone/ui';
import { RotateCcw } from 'lucide-react';
import { JOBS_TEXTS } from './jobs-texts.ts';

interface FailedJobsTableProps {
  jobs: readonly FailedJob[];
  onRetry: (job: FailedJob) => void;
  /** Another page is on its way; the rows shown are the previous ones. */
  refreshing: boolean;
}

/** What failed, when, why and after how many tries; on a phone each job is a card led by what it was. */
export function FailedJobsTable({ jobs, onRetry, refreshing }: FailedJobsTableProps) {
  const { columns } = JOBS_TEXTS;
  return (
    <DataTable
      caption={JOBS_TEXTS.caption}
      cardsBelow="xl"
      refreshing={refreshing}
      rows={jobs}
      rowKey={(job) => job.id}
      columns={[
        { header: columns.job, role: 'primary', className: 'min-w-40 font-medium', cell: (job) => job.description },
        {
          header: columns.queue,
          className: 'break-words',
          cell: (job) => <span className="font-mono text-sm">{job.queue}</span>,
        },
        { header: columns.createdAt, className: 'whitespace-nowrap', cell: (job) => formatDateTime(job.createdAt) },
        { header: columns.failedAt, className: 'whitespace-nowrap', cell: (job) => formatDateTime(job.failedAt) },
        {
          header: columns.lastError,
          className: 'max-w-md min-w-48 break-words',
          cell: (job) => job.lastError ?? <span className="text-muted-foreground">{JOBS_TEXTS.noError}</span>,
        },
        { header: columns.tries, numeric: true, cell: (job) => formatCount(job.tries) },
        {
          header: columns.actions,
          role: 'actions',
          cell: (job) => (
            <Button variant="outline" size="sm" aria-label={JOBS_TEXTS.retryJob(job)} onClick={() => onRetry(job)}>
              <RotateCcw aria-hidden="true" />
              {JOBS_TEXTS.retry}
            </Button>
          ),
        },
      ]}
    />
  );
}
