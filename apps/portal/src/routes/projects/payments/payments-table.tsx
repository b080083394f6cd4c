import type { PaymentRow } from '@keystone/api';
import { TRANSACTION_STATUS_LABELS } from '@keystone/flows/dashboard';
import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import { transactionStatusTone } from '@keystone/flows/labels';
import { canRetryPayment } from '@keystone/flows/payouts';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { Badge, Button, DataTable } from '@keystone/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PAYMENT_COLUMNS, PAYMENTS_TEXTS } from './payments-texts.ts';

const money = (pence: number | null) => (pence === null ? '—' : formatMoney(pence));

interface PaymentsTableProps {
  rows: readonly PaymentRow[];
  /** The row whose 'Make Payment' is on its way. */
  retrying: number | null;
  onRetry: (row: PaymentRow) => void;
}

/** The payment rows, each with its investments behind a disclosure, and 'Make Payment' on a FAILED row. */
export function PaymentsTable({ rows, retrying, onRetry }: PaymentsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const [name, firstInvest, sum, days, rate, yearRate, profit, total, status] = PAYMENT_COLUMNS;
  return (
    <DataTable
      caption={PAYMENTS_TEXTS.table}
      cardsBelow="xl"
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-status': row.status })}
      rowDetails={(row) =>
        open.has(row.id) ? { id: `payment-${row.id}-details`, content: <PaymentDetails row={row} /> } : undefined
      }
      columns={[
        {
          header: name,
          role: 'primary',
          className: 'font-medium',
          cell: (row) => (
            <span className="inline-flex items-center gap-1">
              <Button
                size="icon"
                variant="ghost"
                aria-expanded={open.has(row.id)}
                aria-controls={`payment-${row.id}-details`}
                aria-label={`${PAYMENTS_TEXTS.showDetails}: ${row.name}`}
                onClick={() => toggle(row.id)}
              >
                {open.has(row.id) ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
              </Button>
              {row.name}
            </span>
          ),
        },
        { header: firstInvest, cell: (row) => formatDate(row.firstInvest) },
        { header: sum, numeric: true, cell: (row) => formatMoney(row.sumPence) },
        { header: days, numeric: true, cell: (row) => row.days },
        { header: rate, numeric: true, cell: (row) => formatPercent(row.rate) },
        { header: yearRate, numeric: true, cell: (row) => formatPercent(row.yearRate) },
        { header: profit, numeric: true, cell: (row) => money(row.profitPence) },
        { header: total, role: 'money', numeric: true, cell: (row) => money(row.totalPence) },
        {
          header: status,
          role: 'status',
          cell: (row) => (
            <Badge tone={transactionStatusTone(row.status)}>{TRANSACTION_STATUS_LABELS[row.status]}</Badge>
          ),
        },
        {
          header: 'Actions',
          headerHidden: true,
          role: 'actions',
          cell: (row) =>
            canRetryPayment(row) && (
              <Button
                size="sm"
                variant="outline"
                loading={retrying === row.id}
                aria-label={`${PAYMENTS_TEXTS.makePayment}: ${row.name}`}
                onClick={() => onRetry(row)}
              >
                {PAYMENTS_TEXTS.makePayment}
              </Button>
            ),
        },
      ]}
    />
  );
}

/** Each investment behind a payment row. */
function PaymentDetails({ row }: { row: PaymentRow }) {
  return (
    <ul aria-label={`Investments of ${row.name}`} className="flex flex-col gap-2">
      {row.details.map((detail, index) => (
        <li key={index} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>{INVEST_STRATEGY_LABELS[detail.investStrategy]}</span>
          <span>{INVESTMENT_TERM_LABELS[detail.term]}</span>
          <span>Invested {formatDate(detail.investDate)}</span>
          <span className="tabular-nums">Sum {formatMoney(detail.sumPence)}</span>
          <span className="tabular-nums">{detail.investDays} days</span>
          <span className="tabular-nums">Rate {formatPercent(detail.rate)}</span>
          <span className="tabular-nums">Year rate {formatPercent(detail.yearRate)}</span>
          <span className="tabular-nums">Profit {money(detail.profitPence)}</span>
          <span className="tabular-nums">Total {money(detail.totalPence)}</span>
        </li>
      ))}
    </ul>
  );
}
