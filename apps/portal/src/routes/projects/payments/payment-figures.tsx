import type { ProjectPayments } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { Card, CardContent } from '@keystone/ui';
import { PAYMENTS_TEXTS } from './payments-texts.ts';

/** The project wallet's balance, the total to pay, what is paid and pending, and what went to the long term. */
export function PaymentFigures({ payments, allowLongTerm }: { payments: ProjectPayments; allowLongTerm: boolean }) {
  const figures = [
    { label: PAYMENTS_TEXTS.walletBalance, pence: payments.walletBalancePence },
    { label: PAYMENTS_TEXTS.totalSum, pence: payments.totalSumPence },
    { label: PAYMENTS_TEXTS.succeeded, pence: payments.sumInfo.succeededPence },
    { label: PAYMENTS_TEXTS.pending, pence: payments.sumInfo.pendingPence },
    ...(allowLongTerm ? [{ label: PAYMENTS_TEXTS.transferred, pence: payments.transferredToLongWalletPence }] : []),
  ];
  return (
    <Card className="py-4">
      <CardContent>
        <dl aria-label={PAYMENTS_TEXTS.figures} className="grid grid-cols-2 gap-4 md:grid-cols-5">
          {figures.map(({ label, pence }) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatMoney(pence)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
