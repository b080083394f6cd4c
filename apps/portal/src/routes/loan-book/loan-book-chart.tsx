import type { LoanBookYear } from '@keystone/api';
import { LOAN_BOOK_LABELS } from '@keystone/flows/dashboard';
import { formatMoney } from '@keystone/flows/format';
import { useId } from 'react';
import { LOAN_BOOK_TEXTS } from './loan-book-texts.ts';

// A plain SVG drawn from the figures (no charting library: this page is public and should load fast). Three bars a
// year, lent, repaid and outstanding, on one scale; the drawing is an image whose description says every figure,
// and the table beneath says them again for anyone who would rather read.

const SERIES = [
  { key: 'lentPence', label: LOAN_BOOK_LABELS.lent, token: '--chart-1' },
  { key: 'repaidPence', label: LOAN_BOOK_LABELS.repaid, token: '--chart-2' },
  { key: 'outstandingPence', label: LOAN_BOOK_LABELS.outstanding, token: '--chart-3' },
] as const;

const width = 600;
const height = 240;
const axis = { left: 8, bottom: 28, top: 12 };
const plotHeight = height - axis.bottom - axis.top;

/** Each year's figures in words: the chart's description. */
export function describeYears(years: readonly LoanBookYear[]): string {
  return years
    .map(
      (year) =>
        `${year.year}: ${SERIES.map((series) => `${series.label.toLowerCase()} ${formatMoney(year[series.key])}`).join(', ')}`,
    )
    .join('. ');
}

export function LoanBookChart({ years }: { years: readonly LoanBookYear[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const highest = Math.max(1, ...years.flatMap((year) => SERIES.map((series) => year[series.key])));
  const groupWidth = (width - axis.left) / years.length;
  const barWidth = Math.min(48, (groupWidth * 0.7) / SERIES.length);
  return (
    <figure className="flex flex-col gap-3">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{LOAN_BOOK_TEXTS.chartTitle}</title>
        <desc id={descriptionId}>{describeYears(years)}</desc>
        <line
          x1={axis.left}
          x2={width}
          y1={height - axis.bottom}
          y2={height - axis.bottom}
          stroke="var(--border)"
          strokeWidth={1}
        />
        {years.map((year, index) => {
          const groupLeft = axis.left + index * groupWidth + (groupWidth - barWidth * SERIES.length) / 2;
          return (
            <g key={year.year} data-year={year.year}>
              {SERIES.map((series, position) => {
                const barHeight = (year[series.key] / highest) * plotHeight;
                return (
                  <rect
                    key={series.key}
                    data-series={series.key}
                    x={groupLeft + position * barWidth}
                    y={height - axis.bottom - barHeight}
                    width={barWidth - 2}
                    height={barHeight}
                    fill={`var(${series.token})`}
                    rx={2}
                  />
                );
              })}
              <text
                x={axis.left + index * groupWidth + groupWidth / 2}
                y={height - 8}
                textAnchor="middle"
                fontSize={13}
                fill="var(--muted-foreground)"
              >
                {year.year}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" aria-label="Key">
          {SERIES.map((series) => (
            <li key={series.key} className="flex items-center gap-2">
              <span aria-hidden className="size-3 rounded-sm" style={{ background: `var(${series.token})` }} />
              {series.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
