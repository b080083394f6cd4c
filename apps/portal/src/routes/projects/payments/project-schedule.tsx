import type { ScheduleTotal } from '@keystone/api';
import { formatCount, formatDate, formatMoney } from '@keystone/flows/format';
import {
  REPAYMENT_LINE_KIND_LABELS,
  REPAYMENT_LINE_STATUS_LABELS,
  REPAYMENT_LINE_STATUS_TONES,
} from '@keystone/flows/payouts';
import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { Badge, DataTable, EmptyState, LoadingSkeleton, SkeletonTable } from '@keystone/ui';
import { useProjectSchedule } from '../../../api/schedule.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';

export const PROJECT_SCHEDULE_TEXTS = {
  title: 'Repayment schedule',
  intro: "Every investor's expected payments summed by date, with what has been paid; the figures the payouts pay.",
  caption: 'Repayment schedule summed over the investors',
  due: 'Due',
  payment: 'Payment',
  expected: 'Expected',
  paid: 'Paid',
  investments: 'Investments paid',
  status: 'Status',
  empty: 'Nothing is scheduled: the project has no investment whose money reached it.',
  paidOf: (paid: number, of: number) => `${formatCount(paid)} of ${formatCount(of)}`,
} as const;

/** The project's schedule summed over its investors (issue 34 §1), under the payments. */
export function ProjectSchedule({ projectId }: { projectId: number }) {
  const schedule = useProjectSchedule(projectId);
  return (
    <section aria-labelledby="project-schedule-title" className="flex flex-col gap-4">
      <h2 id="project-schedule-title" className="text-xl font-semibold text-foreground">
        {PROJECT_SCHEDULE_TEXTS.title}
      </h2>
      <p className="text-muted-foreground">{PROJECT_SCHEDULE_TEXTS.intro}</p>
      {schedule.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={2} />
        </LoadingSkeleton>
      ) : schedule.isError ? (
        <LoadFailure error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : schedule.data.totals.length === 0 ? (
        <EmptyState icon={null} title={PROJECT_SCHEDULE_TEXTS.empty} />
      ) : (
        <TotalsTable totals={schedule.data.totals} />
      )}
    </section>
  );
}

function TotalsTable({ totals }: { totals: readonly ScheduleTotal[] }) {
  return (
    <DataTable
      caption={PROJECT_SCHEDULE_TEXTS.caption}
      rows={totals}
      rowKey={(total) => `${total.term}-${total.kind}-${total.dueDate}`}
      cardsBelow="lg"
      columns={[
        {
          header: PROJECT_SCHEDULE_TEXTS.due,
          className: 'whitespace-nowrap',
          cell: (total) => formatDate(total.dueDate),
        },
        {
          header: PROJECT_SCHEDULE_TEXTS.payment,
          role: 'primary',
          cell: (total) => `${REPAYMENT_LINE_KIND_LABELS[total.kind]} · ${INVESTMENT_TERM_LABELS[total.term]}`,
        },
        {
          header: PROJECT_SCHEDULE_TEXTS.expected,
          role: 'money',
          numeric: true,
          cell: (total) => formatMoney(total.expectedPence),
        },
        { header: PROJECT_SCHEDULE_TEXTS.paid, numeric: true, cell: (total) => formatMoney(total.paidPence) },
        {
          header: PROJECT_SCHEDULE_TEXTS.investments,
          numeric: true,
          cell: (total) => PROJECT_SCHEDULE_TEXTS.paidOf(total.paid, total.investments),
        },
        {
          header: PROJECT_SCHEDULE_TEXTS.status,
          role: 'status',
          cell: (total) => (
            <Badge tone={REPAYMENT_LINE_STATUS_TONES[total.status]}>{REPAYMENT_LINE_STATUS_LABELS[total.status]}</Badge>
          ),
        },
      ]}
    />
  );
}
