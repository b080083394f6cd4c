import type { IsaTransfer, IsaTransferDirection } from '@keystone/api';
import { isaTransferAmountText, isIsaTransferOpen, ISA_TRANSFERS_PAGE_SIZE } from '@keystone/flows/isa-transfers';
import { formatDate } from '@keystone/flows/format';
import { Button, DataTable, EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { useIsaTransfers } from '../../api/isa-transfers.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../lists/action-outcome.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { CancelTransferDialog } from './cancel-transfer-dialog.tsx';
import { IsaTransferStatus } from './isa-transfer-status.tsx';
import { ISA_TRANSFERS_TEXTS } from './isa-transfers-texts.ts';
import { RequestTransferDialog } from './request-transfer-dialog.tsx';

/**
 * `/platform/isa/transfers` (investor, issue 35 §2): the investor's ISA transfers with where each has got to, a way
 * to ask for one in or out, and to cancel one still REQUESTED. Reached from the ISA page.
 */
export function IsaTransfersPage() {
  const [page, setPage] = useState(1);
  const list = useIsaTransfers({ limit: ISA_TRANSFERS_PAGE_SIZE, offset: (page - 1) * ISA_TRANSFERS_PAGE_SIZE });
  const { outcome, report, clear } = useActionOutcome();
  const [asking, setAsking] = useState<IsaTransferDirection | null>(null);
  const [cancelling, setCancelling] = useState<IsaTransfer | null>(null);
  const { columns } = ISA_TRANSFERS_TEXTS;

  return (
    <section aria-labelledby="isa-transfers-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="isa-transfers-title" className="text-2xl font-semibold text-foreground">
          {ISA_TRANSFERS_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{ISA_TRANSFERS_TEXTS.intro}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => (clear(), setAsking('IN'))}>{ISA_TRANSFERS_TEXTS.transferIn}</Button>
        <Button variant="outline" onClick={() => (clear(), setAsking('OUT'))}>
          {ISA_TRANSFERS_TEXTS.transferOut}
        </Button>
      </div>
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={4} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.transfers.length === 0 ? (
        <EmptyState
          icon={<ArrowLeftRight aria-hidden="true" className="size-8" />}
          title={ISA_TRANSFERS_TEXTS.empty}
          description={ISA_TRANSFERS_TEXTS.emptyDescription}
        />
      ) : (
        <DataTable
          caption={ISA_TRANSFERS_TEXTS.caption}
          cardsBelow="lg"
          refreshing={list.isPlaceholderData}
          rows={list.data.transfers}
          rowKey={(transfer) => transfer.id}
          columns={[
            {
              header: columns.otherManager,
              role: 'primary',
              className: 'min-w-40 font-medium break-words',
              cell: (transfer) => transfer.otherManager,
            },
            { header: columns.direction, cell: (transfer) => ISA_TRANSFERS_TEXTS.directions[transfer.direction] },
            { header: columns.years, cell: (transfer) => ISA_TRANSFERS_TEXTS.years[transfer.years] },
            { header: columns.amount, role: 'money', numeric: true, cell: isaTransferAmountText },
            {
              header: columns.status,
              role: 'status',
              className: 'max-w-xs break-words',
              cell: (transfer) => (
                <div className="flex flex-col items-start gap-1">
                  <IsaTransferStatus transfer={transfer} />
                  {transfer.status === 'REJECTED' && transfer.reason && (
                    <span className="text-sm text-muted-foreground">
                      {ISA_TRANSFERS_TEXTS.rejectedBecause(transfer.reason)}
                    </span>
                  )}
                  {transfer.status === 'REQUESTED' && (
                    <span className="text-sm text-muted-foreground">{ISA_TRANSFERS_TEXTS.dueBy(transfer)}</span>
                  )}
                </div>
              ),
            },
            {
              header: columns.requestedAt,
              className: 'whitespace-nowrap',
              cell: (transfer) => formatDate(transfer.requestedAt),
            },
            {
              header: columns.actions,
              role: 'actions',
              cell: (transfer) =>
                isIsaTransferOpen(transfer) ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={ISA_TRANSFERS_TEXTS.cancelTransfer(transfer)}
                    onClick={() => (clear(), setCancelling(transfer))}
                  >
                    {ISA_TRANSFERS_TEXTS.cancel}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {list.data && list.data.count > ISA_TRANSFERS_PAGE_SIZE && (
        <Pager
          aria-label={ISA_TRANSFERS_TEXTS.pages}
          page={page}
          pageCount={Math.ceil(list.data.count / ISA_TRANSFERS_PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
      {asking && (
        <RequestTransferDialog
          direction={asking}
          onOpenChange={(open) => !open && setAsking(null)}
          onRequested={() => {
            setAsking(null);
            report({ variant: 'success', text: ISA_TRANSFERS_TEXTS.requested });
          }}
        />
      )}
      {cancelling && (
        <CancelTransferDialog
          key={cancelling.id}
          transfer={cancelling}
          onOpenChange={(open) => !open && setCancelling(null)}
        />
      )}
    </section>
  );
}
