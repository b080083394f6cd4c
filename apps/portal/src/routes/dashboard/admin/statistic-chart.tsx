import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { sliceToken } from '../investor/slice-colours.ts';

// Only the bar chart's parts are registered, so the rest of Chart.js is shaken out (as money-chart.tsx does for the
// doughnut). Loaded lazily with React.lazy, when its card comes near the screen.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface StatisticBar {
  label: string;
  value: number;
}

function barColours(count: number): string[] {
  const style = getComputedStyle(document.documentElement);
  return Array.from({ length: count }, (_, index) => style.getPropertyValue(sliceToken(index)).trim());
}

/** A small bar chart of one figure's parts; the card around it carries the same numbers as text. */
export default function StatisticChart({
  label,
  bars,
  format,
  horizontal = false,
}: {
  label: string;
  bars: readonly StatisticBar[];
  format: (value: number) => string;
  horizontal?: boolean;
}) {
  return (
    <ChartCanvas
      type="bar"
      role="img"
      aria-label={label}
      options={{
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { ticks: { display: horizontal ? false : true } },
          y: { beginAtZero: true, ticks: { display: horizontal } },
        },
        plugins: { tooltip: { callbacks: { label: (item) => format(Number(item.raw)) } } },
      }}
      data={{
        labels: bars.map((bar) => bar.label),
        datasets: [{ data: bars.map((bar) => bar.value), backgroundColor: barColours(bars.length) }],
      }}
    />
  );
}
