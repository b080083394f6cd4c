import type { RepaymentLine } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import {
  REPAYMENT_LINE_KIND_LABELS,
  REPAYMENT_LINE_STATUS_LABELS,
  REPAYMENT_LINE_STATUS_TONES,
} from '@keystone/flows/payouts';
import { Badge, DataTable } from '@keystone/ui';
import { SCHEDULE_TEXTS } from './schedule-texts.ts';

/** One investment's lines: due date, what, expected, paid, status (cards on a phone). */
export function ScheduleLinesTable({ lines }: { lines: readonly RepaymentLine[] }) {
  return (
    <DataTable
      caption={SCHEDULE_TEXTS.caption}
      rows={lines}
      rowKey={(line) => `${line.term}-${line.kind}-${line.dueDate}`}
      cardsBelow="md"
      columns={[
        { header: SCHEDULE_TEXTS.due, className: 'whitespace-nowrap', cell: (line) => formatDate(line.dueDate) },
        {
          header: SCHEDULE_TEXTS.payment,
          role: 'primary',
          cell: (line) => `${REPAYMENT_LINE_KIND_LABELS[line.kind]} · ${SCHEDULE_TEXTS.termLabels[line.term]}`,
        },
        {
          header: SCHEDULE_TEXTS.expected,
          role: 'money',
          numeric: true,
          cell: (line) => formatMoney(line.expectedPence),
        },
        {
          header: SCHEDULE_TEXTS.paid,
          numeric: true,
          cell: (line) =>
            line.paidOn === null
              ? formatMoney(line.paidPence)
              : `${formatMoney(line.paidPence)} (${formatDate(line.paidOn)})`,
        },
        {
          header: SCHEDULE_TEXTS.status,
          role: 'status',
          cell: (line) => (
            <Badge tone={REPAYMENT_LINE_STATUS_TONES[line.status]}>{REPAYMENT_LINE_STATUS_LABELS[line.status]}</Badge>
          ),
        },
      ]}
    />
  );
}
