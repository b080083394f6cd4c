import type { AutoInvestAllocation } from '@keystone/api';
import {
  AUTO_INVEST_ALLOCATION_STATUS_LABELS,
  AUTO_INVEST_ALLOCATION_STATUS_TONES,
  AUTO_INVEST_PAGE_SIZE,
  AUTO_INVEST_SKIP_REASONS,
} from '@keystone/flows/auto-invest';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { Badge, DataTable, EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAutoInvestAllocations } from '../../api/auto-invest.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { ALLOCATION_HISTORY_TEXTS } from './allocation-history-texts.ts';

const linkClass = 'underline underline-offset-2 hover:text-primary';

/** The allocation's status in flows' words and tone, with why it was skipped when it was. */
function AllocationStatus({ allocation }: { allocation: AutoInvestAllocation }) {
  return (
    <div className="flex flex-col items-start gap-1 cards:items-end">
      <Badge tone={AUTO_INVEST_ALLOCATION_STATUS_TONES[allocation.status]}>
        {AUTO_INVEST_ALLOCATION_STATUS_LABELS[allocation.status]}
      </Badge>
      {allocation.skipReason && (
        <span className="text-sm break-words text-muted-foreground">
          {AUTO_INVEST_SKIP_REASONS[allocation.skipReason]}
        </span>
      )}
    </div>
  );
}

function amountOf(allocation: AutoInvestAllocation): string {
  if (allocation.status === 'PLANNED') {
    return ALLOCATION_HISTORY_TEXTS.plannedAmount(formatMoney(allocation.plannedPence));
  }
  return formatMoney(allocation.amountPence);
}

/**
 * The investor's auto-invest history (issue 38 §3), newest first: each project their rules matched, the date it was
 * decided, what was invested with a link to each agreement, or why it was skipped in flows' words. Shown on
 * `/platform/auto-invest` below the rules.
 */
export function AllocationHistory() {
  const [page, setPage] = useState(1);
  const list = useAutoInvestAllocations(page);
  const { columns } = ALLOCATION_HISTORY_TEXTS;

  return (
    <section aria-labelledby="auto-invest-history-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="auto-invest-history-title" className="text-xl font-semibold text-foreground">
          {ALLOCATION_HISTORY_TEXTS.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{ALLOCATION_HISTORY_TEXTS.intro}</p>
      </div>
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={4} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<History aria-hidden="true" className="size-8" />}
          title={ALLOCATION_HISTORY_TEXTS.empty}
          description={ALLOCATION_HISTORY_TEXTS.emptyDescription}
        />
      ) : (
        <DataTable
          caption={ALLOCATION_HISTORY_TEXTS.caption}
          cardsBelow="lg"
          refreshing={list.isPlaceholderData}
          rows={list.data.items}
          rowKey={(allocation) => allocation.id}
          columns={[
            {
              header: columns.project,
              role: 'primary',
              className: 'min-w-32 font-medium break-words',
              cell: (allocation) => (
                <Link to={`/platform/projects/${allocation.projectId}`} className={linkClass}>
                  {allocation.projectTitle}
                </Link>
              ),
            },
            {
              header: columns.date,
              className: 'whitespace-nowrap',
              cell: (allocation) =>
                allocation.decidedAt ? formatDate(allocation.decidedAt) : ALLOCATION_HISTORY_TEXTS.notDecided,
            },
            {
              header: columns.status,
              role: 'status',
              className: 'min-w-40',
              cell: (allocation) => <AllocationStatus allocation={allocation} />,
            },
            { header: columns.amount, role: 'money', numeric: true, cell: amountOf },
            {
              header: columns.agreements,
              cell: (allocation) =>
                allocation.investments.length === 0 ? (
                  ALLOCATION_HISTORY_TEXTS.noAgreement
                ) : (
                  <ul className="flex flex-col gap-1">
                    {allocation.investments.map((investment) => (
                      <li key={investment.agreementId}>
                        <Link to={`/platform/agreement/${investment.agreementId}`} className={linkClass}>
                          {ALLOCATION_HISTORY_TEXTS.agreementLink(investment.term, investment.referenceNumber)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      )}
      {list.data && list.data.count > AUTO_INVEST_PAGE_SIZE && (
        <Pager
          aria-label={ALLOCATION_HISTORY_TEXTS.pages}
          page={page}
          pageCount={Math.ceil(list.data.count / AUTO_INVEST_PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
