import type { Project } from '@keystone/api';
import {
  displayedTermDates,
  INVEST_STRATEGY_LABELS,
  offeredStrategies,
  percentFunded,
  strategyRate,
  termField,
  termMonths,
  type TermPrefix,
} from '@keystone/flows/projects';
import { formatDate, formatMoney, formatPercent } from '@keystone/flows/format';
import { Card, CardContent, CardHeader, CardTitle, ProgressBar } from '@keystone/ui';
import type { ReactNode } from 'react';

export const FUNDING_TITLES: { readonly [term in TermPrefix]: string } = {
  short: 'Short-term funding',
  long: 'Long-term funding',
};

export const NOT_SET = 'Not set';

const pence = (project: Project, term: TermPrefix, suffix: string): number | null => {
  const value = (project as unknown as Record<string, unknown>)[termField(term, suffix)];
  return typeof value === 'number' ? value : null;
};
const money = (value: number | null) => (value === null ? NOT_SET : formatMoney(value));
const date = (value: string | null) => (value === null ? NOT_SET : formatDate(value));

/**
 * One term's figures (seed 001 §2 'Project details'): target, minimum, what is funded, the dates (the actual ones
 * once the project has them, flows' `displayedTermDates`), the months between them and each offered strategy's rate.
 */
export function FundingBlock({ project, term }: { project: Project; term: TermPrefix }) {
  const target = pence(project, term, 'FundingTargetPence');
  const funded = pence(project, term, 'FundedSumPence') ?? 0;
  const percent = target === null ? 0 : percentFunded(funded, target);
  const { start, end } = displayedTermDates(project, term);
  const strategies = offeredStrategies(project, term);
  const title = FUNDING_TITLES[term];
  const headingId = `funding-${term}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ProgressBar
          label="Pledged of target"
          value={Math.round(percent)}
          valueText={formatPercent(percent, { fractionDigits: 2 })}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <Figure label="Funding target">{money(target)}</Figure>
          <Figure label="Minimum investment">{money(pence(project, term, 'FundingMinimumPence'))}</Figure>
          <Figure label="Funded">{`${formatMoney(funded)} (${formatPercent(percent, { fractionDigits: 2 })})`}</Figure>
          <Figure label="Start date">{date(start)}</Figure>
          <Figure label="End date">{date(end)}</Figure>
          <Figure label="Months">{String(termMonths(project, term))}</Figure>
          <Figure label="Expected rates">
            {strategies.length === 0 ? (
              NOT_SET
            ) : (
              <ul className="flex flex-col gap-0.5">
                {strategies.map((strategy) => {
                  const rate = strategyRate(project, term, strategy);
                  return (
                    <li key={strategy}>
                      {INVEST_STRATEGY_LABELS[strategy]}: {rate === null ? NOT_SET : `${formatPercent(rate)} p.a.`}
                    </li>
                  );
                })}
              </ul>
            )}
          </Figure>
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-foreground tabular-nums">{children}</dd>
    </>
  );
}
