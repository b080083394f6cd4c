import type { FailedJob } from '@keystone/api';
import { formatDateTime } from '@keystone/flows/format';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@keystone/ui';
import { useRetryFailedJob } from '../../api/jobs.ts';
import { RefusalMessage } from '../../api/index.ts';
import { JOBS_TEXTS } from './jobs-texts.ts';

interface RetryJobDialogProps {
  job: FailedJob | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRetried: (job: FailedJob) => void;
}

/**
 * Asked once more before a job runs again: it may send an e-mail or move a sandbox payment. A refusal (another admin
 * retried it first: 404 code 42) is told in the dialog in the server's words; server faults open the generic modal.
 */
export function RetryJobDialog({ job, open, onOpenChange, onRetried }: RetryJobDialogProps) {
  const retry = useRetryFailedJob({ onSuccess: () => job && onRetried(job) });
  const changeOpen = (next: boolean) => {
    if (!next) retry.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{JOBS_TEXTS.retryTitle}</DialogTitle>
          <DialogDescription>
            {job ? `"${job.description}", failed ${formatDateTime(job.failedAt)}. ` : ''}
            {JOBS_TEXTS.retryDescription}
          </DialogDescription>
        </DialogHeader>
        <RefusalMessage error={retry.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{JOBS_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            loading={retry.isPending}
            disabled={job === null}
            onClick={() => job && retry.mutate({ params: { path: { id: job.id } } })}
          >
            {JOBS_TEXTS.retryConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
