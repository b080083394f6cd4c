import type { MoneyInProject } from '@keystone/api';
import { formatMoney, formatPercent } from '@keystone/flows/format';
import { Card, CardContent, CardHeader, CardTitle, DataTable, Spinner } from '@keystone/ui';
import { lazy, Suspense, useRef } from 'react';
import { DashboardEmpty } from './dashboard-empty.tsx';
import { sliceToken } from './slice-colours.ts';
import { useNearViewport } from './use-near-viewport.ts';

const MoneyChart = lazy(() => import('./money-chart.tsx'));

/** 'My money in platform' (seed 000 §3): project name, sum and percent, as a chart and as a table. */
export function MoneyInPlatform({ rows }: { rows: readonly MoneyInProject[] }) {
  const chartBox = useRef<HTMLDivElement>(null);
  const showChart = useNearViewport(chartBox);
  const waiting = <Spinner className="m-auto" />;
  return (
    <Card aria-labelledby="money-in-platform-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="money-in-platform-title">My money in platform</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <DashboardEmpty part="moneyInPlatform" />
        ) : (
          <div className="grid items-center gap-6 md:grid-cols-[minmax(0,16rem)_1fr]">
            {/* Square, as the doughnut is: the table beside it does not move when the chart arrives. */}
            <div ref={chartBox} className="mx-auto flex aspect-square w-full max-w-64" data-testid="money-chart">
              {showChart ? (
                <Suspense fallback={waiting}>
                  <MoneyChart rows={rows} />
                </Suspense>
              ) : (
                waiting
              )}
            </div>
            <DataTable
              caption="My money in platform"
              cardsBelow="sm"
              rows={rows}
              rowKey={(row) => row.projectId}
              columns={[
                {
                  header: 'Project',
                  role: 'primary',
                  cell: (row, index) => (
                    <>
                      {/* The chart's key: the slice's colour beside its project. */}
                      <span
                        aria-hidden="true"
                        className="me-2 inline-block size-3 rounded-sm align-middle"
                        style={{ backgroundColor: `var(${sliceToken(index)})` }}
                      />
                      {row.projectName}
                    </>
                  ),
                },
                { header: 'Sum', role: 'money', numeric: true, cell: (row) => formatMoney(row.sumPence) },
                { header: 'Percent', numeric: true, cell: (row) => formatPercent(row.percent) },
              ]}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
