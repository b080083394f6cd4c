import type { InvestorDashboard } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { Card, CardContent } from '@keystone/ui';

export const FIGURE_TEXTS = {
  pledgedInvestment: 'Pledged investment',
  totalInterestAccrued: 'Total interest accrued',
  walletBalance: 'Wallet balance',
  // Issue 32: the two figures differ by what was paid back and what waits for a transfer; say so.
  pledgedVersusMoney:
    'Pledged investment adds up the pledges you made in the chosen period, including money already paid back to you and pledges still waiting for your bank transfer. My money in platform is only the money in projects now.',
} as const;

/** The three figures of seed 000 §3: pledged investment, total interest accrued and wallet balance. */
export function FigureCards({ dashboard }: { dashboard: InvestorDashboard }) {
  const figures = [
    { label: FIGURE_TEXTS.pledgedInvestment, pence: dashboard.pledgedInvestmentPence },
    { label: FIGURE_TEXTS.totalInterestAccrued, pence: dashboard.totalInterestAccruedPence },
    { label: FIGURE_TEXTS.walletBalance, pence: dashboard.walletBalancePence },
  ];
  return (
    <div className="flex flex-col gap-2">
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
      <p className="text-sm text-muted-foreground">{FIGURE_TEXTS.pledgedVersusMoney}</p>
    </div>
  );
}
