import type { IsaTransfer, IsaTransferStatus as Status } from '@keystone/api';
import {
  ISA_TRANSFER_STATUSES,
  ISA_TRANSFERS_PAGE_SIZE,
  isaTransferAmountText,
  isIsaTransferOpen,
} from '@keystone/flows/isa-transfers';
import { formatDate } from '@keystone/flows/format';
import { taxYearOf } from '@keystone/flows/tax';
import { Button, DataTable, EmptyState, LoadingSkeleton, Pager, Select, SkeletonTable } from '@keystone/ui';
import { ArrowLeftRight, Download } from 'lucide-react';
import { useState } from 'react';
import { isaReportCsvUrl, useAllIsaTransfers } from '../../api/isa-transfers.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { IsaTransferStatus } from '../isa-transfers/index.ts';
import { DecideTransferDialog, type Decision } from './decide-transfer-dialog.tsx';
import { ISA_ADMIN_TEXTS } from './isa-admin-texts.ts';

/** The report's years: this tax year and the five before it. */
const REPORT_YEARS = 6;

/**
 * `/platform/isas` (admin, issue 35 §2): the ISA transfers to act on, REQUESTED first shown, each to record (the
 * amount and this year's part) or reject (with a reason); and the annual ISA report of a chosen tax year as CSV.
 */
export function IsaAdminPage() {
  const [status, setStatus] = useState<Status>('REQUESTED');
  const [page, setPage] = useState(1);
  const list = useAllIsaTransfers({
    status,
    limit: ISA_TRANSFERS_PAGE_SIZE,
    offset: (page - 1) * ISA_TRANSFERS_PAGE_SIZE,
  });
  const [deciding, setDeciding] = useState<{ transfer: IsaTransfer; decision: Decision } | null>(null);
  const thisTaxYear = taxYearOf(new Date());
  const [taxYear, setTaxYear] = useState(thisTaxYear - 1);
  const { columns } = ISA_ADMIN_TEXTS;

  return (
    <section aria-labelledby="isa-admin-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 id="isa-admin-title" className="text-2xl font-semibold text-foreground">
          {ISA_ADMIN_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{ISA_ADMIN_TEXTS.intro}</p>
      </div>
      {/* The report first: the transfers below change height as they load, and nothing under them may jump. */}
      <section aria-labelledby="isa-report-heading" className="flex flex-col gap-4">
        <h2 id="isa-report-heading" className="text-xl font-semibold text-foreground">
          {ISA_ADMIN_TEXTS.reportTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{ISA_ADMIN_TEXTS.reportIntro}</p>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            className="max-w-xs"
            label={ISA_ADMIN_TEXTS.taxYear}
            value={String(taxYear)}
            onValueChange={(value) => setTaxYear(Number(value))}
            options={Array.from({ length: REPORT_YEARS }, (_, back) => thisTaxYear - back).map((year) => ({
              value: String(year),
              label: ISA_ADMIN_TEXTS.taxYearOption(year),
            }))}
          />
          <Button asChild variant="outline">
            <a href={isaReportCsvUrl(taxYear)} download>
              <Download aria-hidden="true" />
              {ISA_ADMIN_TEXTS.download}
            </a>
          </Button>
        </div>
      </section>
      <section aria-labelledby="isa-transfers-heading" className="flex flex-col gap-4">
        <h2 id="isa-transfers-heading" className="text-xl font-semibold text-foreground">
          {ISA_ADMIN_TEXTS.transfersTitle}
        </h2>
        <Select
          className="max-w-xs"
          label={ISA_ADMIN_TEXTS.statusFilter}
          value={status}
          onValueChange={(value) => {
            setStatus(value as Status);
            setPage(1);
          }}
          options={ISA_TRANSFER_STATUSES.map((value) => ({ value, label: ISA_ADMIN_TEXTS.statuses[value] }))}
        />
        {list.isPending ? (
          <LoadingSkeleton>
            <SkeletonTable rows={4} />
          </LoadingSkeleton>
        ) : list.isError ? (
          <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.transfers.length === 0 ? (
          <EmptyState
            icon={<ArrowLeftRight aria-hidden="true" className="size-8" />}
            title={ISA_ADMIN_TEXTS.empty}
            description={ISA_ADMIN_TEXTS.emptyDescription}
          />
        ) : (
          <DataTable
            caption={ISA_ADMIN_TEXTS.caption}
            cardsBelow="xl"
            refreshing={list.isPlaceholderData}
            rows={list.data.transfers}
            rowKey={(transfer) => transfer.id}
            columns={[
              {
                header: columns.investor,
                role: 'primary',
                className: 'min-w-32 font-medium break-words',
                cell: (transfer) => transfer.investorName,
              },
              { header: columns.direction, cell: (transfer) => ISA_ADMIN_TEXTS.directions[transfer.direction] },
              { header: columns.otherManager, className: 'break-words', cell: (transfer) => transfer.otherManager },
              { header: columns.reference, className: 'break-words', cell: (transfer) => transfer.otherReference },
              { header: columns.years, cell: (transfer) => ISA_ADMIN_TEXTS.years[transfer.years] },
              { header: columns.amount, role: 'money', numeric: true, cell: isaTransferAmountText },
              { header: columns.status, role: 'status', cell: (transfer) => <IsaTransferStatus transfer={transfer} /> },
              { header: columns.dueBy, className: 'whitespace-nowrap', cell: (transfer) => formatDate(transfer.dueBy) },
              {
                header: columns.actions,
                role: 'actions',
                cell: (transfer) =>
                  isIsaTransferOpen(transfer) ? (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        aria-label={ISA_ADMIN_TEXTS.recordTransfer(transfer)}
                        onClick={() => setDeciding({ transfer, decision: 'record' })}
                      >
                        {ISA_ADMIN_TEXTS.record}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={ISA_ADMIN_TEXTS.rejectTransfer(transfer)}
                        onClick={() => setDeciding({ transfer, decision: 'reject' })}
                      >
                        {ISA_ADMIN_TEXTS.reject}
                      </Button>
                    </div>
                  ) : null,
              },
            ]}
          />
        )}
        {list.data && list.data.count > ISA_TRANSFERS_PAGE_SIZE && (
          <Pager
            aria-label={ISA_ADMIN_TEXTS.pages}
            page={page}
            pageCount={Math.ceil(list.data.count / ISA_TRANSFERS_PAGE_SIZE)}
            onPageChange={setPage}
          />
        )}
      </section>
      {deciding && (
        <DecideTransferDialog
          key={`${deciding.transfer.id}-${deciding.decision}`}
          transfer={deciding.transfer}
          decision={deciding.decision}
          onOpenChange={(open) => !open && setDeciding(null)}
        />
      )}
    </section>
  );
}
