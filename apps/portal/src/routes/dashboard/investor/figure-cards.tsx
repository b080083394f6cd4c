import type { InvestorDashboard } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { Card, CardContent } from '@keystone/ui';

/** The three figures of seed 000 §3: pledged investment, total interest accrued and wallet balance. */
export function FigureCards({ dashboard }: { dashboard: InvestorDashboard }) {
  const figures = [
    { label: 'Pledged investment', pence: dashboard.pledgedInvestmentPence },
    { label: 'Total interest accrued', pence: dashboard.totalInterestAccruedPence },
    { label: 'Wallet balance', pence: dashboard.walletBalancePence },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ label, pence }) => (
        <Card key={label} className="py-4">
          <CardContent>
            <dl className="flex flex-col gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatMoney(pence)}</dd>
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
