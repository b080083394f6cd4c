import type { TaxStatementRun } from '@keystone/api';
import { formatCount, formatDateTime } from '@keystone/flows/format';
import { taxYearLabel, taxYearOf } from '@keystone/flows/tax';
import { Badge, Button, DataTable, EmptyState, LoadingSkeleton, Select, SkeletonTable } from '@keystone/ui';
import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { RefusalMessage } from '../../api/refusal.tsx';
import { useDownloadTaxStatementRun, useStartTaxStatementRun, useTaxStatementRuns } from '../../api/tax-statements.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../lists/action-outcome.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { recentTaxYears, TAX_STATEMENT_RUNS_TEXTS as TEXTS } from './tax-statements-texts.ts';

/**
 * The admin's runs of every investor's tax statements (issue 35 §1): start one for a tax year, watch it (the list is
 * read again every few seconds while a run is being made) and download its zip once it is ready.
 */
export function TaxStatementRuns({ today = new Date() }: { today?: Date }) {
  const years = recentTaxYears(taxYearOf(today));
  const [taxYear, setTaxYear] = useState(years[0]?.value ?? '');
  const runs = useTaxStatementRuns();
  const { outcome, report, clear } = useActionOutcome();
  const start = useStartTaxStatementRun({
    onSuccess: (run) => report({ variant: 'success', text: TEXTS.started(run) }),
  });
  const file = useDownloadTaxStatementRun();

  return (
    <section aria-labelledby="tax-statement-runs-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="tax-statement-runs-title" className="text-2xl font-semibold text-foreground">
          {TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{TEXTS.intro}</p>
      </div>
      <form
        aria-label={TEXTS.startHeading}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          clear();
          start.mutate({ body: { taxYear: Number(taxYear) } });
        }}
      >
        <Select label={TEXTS.taxYear} options={years} value={taxYear} onValueChange={setTaxYear} className="sm:w-48" />
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? TEXTS.starting : TEXTS.start}
        </Button>
      </form>
      <RefusalMessage error={start.error} />
      <RefusalMessage error={file.error} />
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {runs.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={3} />
        </LoadingSkeleton>
      ) : runs.isError ? (
        <LoadFailure error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.items.length === 0 ? (
        <EmptyState
          icon={<FileArchive aria-hidden="true" className="size-8" />}
          title={TEXTS.empty}
          description={TEXTS.emptyDescription}
        />
      ) : (
        <RunsTable runs={runs.data.items} busy={file.isPending} onDownload={file.download} />
      )}
    </section>
  );
}

const statusTone = { PENDING: 'warning', DONE: 'success', FAILED: 'danger' } as const;

function RunsTable({
  runs,
  busy,
  onDownload,
}: {
  runs: readonly TaxStatementRun[];
  busy: boolean;
  onDownload: (run: TaxStatementRun) => void;
}) {
  const { columns } = TEXTS;
  return (
    <DataTable
      caption={TEXTS.caption}
      cardsBelow="xl"
      rows={runs}
      rowKey={(run) => run.id}
      columns={[
        {
          header: columns.taxYear,
          role: 'primary',
          className: 'font-medium',
          cell: (run) => taxYearLabel(run.taxYear),
        },
        {
          header: columns.status,
          role: 'status',
          cell: (run) => (
            <div className="flex flex-col gap-1">
              <Badge tone={statusTone[run.status]}>{TEXTS.status[run.status]}</Badge>
              {run.failureReason !== null && (
                <span className="text-sm break-words text-muted-foreground">{run.failureReason}</span>
              )}
            </div>
          ),
        },
        {
          header: columns.investors,
          numeric: true,
          cell: (run) => (run.investorCount === null ? TEXTS.notFinished : formatCount(run.investorCount)),
        },
        { header: columns.requestedBy, cell: (run) => run.requestedBy },
        { header: columns.requestedAt, className: 'whitespace-nowrap', cell: (run) => formatDateTime(run.requestedAt) },
        {
          header: columns.finishedAt,
          className: 'whitespace-nowrap',
          cell: (run) => (run.finishedAt === null ? TEXTS.notFinished : formatDateTime(run.finishedAt)),
        },
        {
          header: columns.actions,
          role: 'actions',
          cell: (run) =>
            run.status === 'DONE' ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={TEXTS.downloadRun(run)}
                onClick={() => onDownload(run)}
              >
                <Download aria-hidden="true" />
                {TEXTS.download}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
