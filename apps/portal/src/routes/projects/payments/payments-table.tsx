import type { PaymentRow } from '@keystone/api';
import { TRANSACTION_STATUS_LABELS } from '@keystone/flows/dashboard';
import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import { transactionStatusTone } from '@keystone/flows/labels';
import { canRetryPayment } from '@keystone/flows/payouts';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@keystone/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
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
  return (
    <Table aria-label={PAYMENTS_TEXTS.table}>
      <TableHeader>
        <TableRow>
          <TableHead>
            <span className="sr-only">{PAYMENTS_TEXTS.showDetails}</span>
          </TableHead>
          {PAYMENT_COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const expanded = open.has(row.id);
          return (
            <Fragment key={row.id}>
              <TableRow data-status={row.status}>
                <TableCell>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-expanded={expanded}
                    aria-controls={`payment-${row.id}-details`}
                    aria-label={`${PAYMENTS_TEXTS.showDetails}: ${row.name}`}
                    onClick={() => toggle(row.id)}
                  >
                    {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                  </Button>
                </TableCell>
                <TableCell className="font-medium">{row.name}</TableCell>
                <TableCell>{formatDate(row.firstInvest)}</TableCell>
                <TableCell className="tabular-nums">{formatMoney(row.sumPence)}</TableCell>
                <TableCell className="tabular-nums">{row.days}</TableCell>
                <TableCell className="tabular-nums">{formatPercent(row.rate)}</TableCell>
                <TableCell className="tabular-nums">{formatPercent(row.yearRate)}</TableCell>
                <TableCell className="tabular-nums">{money(row.profitPence)}</TableCell>
                <TableCell className="tabular-nums">{money(row.totalPence)}</TableCell>
                <TableCell>
                  <Badge tone={transactionStatusTone(row.status)}>{TRANSACTION_STATUS_LABELS[row.status]}</Badge>
                </TableCell>
                <TableCell>
                  {canRetryPayment(row) && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={retrying === row.id}
                      aria-label={`${PAYMENTS_TEXTS.makePayment}: ${row.name}`}
                      onClick={() => onRetry(row)}
                    >
                      {PAYMENTS_TEXTS.makePayment}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              {expanded && (
                <TableRow id={`payment-${row.id}-details`}>
                  <TableCell colSpan={PAYMENT_COLUMNS.length + 2} className="bg-muted/40">
                    <PaymentDetails row={row} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Each investment behind a payment row. */
function PaymentDetails({ row }: { row: PaymentRow }) {
  return (
    <ul aria-label={`Investments of ${row.name}`} className="flex flex-col gap-2">
      {row.details.map((detail, index) => (
        <li key={index} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>{INVEST_STRATEGY_LABELS[detail.strategy]}</span>
          <span>{INVESTMENT_TERM_LABELS[detail.longTerm ? 'LONG' : 'SHORT']}</span>
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
