import type { DashboardRepaymentNews } from '@keystone/api';
import { REPAYMENT_STATE_NEXT_STEPS } from '@keystone/flows/projects';
import { Card, CardContent } from '@keystone/ui';
import { Link } from 'react-router';
import { RepaymentStateBadge } from '../../projects/repayment/repayment-state-notice.tsx';
import { REPAYMENT_TEXTS } from '../../projects/repayment/repayment-texts.ts';

/**
 * Every project of the investor's whose loan is not repaid on time (issue 34 §3): which project, the state in plain
 * words, since when and what happens next. Nothing while every loan is on time.
 */
export function RepaymentNewsCard({ news }: { news: readonly DashboardRepaymentNews[] | undefined }) {
  if (news === undefined || news.length === 0) return null;
  return (
    <Card role="region" className="py-4" aria-labelledby="repayment-news-title">
      <CardContent className="flex flex-col gap-3">
        <h2 id="repayment-news-title" className="text-lg font-semibold">
          {REPAYMENT_TEXTS.investmentsNotice}
        </h2>
        <ul className="flex flex-col gap-4">
          {news.map((item) => (
            <li key={item.projectId} aria-label={item.projectName} className="flex min-w-0 flex-col gap-1">
              <Link
                to={`/platform/projects/${item.projectId}`}
                className="font-semibold break-words underline underline-offset-2 hover:text-primary"
              >
                {item.projectName}
              </Link>
              <RepaymentStateBadge state={item.state} since={item.since} />
              <p className="text-sm">
                <span className="font-semibold">{REPAYMENT_TEXTS.whatNext}: </span>
                {REPAYMENT_STATE_NEXT_STEPS[item.state]}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
