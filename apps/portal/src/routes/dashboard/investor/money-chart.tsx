import { ArcElement, Chart, DoughnutController, Tooltip } from 'chart.js';
import { formatMoney } from '@keystone/flows/format';
import type { MoneyInProject } from '@keystone/api';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { sliceToken } from './slice-colours.ts';

// Only the doughnut's parts are registered, so the rest of Chart.js is shaken out. react-chartjs-2's generic Chart
// is used rather than its Doughnut, whose module registers every chart type's controller. This module is loaded
// lazily with React.lazy: it never weighs on the first paint.
Chart.register(DoughnutController, ArcElement, Tooltip);

/** The slices' colours, read from the stylesheet so the chart follows the theme. */
function sliceColours(count: number): string[] {
  const style = getComputedStyle(document.documentElement);
  return Array.from({ length: count }, (_, index) => style.getPropertyValue(sliceToken(index)).trim());
}

/** The doughnut of 'my money in platform'. The table beside it carries the same figures for every reader. */
export default function MoneyChart({ rows }: { rows: readonly MoneyInProject[] }) {
  return (
    <ChartCanvas
      type="doughnut"
      role="img"
      aria-label="My money in platform by project; the table lists the same figures"
      options={{
        responsive: true,
        maintainAspectRatio: true,
        animation: false,
        plugins: {
          tooltip: { callbacks: { label: (item) => `${item.label}: ${formatMoney(Number(item.raw))}` } },
        },
      }}
      data={{
        labels: rows.map((row) => row.projectName),
        datasets: [{ data: rows.map((row) => row.sumPence), backgroundColor: sliceColours(rows.length) }],
      }}
    />
  );
}
