import { CONSUMER_JOURNEY_FUNNEL_LABELS, CONSUMER_JOURNEY_FUNNEL_TEXTS } from '@keystone/flows/labels';
import { formatCount } from '@keystone/flows/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton } from '@keystone/ui';
import { useConsumerJourneyFunnel } from '../../../api/dashboard.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { LazyStatisticChart } from './lazy-statistic-chart.tsx';

const texts = CONSUMER_JOURNEY_FUNNEL_TEXTS;

/**
 * The consumer journey over the last 30 days (issue 24 §7): how many investors reached each step, those who left
 * included, as a bar chart and the same numbers as a list for every reader. The window is the server's, whatever
 * period the rest of the dashboard shows.
 */
export function ConsumerJourneyFunnel() {
  const funnel = useConsumerJourneyFunnel();
  return (
    <Card aria-labelledby="journey-funnel-title" className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="journey-funnel-title">{texts.title}</h2>
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {funnel.isPending ? (
          <div role="status">
            <span className="sr-only">{texts.loading}</span>
            <Skeleton aria-hidden="true" className="h-56 rounded-lg" />
          </div>
        ) : funnel.isError ? (
          <LoadFailure error={funnel.error} onRetry={() => void funnel.refetch()} />
        ) : funnel.data.steps.every((row) => row.investors === 0) ? (
          <EmptyState title={texts.empty} icon={null} />
        ) : (
          <>
            <LazyStatisticChart
              label={texts.chartLabel}
              bars={funnel.data.steps.map((row) => ({
                label: CONSUMER_JOURNEY_FUNNEL_LABELS[row.step],
                value: row.investors,
              }))}
              format={texts.investors}
              horizontal
              className="h-56"
            />
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {funnel.data.steps.map((row) => (
                <div key={row.step} className="contents">
                  <dt>{CONSUMER_JOURNEY_FUNNEL_LABELS[row.step]}</dt>
                  <dd className="text-right tabular-nums">{formatCount(row.investors)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
