import { Spinner } from '@keystone/ui';
import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { useNearViewport } from '../investor/use-near-viewport.ts';

const StatisticChart = lazy(() => import('./statistic-chart.tsx'));

/**
 * The chart's box, a fixed height so nothing moves when Chart.js arrives; the code loads near the screen only. It
 * clips and may shrink below its canvas (`min-w-0`), or a canvas drawn wide would hold the page wide when the screen
 * narrows (a phone turned upright) and Chart.js would never see its box shrink to redraw.
 */
export function LazyStatisticChart({
  className = 'h-24',
  ...props
}: ComponentProps<typeof StatisticChart> & { className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const waiting = <Spinner className="m-auto" />;
  return (
    <div ref={box} className={`relative flex w-full min-w-0 overflow-hidden ${className}`}>
      {near ? (
        <Suspense fallback={waiting}>
          <StatisticChart {...props} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
