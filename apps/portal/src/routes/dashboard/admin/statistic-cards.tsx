import type { AdminDashboard, CountStatistic, MoneyStatistic } from '@keystone/api';
import { formatCount, formatMoney, formatPercent } from '@keystone/flows/format';
import { Card, CardContent } from '@keystone/ui';
import { LazyStatisticChart } from './lazy-statistic-chart.tsx';

interface Figure {
  label: string;
  progress: number;
  daily: number;
  period: number;
  format: (value: number) => string;
}

const countFigure = (label: string, statistic: CountStatistic): Figure => ({
  label,
  progress: statistic.progress,
  daily: statistic.dailyValue,
  period: statistic.periodValue,
  format: formatCount,
});

const moneyFigure = (label: string, statistic: MoneyStatistic): Figure => ({
  label,
  progress: statistic.progress,
  daily: statistic.dailyValuePence,
  period: statistic.periodValuePence,
  format: (pence) => formatMoney(pence),
});

const signed = (progress: number) => `${progress > 0 ? '+' : ''}${formatPercent(progress)}`;

/** Registered users, interest paid out and pledged investment: the period's value, today's and the progress. */
export function StatisticCards({ dashboard }: { dashboard: AdminDashboard }) {
  const figures = [
    countFigure('Registered users', dashboard.registeredUsers),
    moneyFigure('Interest paid out', dashboard.interestPaidOut),
    moneyFigure('Pledged investment', dashboard.pledgedInvestment),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {figures.map((figure) => (
        <Card key={figure.label} className="min-w-0 py-4" data-testid={`figure-${figure.label}`}>
          <CardContent className="flex flex-col gap-3">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="col-span-2 text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="col-span-2 text-2xl font-semibold tabular-nums">{figure.format(figure.period)}</dd>
              <dt className="text-sm text-muted-foreground">Today</dt>
              <dd className="text-right tabular-nums">{figure.format(figure.daily)}</dd>
              <dt className="text-sm text-muted-foreground">Progress</dt>
              <dd className="text-right tabular-nums">{signed(figure.progress)}</dd>
            </dl>
            <LazyStatisticChart
              label={`${figure.label}: today against the period; the figures above say the same`}
              bars={[
                { label: 'Today', value: figure.daily },
                { label: 'Period', value: figure.period },
              ]}
              format={figure.format}
              horizontal
              className="h-16"
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
