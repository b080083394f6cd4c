import type { FailedJob } from '@keystone/api';
import { EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useListFailedJobs } from '../../api/jobs.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../lists/action-outcome.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { useListAddress } from '../../lists/use-list-address.ts';
import {
  failedJobsPageCount,
  listFailedJobsApiQuery,
  readFailedJobsListQuery,
  writeFailedJobsListQuery,
} from './failed-jobs-list-query.ts';
import { FailedJobsTable } from './failed-jobs-table.tsx';
import { JOBS_TEXTS } from './jobs-texts.ts';
import { RetryJobDialog } from './retry-job-dialog.tsx';

/**
 * `/platform/jobs` (admin, issue 33 §2): the background jobs that failed for good, 20 a page, newest failure first:
 * what each was, when, its last error and how many tries it had; each can be run again, asked once more.
 */
export function FailedJobsPage() {
  const { query, show } = useListAddress(readFailedJobsListQuery, writeFailedJobsListQuery);
  const list = useListFailedJobs(listFailedJobsApiQuery(query));
  const { outcome, report, clear } = useActionOutcome();
  const [retrying, setRetrying] = useState<FailedJob | null>(null);

  return (
    <section aria-labelledby="failed-jobs-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="failed-jobs-title" className="text-2xl font-semibold text-foreground">
          {JOBS_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{JOBS_TEXTS.intro}</p>
      </div>
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={10} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.jobs.length === 0 ? (
        <EmptyState
          icon={<CircleCheck aria-hidden="true" className="size-8" />}
          title={JOBS_TEXTS.empty}
          description={JOBS_TEXTS.emptyDescription}
        />
      ) : (
        <FailedJobsTable
          jobs={list.data.jobs}
          refreshing={list.isPlaceholderData}
          onRetry={(job) => {
            clear();
            setRetrying(job);
          }}
        />
      )}
      {list.data && list.data.count > 0 && (
        <Pager
          aria-label={JOBS_TEXTS.pages}
          page={query.page}
          pageCount={failedJobsPageCount(list.data.count)}
          onPageChange={(page) => show({ page })}
        />
      )}
      <RetryJobDialog
        open={retrying !== null}
        job={retrying}
        onOpenChange={(open) => !open && setRetrying(null)}
        onRetried={(job) => {
          setRetrying(null);
          report({ variant: 'success', text: JOBS_TEXTS.retried(job) });
        }}
      />
    </section>
  );
}
